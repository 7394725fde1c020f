import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import { build, type BuildOptions, type BuildResult } from '../../src/build.js';
import { publishFolders } from '../../src/write/publish.js';
import { createLogger } from '../../src/log.js';
import { listFiles as listSiteFiles } from '../../src/paths.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');

/** A copy of a fixture site in a fresh temporary folder, so tests may edit it and build into it. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `sitegen-${name}-`));
  cpSync(path.join(fixturesDir, name), dir, { recursive: true });
  return dir;
}

export interface QuietBuild {
  result: BuildResult;
  output: string;
  read(file: string): string;
}

/** Builds a site folder with a logger that records instead of printing. */
export async function buildQuietly(
  root: string,
  options: Omit<BuildOptions, 'root' | 'log'> = {},
): Promise<QuietBuild> {
  let output = '';
  const log = createLogger({ stream: { write: (s: string) => (output += s) }, color: false });
  const result = await build({ root, log, ...options });
  return { result, output, read: (file) => readFileSync(path.join(result.outDir, file), 'utf8') };
}

/** What a build of `root` fails with, or null when it succeeds. */
export function buildFailure(root: string, options: Omit<BuildOptions, 'root' | 'log'> = {}): Promise<Error | null> {
  return buildQuietly(root, options).then(
    () => null,
    (error: Error) => error,
  );
}

/**
 * Builds the repository's own site into `outDir` without the build cache: the cache lives in the repository's
 * node_modules, where test files building this site at the same time would replace each other's files.
 */
export function buildEmbeddedSite(outDir: string): Promise<QuietBuild> {
  return buildQuietly(repoRoot, { outDir, cache: false });
}

/** Runs the real `sitegen` binary; returns its exit status and what it printed. A `timeout` ends one that would serve forever. */
export function runCli(args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}, timeout?: number) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

/** Removes a folder, and the folder beside it where builds into it keep their spare copy. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(publishFolders(dir).work, { recursive: true, force: true });
}

/** A fresh, empty temporary folder. */
export function tempDir(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `sitegen-${name}-`));
}

/** Writes `text` to `file` under `root`, creating its folders. */
export function writeSiteFile(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Every file under `dir`, as sorted forward-slash paths relative to it. */
export function listFiles(dir: string): string[] {
  return existsSync(dir) ? listSiteFiles(dir).sort() : [];
}

/** The text a reader sees in the part of a page matched by `selector`, with whitespace collapsed. */
export function pageText(html: string, selector = '#sg-content'): string {
  const $ = cheerio.load(html);
  return $(selector).text().replace(/\s+/g, ' ').trim();
}

/** The 1-based number of the first line of `text` that contains `snippet`. */
export function lineContaining(text: string, snippet: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`no line contains ${JSON.stringify(snippet)}`);
  return index + 1;
}

/**
 * Runs the real `sitegen` binary on a pseudo-terminal through util-linux `script`, so it behaves as in a terminal;
 * `input` is typed into it. Returns null when `script` is not installed (outside CI the caller skips; under CI that
 * is a failure).
 */
export function runCliInTerminal(
  args: string[],
  cwd: string,
  { env, input = '' }: { env: NodeJS.ProcessEnv; input?: string },
) {
  const which = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' });
  if (which.status !== 0) {
    if (process.env.CI === 'true') throw new Error('util-linux `script` is missing; it gives the CLI tests a terminal');
    return null;
  }
  const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, path.join(repoRoot, 'bin', 'sitegen.js'), ...args].map(quote).join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], { cwd, encoding: 'utf8', env, input });
  return { status: result.status, output: result.stdout + result.stderr };
}
