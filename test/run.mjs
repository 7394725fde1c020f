// Runs the test files under test/<area>/, or those whose path matches one of the patterns given (`node test/run.mjs
// write` for an area, `node test/run.mjs 'dev|serve'`), in a few processes that each run one file after another, the
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
    let runner = null;
    while (queue.length > 0) {
      const name = queue.shift();
      const alone = runsAlone(name);
      if (runner && (alone || !runner.alive())) await runner.stop();
      if (!runner || alone || !runner.alive()) runner = startRunner();
      results.push(report(await runner.run(name)));
      if (alone) await runner.stop();
    }
    await runner?.stop();
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
 * Whether a file says it runs in a process of its own: one that stops looping code on its own thread, which Node
 * cannot do safely once another file's library (Playwright's) has turned async hooks on in the process.
 */
function runsAlone(name) {
  return /^\/\/ Runs in a process of its own\b/m.test(readFileSync(path.join(repoRoot, name), 'utf8').slice(0, 2000));
}

/**
 * A process that runs the files it is given one after another (file-runner.mjs), their output held until each ends so
 * that files running at once do not mix theirs. Should it end during a file (a crash, a watchdog's kill), that file
 * fails with what it printed, and the next file gets a new process.
 */
function startRunner() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sitegen-test-'));
  mkdirSync(tsxCache, { recursive: true });
  // tsx keeps its transforms in `<TMPDIR>/tsx-<uid>`: every runner's TMPDIR links there, so all share one warm cache.
  symlinkSync(tsxCache, path.join(tmp, tsxCacheName));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(testDir, 'file-runner.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TMPDIR: tmp,
      SITEGEN_TEST_RUNNER: JSON.stringify({ tsxCache, tsxCacheName }),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // What reached the process's own output rather than the captured streams: a child process's inherited output.
  let stray = '';
  child.stdout.on('data', (data) => (stray += data));
  child.stderr.on('data', (data) => (stray += data));
  let current = null;
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  ended.then(({ code, signal }) => {
    removeTemporaryFolder(tmp);
    current?.resolve({ output: stray, code: code ?? 1, signal });
  });
  child.on('message', async (message) => {
    const file = current;
    current = null;
    // A process whose file left it unfit ends after its report: the next file waits for a new one.
    if (message.ending) await ended;
    const output = message.output + stray;
    stray = '';
    file.resolve({ output, code: message.code });
  });
  return {
    alive: () => child.exitCode === null && child.signalCode === null,
    run(name) {
      const started = Date.now();
      return new Promise((resolve) => {
        current = { resolve };
        child.send({ file: name });
      }).then(({ output, code, signal }) => fileResult(name, output, code, signal, (Date.now() - started) / 1000));
    },
    stop: () => (child.kill('SIGKILL'), ended),
  };
}

/** A file's result from what uvu printed for it. */
function fileResult(name, output, code, signal, seconds) {
  const count = (label) => Number(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm').exec(output)?.[1] ?? 0);
  const passed = count('Passed');
  // A file that stops before uvu's totals (a failing top-level await, a crash) counts as one failure.
  const failed = count('Total') - passed - count('Skipped') || (code === 0 ? 0 : 1);
  if (signal) output += `\nended by ${signal}\n`;
  return { name, output, passed, failed, ok: code === 0 && failed === 0, seconds };
}

/** Prints a file's result as it ends: its suites when it passed, everything it printed when it did not. */
function report(result) {
  const counts = `${result.passed} passed${result.failed > 0 ? `, ${result.failed} failed` : ''}`;
  console.log(`${result.ok ? '✓' : '✘'} ${result.name}  ${counts}  ${result.seconds.toFixed(1)} s`);
  const suites = result.output
    .split('\n')
    .filter(
      (line) => line.trim() !== '' && line.trim() !== result.name && !/^\s*(Total|Passed|Skipped|Duration):/.test(line),
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
