import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/build.js';
import { createLogger } from '../../src/log.js';

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
export async function buildQuietly(root: string, options: { outDir?: string; baseUrl?: string } = {}): Promise<QuietBuild> {
  let output = '';
  const log = createLogger({ stream: { write: (s: string) => (output += s) }, color: false });
  const result = await build({ root, log, ...options });
  return { result, output, read: (file) => readFileSync(path.join(result.outDir, file), 'utf8') };
}

/** Runs the real `sitegen` binary; returns its exit status and what it printed. */
export function runCli(args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
