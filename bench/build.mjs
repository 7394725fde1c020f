// What the build benchmarks share: a build timed in a child process with its peak memory, rebuilds with the cache
// after one page was edited, and the figures' tables.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settleDisk } from './disk.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
const cli = path.join(repoRoot, 'bin', 'sitegen.js');

const timeoutMs = Number(process.env.BENCH_TIMEOUT ?? 900) * 1000;
const useTime = process.env.BENCH_RSS !== 'launcher' && existsSync('/usr/bin/time');
export const rssMethod = useTime ? '/usr/bin/time -f %M' : 'process.resourceUsage().maxRSS (bench/rss-launcher.mjs)';
/** Rebuilds of each kind per site, the median reported. */
const REBUILD_RUNS = 3;

// The builds run in their own process groups: stop the running one if the bench is interrupted.
let currentChild = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (currentChild) {
      try {
        process.kill(-currentChild.pid, 'SIGKILL');
      } catch {}
    }
    process.exit(130);
  });
}

/** A cold build, run `k` of `runs`, with a line saying how it went. */
export async function coldBuild(root, site, label, k, runs) {
  process.stdout.write(`building ${label}${runs > 1 ? ` (run ${k + 1}/${runs})` : ''}… `);
  const attempt = await timedBuild(root, site);
  console.log(attempt.exitCode === 0 ? `${attempt.seconds.toFixed(2)} s` : `FAILED (${attempt.timedOut ? 'timed out' : `exit ${attempt.exitCode}${attempt.signal ? `, ${attempt.signal}` : ''}`}) after ${attempt.seconds.toFixed(2)} s`);
  return attempt;
}

/**
 * The figures of a site's cold builds: those of the median run when every run succeeded, else of the failed one.
 * `target` holds the seconds and the peak RSS in MB the build should stay under, if any. Returns { entry, chosen, ok }.
 */
export function buildEntry(site, root, attempts, target = null) {
  const ok = attempts.every((a) => a.exitCode === 0);
  const chosen = ok ? median(attempts) : attempts[attempts.length - 1];
  // Routes from the CLI's summary; a failed build has none, so the routes stage's count stands in (not a rate).
  const pages = ok ? (chosen.routes ?? chosen.htmlFiles) : chosen.routesResolved;
  const peakRssMB = chosen.peakRssKB == null ? null : round(chosen.peakRssKB / 1024, 1);
  const over = target && ((target.seconds && chosen.seconds >= target.seconds) || (target.rssMB && peakRssMB != null && peakRssMB >= target.rssMB));
  const entry = {
    kind: 'build',
    site,
    root: path.relative(repoRoot, root) || '.',
    status: !ok ? 'failed' : !target ? 'no target' : over ? 'over' : 'OK',
    exitCode: chosen.exitCode,
    signal: chosen.signal,
    timedOut: chosen.timedOut,
    pages,
    routesReported: chosen.routes,
    htmlFiles: chosen.htmlFiles,
    filesReported: chosen.files,
    seconds: round(chosen.seconds, 3),
    pagesPerSecond: pages && ok ? round(pages / chosen.seconds, 1) : null,
    peakRssMB,
    cpuSeconds: chosen.cpuSeconds,
    cpuSecondsRuns: attempts.map(cpuTotal),
    cliReportedSeconds: chosen.cliSeconds,
    steps: chosen.steps,
    localeSteps: chosen.localeSteps,
    warnings: chosen.warnings,
    runs: attempts.map((a) => ({ seconds: round(a.seconds, 3), peakRssMB: a.peakRssKB == null ? null : round(a.peakRssKB / 1024, 1), exitCode: a.exitCode })),
    target,
    failedAfterStep: ok ? undefined : chosen.lastStep,
    errorSummary: ok ? undefined : chosen.errorSummary,
    error: ok ? undefined : chosen.error,
  };
  return { entry, chosen, ok };
}

/**
 * Rebuilds into the cold build's folder, each measured REBUILD_RUNS times and reported by its median: with nothing
 * changed, then each time after a different paragraph was added to the middle page of `docs` (put back afterwards,
 * so the site stays as generated). A rebuild is short enough for the machine's noise to move it, hence the median.
 * `targets` holds the seconds each change should stay under, if any; the edited rebuild names its page.
 */
export async function rebuilds(root, site, label, outDir, targets = {}, docs = 'content/docs') {
  const results = [];
  const measure = async (change, edit = () => {}) => {
    const runs = [];
    for (let k = 0; k < REBUILD_RUNS; k++) {
      process.stdout.write(`rebuilding ${label}, ${change === 'unchanged' ? 'nothing changed' : 'one page edited'} (run ${k + 1}/${REBUILD_RUNS})… `);
      edit(k);
      const run = await timedBuild(root, site, outDir);
      console.log(run.exitCode === 0 ? `${run.seconds.toFixed(2)} s, ${run.rendered} pages rendered` : `FAILED (exit ${run.exitCode})`);
      runs.push(run);
      if (run.exitCode !== 0) break;
    }
    const failed = runs.find((run) => run.exitCode !== 0);
    const run = failed ?? median(runs);
    const target = targets[change] ?? null;
    const status = failed ? 'failed' : !target ? 'no target' : run.seconds < target ? 'OK' : 'over';
    results.push({ kind: 'rebuild', site, change, status, seconds: round(run.seconds, 3), runs: runs.map((r) => round(r.seconds, 3)), rendered: run.rendered, peakRssMB: run.peakRssKB == null ? null : round(run.peakRssKB / 1024, 1), cpuSeconds: run.cpuSeconds, cpuSecondsRuns: runs.map(cpuTotal), steps: run.steps, target: target && { seconds: target } });
  };
  await measure('unchanged');
  const pages = readdirSync(path.join(root, docs), { recursive: true }).filter((f) => f.endsWith('.md')).sort();
  const page = path.join(docs, pages[Math.floor(pages.length / 2)]);
  const file = path.join(root, page);
  const original = readFileSync(file, 'utf8');
  try {
    await measure('edited', (k) => writeFileSync(file, original.replace(/\n## /, `\nA paragraph added to see what one edit costs (edit ${k + 1}).\n\n## `)));
  } finally {
    writeFileSync(file, original);
  }
  results[results.length - 1].page = page;
  return results;
}

/** Removes the builds' folders unless `keep`, and the staging folder a build killed mid-write leaves beside one. */
export function removeOutputs(dirs, keep) {
  for (const dir of dirs) {
    for (const name of readdirSync(path.dirname(dir))) {
      if (name.startsWith(`${path.basename(dir)}.sitegen-tmp-`)) rmSync(path.join(path.dirname(dir), name), { recursive: true, force: true });
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One build in a child process. Cold unless `outDir` names the folder of an earlier build: the sitegen cache
 * is removed first and the output goes to a fresh folder.
 */
export async function timedBuild(root, label, warmOutDir = null) {
  // Cold means nothing kept: the build cache, and the docs of versions read from git.
  if (!warmOutDir)
    for (const base of new Set([repoRoot, root]))
      for (const cache of ['sitegen', 'sitegen-git']) rmSync(path.join(base, 'node_modules', '.cache', cache), { recursive: true, force: true });
  const outDir = warmOutDir ?? mkdtempSync(path.join(os.tmpdir(), `sitegen-bench-${label}-`));
  const rssFile = path.join(outDir + '.rss');
  const buildArgs = [cli, 'build', '--root', root, '--out', outDir];
  const [command, args] = useTime
    ? ['/usr/bin/time', ['-o', rssFile, '-f', '%M %U %S', process.execPath, ...buildArgs]]
    : [process.execPath, [path.join(benchDir, 'rss-launcher.mjs'), rssFile, ...buildArgs]];

  // Each build starts with the files of the one before it written out, as a build run on its own would.
  settleDisk();
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a timeout can stop it and everything it started
  });
  currentChild = child;
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, timeoutMs);
  const [code, signal] = await new Promise((resolve) => child.on('close', (c, s) => resolve([c, s])));
  const seconds = (performance.now() - t0) / 1000;
  clearTimeout(timer);
  currentChild = null;

  let peakRssKB = null;
  let cpuSeconds = null;
  try {
    const text = readFileSync(rssFile, 'utf8').trim();
    // GNU time prefixes "Command exited with non-zero status N" when the child fails; the figures are the last line.
    const [rss, user, system] = text.split('\n').pop().trim().split(/\s+/).map(Number);
    if (Number.isFinite(rss) && rss > 0) peakRssKB = rss;
    if (Number.isFinite(user) && Number.isFinite(system)) cpuSeconds = { user, system };
  } catch {}
  rmSync(rssFile, { force: true });

  const summary = /Built (\d+) routes \((\d+) pages, (\d+) files\).* in ([\d.]+) (ms|s)(?:, (\d+) warnings?)?/.exec(output);
  const steps = {};
  // A site of several locales runs its stages once per locale: a stage's time is theirs added, and `parts` holds
  // each locale's, a locale starting where a stage comes again.
  const parts = [{}];
  let routeStep = null;
  for (const m of output.matchAll(/^\s*✓ (.+?)\s{2,}([\d.]+) (ms|s)\b(.*)$/gm)) {
    const [stage, ms] = [m[1].trim(), m[3] === 's' ? Math.round(Number(m[2]) * 1000) : Number(m[2])];
    steps[stage] = (steps[stage] ?? 0) + ms;
    if (stage in parts[parts.length - 1]) parts.push({});
    parts[parts.length - 1][stage] = ms;
    const routes = /(\d+) routes/.exec(m[4]);
    if (m[1].trim() === 'routes' && routes) routeStep = Number(routes[1]);
  }
  const exitCode = timedOut ? null : code;
  return {
    outDir,
    exitCode,
    signal: signal ?? null,
    timedOut,
    seconds,
    peakRssKB,
    routes: summary ? Number(summary[1]) : null,
    routesResolved: routeStep,
    cpuSeconds,
    files: summary ? Number(summary[3]) : null,
    cliSeconds: summary ? round(Number(summary[4]) / (summary[5] === 'ms' ? 1000 : 1), 3) : null,
    warnings: summary?.[6] ? Number(summary[6]) : 0,
    rendered: Number(/(\d+) of \d+ pages rendered/.exec(output)?.[1] ?? NaN),
    htmlFiles: countHtml(outDir),
    steps,
    localeSteps: parts.length > 1 ? parts : undefined,
    error: code === 0 && !timedOut ? undefined : tail(output, 40) || `exited with ${code ?? signal}`,
    errorSummary:
      code === 0 && !timedOut
        ? undefined
        : timedOut
          ? `timed out after ${timeoutMs / 1000} s (BENCH_TIMEOUT)`
          : (/^(?:FATAL ERROR: .*|error: .*)$/m.exec(output)?.[0] ?? `exited with ${code ?? signal}`),
    lastStep: Object.keys(steps).pop() ?? null,
  };
}

/** The machine the figures were measured on, as the results files record it. */
export function machine() {
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    totalMemoryMB: Math.round(os.totalmem() / (1024 * 1024)),
    openFilesLimit: openFilesLimit(),
    rssMethod,
  };
}

function openFilesLimit() {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

function countHtml(dir) {
  let n = 0;
  const walk = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name === 'index.html') n++;
    }
  };
  walk(dir);
  return n;
}

export function printTable(rows, rightAligned) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) => '  ' + r.map((cell, c) => (rightAligned[c] ? String(cell).padStart(widths[c]) : String(cell).padEnd(widths[c]))).join('  ').trimEnd();
  console.log(line(rows[0]));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

/** A build's stages and the time each took, as the reports list them. */
export function stepsLine(steps = {}) {
  return Object.entries(steps)
    .map(([k, v]) => `${k} ${v >= 1000 ? (v / 1000).toFixed(2) + ' s' : v + ' ms'}`)
    .join(' · ');
}

/** Seconds as the tables show them: with the runs they are the median of, when there were several. */
export function secondsOf(seconds, runs = []) {
  return runs.length > 1 ? `${seconds.toFixed(2)} (median of ${runs.map((r) => r.toFixed(2)).join(', ')})` : seconds.toFixed(2);
}

/** User and system CPU seconds of a build, added; null when they were not measured. */
function cpuTotal(run) {
  return run.cpuSeconds ? round(run.cpuSeconds.user + run.cpuSeconds.system, 2) : null;
}

export function median(attempts) {
  const sorted = [...attempts].sort((a, b) => a.seconds - b.seconds);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function tail(text, lines) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
