// The build benchmark (not a test): cold builds of the embedded site and of generated 1,000- and 10,000-page
// docs sites, each in a child process, with wall time, pages per second and peak RSS, the median of three runs;
// for the generated sites, rebuilds with the cache (nothing changed, one page edited; the median of three of each);
// then the gzipped JavaScript a few pages of the embedded site load, what a page with a diagram, formulas or a
// zoomable photo loads (bench/feature-pages.mjs), and `check-links` (beside linkinator) on the largest generated site.
// Prints a table and writes every figure to bench/results.json.
//
//   npm run bench                                  # embedded, 1000, 10000
//   BENCH_SIZES=embedded,1000 npm run bench        # a subset (or: node bench/run.mjs embedded,1000)
//   BENCH_SIZES=50000 BENCH_RUNS=1 node bench/run.mjs  # the largest site with a target (slow)
//
// Other knobs: BENCH_RUNS=1 (cold builds per site, 3 by default; the median time is reported), BENCH_TIMEOUT=900 (seconds per build),
// BENCH_RSS=launcher (measure RSS with bench/rss-launcher.mjs even when /usr/bin/time exists), BENCH_KEEP=1 (keep outputs).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildEntry, coldBuild, machine, printTable, rebuilds, removeOutputs, repoRoot, round, rssMethod, secondsOf, stepsLine } from './build.mjs';
import { ensureCorpus } from './corpus.mjs';
import { featurePageWeights, printFeaturePages } from './feature-pages.mjs';
import { timeLinkChecks } from './links.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(benchDir, 'results.json');

const TARGETS = {
  embedded: { seconds: 1.5 },
  1000: { seconds: 3 },
  10000: { seconds: 15, rssMB: 800 },
  50000: { seconds: 90, rssMB: 2048 },
};
/** Rebuilds with the cache the cold build left: with nothing changed, and after one page's text changed. */
const REBUILD_TARGETS = { 10000: { unchanged: 3, edited: 2 } };
const JS_BUDGET_BYTES = 5 * 1024;
const JS_PAGES = ['/', '/docs/faq', '/blog'];
const GZIP_LEVEL = 9;

const sizes = parseSizes(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? argValue('--sizes') ?? process.env.BENCH_SIZES ?? 'embedded,1000,10000');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const keep = Boolean(process.env.BENCH_KEEP);
const loadBefore = os.loadavg();

function argValue(name) {
  const hit = process.argv.find((a) => a.startsWith(`${name}=`));
  return hit?.slice(name.length + 1);
}

function parseSizes(text) {
  return text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((s) => {
      if (s === 'embedded' || s === 'site') return 'embedded';
      const n = Number(s.replace(/_/g, '').replace(/k$/, '000'));
      if (!Number.isInteger(n) || n < 1) throw new Error(`unknown bench size "${s}": use embedded or a page count, e.g. BENCH_SIZES=embedded,1000`);
      return n;
    });
}

const started = performance.now();
const measurements = [];
const outputs = [];
let failed = false;

console.log(`sitegen bench: ${sizes.join(', ')} · node ${process.version} · ${os.cpus().length} CPUs · RSS via ${rssMethod}\n`);

for (const size of sizes) {
  let root = repoRoot;
  const label = size === 'embedded' ? 'embedded' : `${size.toLocaleString('en-US')} pages`;
  if (size !== 'embedded') {
    const corpus = ensureCorpus(size);
    root = corpus.dir;
    measurements.push({ kind: 'corpus', site: String(size), pages: size, dir: path.relative(repoRoot, corpus.dir), generated: corpus.generated, seconds: round(corpus.seconds, 3) });
    console.log(corpus.generated ? `generated the ${label} corpus in ${corpus.seconds.toFixed(2)} s` : `using the cached ${label} corpus`);
  }

  const attempts = [];
  for (let k = 0; k < runs; k++) {
    const attempt = await coldBuild(root, String(size), label, k, runs);
    attempts.push(attempt);
    if (attempt.exitCode !== 0) break;
  }
  const { entry, chosen, ok } = buildEntry(size === 'embedded' ? 'embedded' : String(size), root, attempts, TARGETS[size] ?? null);
  measurements.push(entry);
  if (!ok) failed = true;

  if (size === 'embedded' && ok) measurements.push(...clientJs(chosen.outDir), ...(await featurePageWeights()));
  // Into the last run's folder: the cache it left describes that folder, not the median run's.
  if (size !== 'embedded' && ok) measurements.push(...(await rebuilds(root, String(size), `${size.toLocaleString('en-US')} pages`, attempts[attempts.length - 1].outDir, REBUILD_TARGETS[size])));
  if (ok && size === Math.max(...sizes.filter((x) => x !== 'embedded'))) {
    process.stdout.write(`checking the links of the ${label} site… `);
    const checks = await timeLinkChecks(chosen.outDir, String(size));
    console.log(checks.map((c) => `${c.tool} ${c.seconds.toFixed(2)} s`).join(', '));
    measurements.push(...checks);
  }
  for (const a of attempts) outputs.push(a.outDir);
}

removeOutputs(outputs, keep);

const totalSeconds = (performance.now() - started) / 1000;
printReport();
const results = {
  timestamp: new Date().toISOString(),
  ...machine(),
  gzipLevel: GZIP_LEVEL,
  sizes: sizes.map(String),
  runsPerSite: runs,
  loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: os.loadavg().map((l) => round(l, 2)) },
  totalSeconds: round(totalSeconds, 2),
  measurements,
};
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwrote ${path.relative(process.cwd(), resultsFile)} · whole bench took ${totalSeconds.toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;

/** Gzipped size of the JavaScript each page loads: <script src>, modulepreloads and their static imports, plus inline scripts. */
function clientJs(outDir) {
  return JS_PAGES.map((page) => {
    const file = [path.join(outDir, page, 'index.html'), path.join(outDir, `${page}.html`)].find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) return { kind: 'client-js', site: 'embedded', page, error: 'page not found in the build output', budgetBytes: JS_BUDGET_BYTES, ok: false };
    const html = readFileSync(file, 'utf8');
    const pageUrl = new URL(page, 'https://site.invalid');
    const scripts = [];
    const inline = [];
    const seen = new Set();
    const lazy = new Set();

    const addFile = (src, how) => {
      const url = new URL(src, pageUrl);
      if (url.origin !== pageUrl.origin) {
        scripts.push({ src, how, external: true, bytes: null, gzipBytes: null });
        return;
      }
      if (seen.has(url.pathname)) return;
      seen.add(url.pathname);
      const onDisk = path.join(outDir, decodeURIComponent(url.pathname));
      if (!existsSync(onDisk)) {
        scripts.push({ src: url.pathname, how, missing: true, bytes: null, gzipBytes: null });
        return;
      }
      const body = readFileSync(onDisk);
      scripts.push({ src: url.pathname, how, bytes: body.length, gzipBytes: gzip(body) });
      // Static imports load with the module; dynamic import() is counted apart, as lazily loaded.
      const text = body.toString('utf8');
      for (const m of text.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)) addFile(new URL(m[1], url).pathname, 'import');
      for (const m of text.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) lazy.add(new URL(m[1], url).pathname);
    };

    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const attrs = parseAttributes(m[1]);
      const type = (attrs.type ?? '').toLowerCase();
      if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue; // JSON data, import maps…
      if (attrs.src !== undefined) addFile(attrs.src, 'script');
      else if (m[2].trim()) inline.push(Buffer.from(m[2]));
    }
    for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
      const attrs = parseAttributes(m[1]);
      if ((attrs.rel ?? '').toLowerCase() === 'modulepreload' && attrs.href) addFile(attrs.href, 'modulepreload');
    }
    const lazyFiles = [...lazy].filter((p) => !seen.has(p) && existsSync(path.join(outDir, p)));
    const inlineGzip = inline.reduce((sum, b) => sum + gzip(b), 0);
    const total = scripts.reduce((sum, s) => sum + (s.gzipBytes ?? 0), 0) + inlineGzip;
    return {
      kind: 'client-js',
      site: 'embedded',
      page,
      scripts,
      inline: { count: inline.length, bytes: inline.reduce((s, b) => s + b.length, 0), gzipBytes: inlineGzip },
      gzipBytes: total,
      lazy: lazyFiles.map((p) => ({ src: p, gzipBytes: gzip(readFileSync(path.join(outDir, p))) })),
      budgetBytes: JS_BUDGET_BYTES,
      ok: total <= JS_BUDGET_BYTES,
    };
  });
}

function parseAttributes(text) {
  const attrs = {};
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

function gzip(buffer) {
  return gzipSync(buffer, { level: GZIP_LEVEL }).length;
}

function printReport() {
  const builds = measurements.filter((m) => m.kind === 'build');
  const rows = [['site', 'pages', 'seconds', 'pages/s', 'peak RSS MB', 'target', 'result']];
  for (const b of builds) {
    const rss = b.target?.rssMB && (b.target.rssMB >= 1024 ? `${b.target.rssMB / 1024} GB` : `${b.target.rssMB} MB`);
    const target = b.target ? [`< ${b.target.seconds} s`, rss ? `< ${rss} RSS` : ''].filter(Boolean).join(', ') : '—';
    rows.push([
      b.site === 'embedded' ? 'embedded' : `generated ${Number(b.site).toLocaleString('en-US')}`,
      b.pages == null ? '—' : b.pages.toLocaleString('en-US'),
      secondsOf(b.seconds, b.runs.map((r) => r.seconds)),
      b.pagesPerSecond == null ? '—' : b.pagesPerSecond.toFixed(1),
      b.peakRssMB == null ? '—' : b.peakRssMB.toFixed(0),
      target,
      b.status,
    ]);
  }
  console.log('\nCold builds (NODE_ENV=production, node_modules/.cache/sitegen removed before each):\n');
  printTable(rows, [false, true, true, true, true, false, false]);

  for (const b of builds) {
    if (Object.keys(b.steps ?? {}).length) console.log(`  ${b.site}: ${stepsLine(b.steps)}`);
  }
  for (const b of builds.filter((x) => x.error)) {
    console.log(`\n${b.site} failed after the "${b.failedAfterStep}" stage: ${b.errorSummary}\n${b.error.replace(/^/gm, '  | ')}`);
  }
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\n  load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${load} after (${os.cpus().length} CPUs); CPU seconds (user+sys): ${builds.map((b) => `${b.site} ${b.cpuSeconds ? (b.cpuSeconds.user + b.cpuSeconds.system).toFixed(1) : '—'}`).join(' · ')}`);

  const rebuilt = measurements.filter((m) => m.kind === 'rebuild');
  if (rebuilt.length) {
    console.log('\nRebuilds with the cache the cold build left (node_modules/.cache/sitegen), into the same folder:\n');
    const rebuildRows = [['site', 'change', 'seconds', 'pages rendered', 'peak RSS MB', 'target', 'result']];
    for (const r of rebuilt) {
      rebuildRows.push([`generated ${Number(r.site).toLocaleString('en-US')}`, r.change === 'unchanged' ? 'nothing' : 'one page', secondsOf(r.seconds, r.runs), String(r.rendered), r.peakRssMB == null ? '—' : r.peakRssMB.toFixed(0), r.target ? `< ${r.target.seconds} s` : '—', r.status]);
    }
    printTable(rebuildRows, [false, false, true, true, true, false, false]);
    for (const r of rebuilt) console.log(`  ${r.site}, ${r.change}: ${stepsLine(r.steps)}`);
  }

  const checks = measurements.filter((m) => m.kind === 'check-links');
  if (checks.length) {
    console.log(`\nLink checks (internal links and anchors) of the generated ${Number(checks[0].site).toLocaleString('en-US')}-page site:\n`);
    const checkRows = [['checker', 'seconds', 'exit', 'target', 'result']];
    for (const c of checks) {
      const seconds = c.timedOut ? `> ${c.seconds.toFixed(0)} (stopped)` : secondsOf(c.seconds, c.runs);
      checkRows.push([c.tool, seconds, String(c.exitCode ?? c.signal), c.target ? `< ${c.target.seconds} s` : '—', c.status ?? '—']);
    }
    printTable(checkRows, [false, true, true, false, false]);
  }

  const js = measurements.filter((m) => m.kind === 'client-js');
  if (js.length) {
    console.log(`\nClient JavaScript of the embedded site (gzip -${GZIP_LEVEL}; budget ${JS_BUDGET_BYTES / 1024} KB per page):\n`);
    const jsRows = [['page', 'files', 'inline', 'gzipped', 'budget', 'result']];
    for (const j of js) {
      jsRows.push([
        j.page,
        j.scripts ? j.scripts.map((s) => `${s.src} ${s.gzipBytes == null ? (s.external ? 'external' : 'missing') : kb(s.gzipBytes)}`).join(', ') || 'none' : j.error,
        j.inline ? `${j.inline.count} × ${kb(j.inline.gzipBytes)}` : '—',
        j.gzipBytes == null ? '—' : kb(j.gzipBytes),
        `${JS_BUDGET_BYTES / 1024} KB`,
        j.ok ? 'OK' : 'over',
      ]);
    }
    printTable(jsRows, [false, false, true, true, true, false]);
    const lazy = js.flatMap((j) => j.lazy ?? []);
    if (lazy.length) console.log(`  loaded lazily (not counted): ${[...new Map(lazy.map((l) => [l.src, l])).values()].map((l) => `${l.src} ${kb(l.gzipBytes)}`).join(', ')}`);
  }
  const features = measurements.filter((m) => m.kind === 'feature-page');
  if (features.length) printFeaturePages(features);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

