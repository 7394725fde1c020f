// Times `sitegen check-links` on a built site folder, and linkinator on the same folder with external links
// skipped, each in its own process. Used by bench/run.mjs on the largest generated site; on its own:
//
//   node bench/links.mjs DIR
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const linkinatorBin = path.join(repoRoot, 'node_modules', 'linkinator', 'build', 'src', 'cli.js');

/** Target for checking the internal links and anchors of 10,000 pages. */
export const CHECK_LINKS_TARGET_SECONDS = 3;

/** Runs a command to its end; resolves with its wall time, exit code and the tail of what it printed. */
function timed(command, args, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-2000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ seconds: (performance.now() - started) / 1000, exitCode: code, signal, output: output.trim().split('\n').slice(-3).join('\n') });
    });
  });
}

/** The two checkers on one folder, as bench measurements. */
export async function timeLinkChecks(dir, site, timeoutMs = 120_000) {
  // Three runs and their median: a check of a few seconds is at the mercy of whatever else the machine does.
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await timed(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), 'check-links', dir], timeoutMs));
  const ours = [...runs].sort((a, b) => a.seconds - b.seconds)[1];
  const measurements = [
    {
      kind: 'check-links',
      site,
      tool: 'sitegen check-links',
      seconds: round(ours.seconds),
      runs: runs.map((run) => round(run.seconds)),
      exitCode: ours.exitCode,
      target: { seconds: CHECK_LINKS_TARGET_SECONDS },
      status: ours.exitCode !== 0 ? 'failed' : ours.seconds < CHECK_LINKS_TARGET_SECONDS ? 'OK' : 'over',
      output: ours.output,
    },
  ];
  if (existsSync(linkinatorBin)) {
    // linkinator serves the folder itself and crawls it; everything not on that server is skipped.
    const theirs = await timed(process.execPath, [linkinatorBin, dir, '--recurse', '--skip', '^(?!http://localhost)', '--format', 'json'], timeoutMs);
    measurements.push({ kind: 'check-links', site, tool: 'linkinator', seconds: round(theirs.seconds), exitCode: theirs.exitCode, signal: theirs.signal, timedOut: theirs.signal === 'SIGKILL' });
  }
  return measurements;
}

const round = (n) => Math.round(n * 1000) / 1000;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  for (const m of await timeLinkChecks(dir, path.basename(dir))) console.log(`${m.tool.padEnd(20)} ${m.seconds.toFixed(2)} s (exit ${m.exitCode})`);
}
