// Runs the test files under test/<area>/, or those whose path matches one of the patterns given (`node test/run.mjs
// write` for an area, `node test/run.mjs 'dev|serve'`), each file in its own uvu process, a few at a time and the
// longest first, and ends with one line: "N passed, M failed".
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(testDir);
// Most files spend their time waiting on Chromium, child processes, servers and the disk rather than on the CPU.
const jobs = Number(process.env.TEST_JOBS) || 3;
// How long each file took when it last ran here, to start the longest first: the last to start then end soon after.
const durationsFile = path.join(repoRoot, 'node_modules', '.cache', 'sitegen-tests', 'durations.json');
// tsx keeps its transforms in `<TMPDIR>/tsx-<uid>`: every file's fresh TMPDIR links there, so files share one warm cache.
const tsxCache = path.join(repoRoot, 'node_modules', '.cache', 'sitegen-tests', 'tsx');
const tsxCacheName = `tsx-${process.geteuid ? process.geteuid() : os.userInfo().username}`;

const patterns = process.argv.slice(2).map((source) => {
  try {
    return new RegExp(source);
  } catch (error) {
    fail(`not a regular expression: ${error.message}`);
  }
});
// Each file by its path from the repository's root, `test/write/publish.test.ts`: what patterns match and durations are kept by.
const allFiles = testFilesUnder(testDir)
  .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
  .sort();
const files = allFiles.filter((name) => patterns.length === 0 || patterns.some((pattern) => pattern.test(name)));
if (files.length === 0)
  fail(`no test file's path matches ${process.argv.slice(2).join(' or ')}; the files are test/<area>/*.test.ts`);

const durations = readDurations();
// Files never timed go first, the largest first: a long file started last would keep the others waiting.
const expected = (name) => durations[name] ?? Number.MAX_SAFE_INTEGER / 2 + statSync(path.join(repoRoot, name)).size;
const order = [...files].sort((a, b) => expected(b) - expected(a));

const started = Date.now();
const results = [];
const queue = [...order];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) results.push(report(await runFile(queue.shift())));
  }),
);

saveDurations(results);
const failedFiles = results.filter((result) => !result.ok).map((result) => result.name);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(
  `\n${results.length} file${results.length === 1 ? '' : 's'} in ${((Date.now() - started) / 1000).toFixed(1)} s${failedFiles.length > 0 ? `; failed: ${failedFiles.join(', ')}` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failedFiles.length === 0 && passed > 0 ? 0 : 1;

/** The test files in `dir` and its folders, the shared helpers and fixture sites left out. */
function testFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full === path.join(testDir, 'helpers') || full === path.join(testDir, 'fixtures')
        ? []
        : testFilesUnder(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Runs one test file with uvu, its output held until it ends so that files running at once do not mix theirs. Each
 * file gets a temporary folder of its own, removed afterwards with whatever its tests left there.
 */
function runFile(name) {
  const fileName = path.posix.basename(name);
  const tmp = mkdtempSync(path.join(os.tmpdir(), `sitegen-test-${fileName.replace(/\.test\.ts$/, '')}-`));
  mkdirSync(tsxCache, { recursive: true });
  symlinkSync(tsxCache, path.join(tmp, tsxCacheName));
  const fileStarted = Date.now();
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // uvu looks in the file's own folder only, rather than walking the fixtures for every file.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'node_modules', 'uvu', 'bin.js'),
      path.posix.dirname(name),
      `^${escaped}$`,
      '-c',
      'false',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      removeTemporaryFolder(tmp);
      const count = (label) => Number(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm').exec(output)?.[1] ?? 0);
      const passed = count('Passed');
      // A file that stops before uvu's totals (a failing top-level await, a crash) counts as one failure.
      const failed = count('Total') - passed - count('Skipped') || (code === 0 ? 0 : 1);
      if (signal) output += `\nended by ${signal}\n`;
      resolve({
        name,
        output,
        passed,
        failed,
        ok: code === 0 && failed === 0,
        seconds: (Date.now() - fileStarted) / 1000,
      });
    });
  });
}

/** Prints a file's result as it ends: its suites when it passed, everything it printed when it did not. */
function report(result) {
  const counts = `${result.passed} passed${result.failed > 0 ? `, ${result.failed} failed` : ''}`;
  console.log(`${result.ok ? '✓' : '✘'} ${result.name}  ${counts}  ${result.seconds.toFixed(1)} s`);
  const suites = result.output
    .split('\n')
    .filter(
      (line) =>
        line.trim() !== '' &&
        line.trim() !== path.posix.basename(result.name) &&
        !/^\s*(Total|Passed|Skipped|Duration):/.test(line),
    );
  const shown = result.ok ? suites.join('\n') : result.output.trimEnd();
  if (shown !== '') console.log(shown);
  return result;
}

function removeTemporaryFolder(dir) {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    // A file system a test mounted and could not unmount (it needs root) stays behind; the run goes on.
    console.log(`could not remove ${dir}: ${error.message}`);
  }
}

function readDurations() {
  if (!existsSync(durationsFile)) return {};
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8'));
  } catch {
    // Only an order hint: a damaged file costs the order, never the run.
    return {};
  }
}

/** Keeps each file's time, those of the files this run left out as they were; written beside and renamed over, as other runs may read it. */
function saveDurations(results) {
  const times = {
    ...readDurations(),
    ...Object.fromEntries(results.map((result) => [result.name, Math.round(result.seconds * 1000)])),
  };
  const kept = Object.fromEntries(allFiles.filter((name) => name in times).map((name) => [name, times[name]]));
  mkdirSync(path.dirname(durationsFile), { recursive: true });
  const partial = `${durationsFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(kept, null, 2) + '\n');
  renameSync(partial, durationsFile);
}

function fail(message) {
  console.error(`error: ${message}`);
  process.exit(2);
}
