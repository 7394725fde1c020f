// The translated site benchmark (not a test): the site of bench/locales-corpus.mjs, the 1,000 pages of
// bench/corpus.mjs in English, French, German and Japanese, against the same 1,000 pages in English alone, both
// measured as bench/run.mjs measures builds. Cold builds (wall time, CPU time and peak RSS, the median of BENCH_RUNS
// runs, the sites taking turns so that the machine's drift touches both alike), each stage's time over all locales;
// rebuilds with the cache the last cold build left (nothing changed, then one French page edited), with the pages
// rendered again, which should be the edited page and at most the pages that link to it; and each locale's search
// index, raw and gzipped.
// Each figure is printed beside its single-locale counterpart with their ratio, and written with every run to
// bench/locales-results.json.
//
//   node bench/locales.mjs
//   BENCH_RUNS=3 node bench/locales.mjs   # three cold builds of each site (5 by default)
//
// The other knobs are bench/run.mjs's: BENCH_TIMEOUT, BENCH_RSS, BENCH_KEEP.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildEntry, machine, printTable, rebuilds, removeOutputs, round, rssMethod, stepsLine } from './build.mjs';
import { alternatingColdBuilds, compare, printComparisons } from './compare.mjs';
import { ensureCorpus } from './corpus.mjs';
import { ensureLocalesCorpus, LOCALES, PAGES, translatedDocs } from './locales-corpus.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(benchDir, 'locales-results.json');
/** How much more the site in four languages may cost than the same pages in one. */
const RATIO_TARGETS = { cold: 4.2 };
/** The locale whose page is edited for the rebuild. */
const EDITED_LOCALE = 'fr';
const GZIP_LEVEL = 9;

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const keep = Boolean(process.env.BENCH_KEEP);
const loadBefore = os.loadavg();
const started = performance.now();

console.log(`sitegen translated site bench: ${PAGES.toLocaleString('en-US')} pages in ${LOCALES.join(', ')} against ${LOCALES[0]} alone · node ${process.version} · ${os.cpus().length} CPUs · RSS via ${rssMethod}\n`);

const sites = [
  { site: String(PAGES), label: `${PAGES.toLocaleString('en-US')} pages, ${LOCALES[0]}`, ...ensureCorpus(PAGES) },
  { site: `locales-${LOCALES.length}x${PAGES}`, label: `${PAGES.toLocaleString('en-US')} pages × ${LOCALES.length} locales`, ...ensureLocalesCorpus() },
];
const [single, translated] = sites;
for (const s of sites) console.log(s.generated ? `generated the ${s.label} site in ${s.seconds.toFixed(2)} s` : `using the cached ${s.label} site`);

const attempts = await alternatingColdBuilds(sites, runs);
const measurements = [];
let failed = false;
const builds = new Map();
for (const s of sites) {
  const { entry, chosen, ok } = buildEntry(s.site, s.dir, attempts.get(s));
  measurements.push(entry);
  builds.set(s, entry);
  if (!ok) failed = true;
  else measurements.push(...searchIndexSizes(s.site, chosen.outDir, s === single ? LOCALES.slice(0, 1) : LOCALES));
}
const rebuilt = new Map();
for (const s of sites) {
  if (builds.get(s).status === 'failed') continue;
  const tries = attempts.get(s);
  // Into the last run's folder: the cache it left describes that folder, not the median run's.
  const results = await rebuilds(s.dir, s.site, s.label, tries[tries.length - 1].outDir, {}, s === translated ? translatedDocs(EDITED_LOCALE) : undefined);
  const edited = results.find((r) => r.change === 'edited');
  if (edited?.page && s === translated) Object.assign(edited, renderedBound(s.dir, edited));
  measurements.push(...results);
  rebuilt.set(s, Object.fromEntries(results.map((r) => [r.change, r])));
  if (results.some((r) => r.status === 'failed')) failed = true;
}
removeOutputs([...attempts.values()].flat().map((a) => a.outDir), keep);

const comparisons = [
  compare('cold build, wall (s)', 'seconds', builds.get(translated), builds.get(single), RATIO_TARGETS.cold),
  compare('cold build, CPU (s)', 'cpuSeconds', builds.get(translated), builds.get(single), null),
  compare('cold build, peak RSS (MB)', 'peakRssMB', builds.get(translated), builds.get(single), null),
  compare('rebuild, nothing changed, wall (s)', 'seconds', rebuilt.get(translated)?.unchanged, rebuilt.get(single)?.unchanged, null),
  compare('rebuild, one page edited, wall (s)', 'seconds', rebuilt.get(translated)?.edited, rebuilt.get(single)?.edited, null),
  compare('rebuild, one page edited, CPU (s)', 'cpuSeconds', rebuilt.get(translated)?.edited, rebuilt.get(single)?.edited, null),
];
const stages = stageRatios(builds.get(translated), builds.get(single));

const totalSeconds = (performance.now() - started) / 1000;
printReport();
const results = {
  timestamp: new Date().toISOString(),
  ...machine(),
  locales: LOCALES,
  pages: PAGES,
  runsPerSite: runs,
  gzipLevel: GZIP_LEVEL,
  loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: os.loadavg().map((l) => round(l, 2)) },
  totalSeconds: round(totalSeconds, 2),
  comparisons,
  coldPairRatios: pairRatios().map((r) => round(r, 3)),
  stages,
  measurements,
};
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwrote ${path.relative(process.cwd(), resultsFile)} · the translated site bench took ${totalSeconds.toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;

/** The files of each locale's search index under `<locale>/assets/search/`: their number and bytes, raw and gzipped. */
function searchIndexSizes(site, outDir, locales) {
  return locales.map((locale, k) => {
    const dir = path.join(outDir, k === 0 ? '' : locale, 'assets', 'search');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const sizes = files.map((e) => {
      const body = readFileSync(path.join(e.parentPath ?? e.path, e.name));
      return { name: e.name, bytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
    });
    const manifest = sizes.find((f) => f.name === 'index.json');
    const sum = (field) => sizes.reduce((total, f) => total + f[field], 0);
    return { kind: 'search-index', site, locale, files: sizes.length, bytes: sum('bytes'), gzipBytes: sum('gzipBytes'), manifest: manifest && { bytes: manifest.bytes, gzipBytes: manifest.gzipBytes } };
  });
}

/**
 * What the edited rebuild should render at most: the edited page and the pages that link to it in its locale,
 * the translated docs and the blog posts, which are shown untranslated in every locale.
 */
function renderedBound(root, edited) {
  const docs = path.join(root, translatedDocs(EDITED_LOCALE));
  const page = path.relative(docs, path.join(root, edited.page));
  const id = page.replace(/\.md$/, '');
  const linking = (dir, pattern) =>
    readdirSync(dir, { recursive: true })
      .filter((f) => f.endsWith('.md') && path.join(dir, f) !== path.join(root, edited.page))
      .filter((f) => pattern.test(readFileSync(path.join(dir, f), 'utf8'))).length;
  const linkingDocs = linking(docs, new RegExp(`\\]\\((?:\\./|\\.\\./[^/)]+/)${path.basename(page).replace(/\./g, '\\.')}[#)]`));
  const linkingPosts = linking(path.join(root, 'content', 'blog'), new RegExp(`\\]\\(/docs/${id}[#)]`));
  const most = 1 + linkingDocs + linkingPosts;
  const ok = edited.rendered >= 1 && edited.rendered <= most;
  return { locale: EDITED_LOCALE, linkingDocs, linkingPosts, renderedAtMost: most, status: edited.status === 'failed' ? 'failed' : ok ? 'OK' : 'over' };
}

/** Each stage's time over the four locales against the one locale's, both of the median cold build. */
function stageRatios(entry, baseline) {
  if (!entry?.steps || !baseline?.steps) return [];
  return Object.keys(entry.steps).map((stage) => {
    const [ms, baselineMs] = [entry.steps[stage], baseline.steps[stage] ?? null];
    return { stage, ms, baselineMs, ratio: baselineMs ? round(ms / baselineMs, 2) : null };
  });
}

function printReport() {
  console.log(`\nThe site in ${LOCALES.length} languages beside the same pages in ${LOCALES[0]} (NODE_ENV=production; cold builds with node_modules/.cache/sitegen removed before each):\n`);
  printComparisons(comparisons, sites, [`${LOCALES.length} locales`, `${LOCALES[0]} alone`]);

  console.log(`\nEach stage of the median cold builds, its times over the ${LOCALES.length} locales added:\n`);
  const stageRows = [['stage', `${LOCALES.length} locales`, `${LOCALES[0]} alone`, 'ratio']];
  const ms = (v) => (v == null ? '—' : `${v} ms`);
  for (const s of stages.filter((x) => x.ms >= 10 || x.baselineMs >= 10)) stageRows.push([s.stage, ms(s.ms), ms(s.baselineMs), s.ratio == null ? '—' : `×${s.ratio.toFixed(2)}`]);
  printTable(stageRows, [false, true, true, true]);
  const parts = builds.get(translated)?.localeSteps;
  if (parts?.length === LOCALES.length) {
    console.log(`\nEach locale's stages in that build, beside ${LOCALES[0]} alone:\n`);
    const shown = ['markdown', 'render', 'check links', 'search index'];
    const total = (steps) => Object.values(steps).reduce((sum, v) => sum + v, 0);
    const localeRows = [['locale', ...shown, 'all stages']];
    const row = (name, steps) => [name, ...shown.map((stage) => ms(steps[stage])), ms(total(steps))];
    localeRows.push(row(`${LOCALES[0]} alone`, builds.get(single).steps));
    parts.forEach((steps, k) => localeRows.push(row(LOCALES[k], steps)));
    printTable(localeRows, [false, ...shown.map(() => true), true]);
  }

  const edited = rebuilt.get(translated)?.edited;
  if (edited) {
    console.log(`\n  one ${EDITED_LOCALE} page edited (${edited.page}): ${edited.rendered} of ${builds.get(translated).pages} pages rendered, at most ${edited.renderedAtMost} expected (the page, ${edited.linkingDocs} ${EDITED_LOCALE} pages and ${edited.linkingPosts} blog posts that link to it): ${edited.status}`);
  }

  const indexes = measurements.filter((m) => m.kind === 'search-index');
  console.log(`\nSearch index per locale (<locale>/assets/search/, gzip -${GZIP_LEVEL} of each file, added):\n`);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const indexRows = [['site', 'locale', 'files', 'raw', 'gzipped', 'manifest gzipped']];
  for (const i of indexes) indexRows.push([sites.find((s) => s.site === i.site).label, i.locale, String(i.files), kb(i.bytes), kb(i.gzipBytes), i.manifest ? kb(i.manifest.gzipBytes) : '—']);
  printTable(indexRows, [false, false, true, true, true, true]);

  for (const entry of measurements.filter((m) => m.kind === 'build' || m.kind === 'rebuild')) {
    if (Object.keys(entry.steps ?? {}).length) console.log(`  ${entry.site}${entry.kind === 'rebuild' ? `, ${entry.change}` : ''}: ${stepsLine(entry.steps)}`);
  }
  for (const b of measurements.filter((m) => m.error)) console.log(`\n${b.site} failed after the "${b.failedAfterStep}" stage: ${b.errorSummary}\n${b.error.replace(/^/gm, '  | ')}`);
  const spread = (entry) => {
    const seconds = entry.runs.map((r) => r.seconds);
    return `${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)} s`;
  };
  console.log(`\n  runs spread: ${sites.map((s) => `${s.label} ${spread(builds.get(s))}`).join(', ')}; pairwise ratios ${pairRatios().map((r) => `×${r.toFixed(2)}`).join(', ')}`);
  console.log(`  load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} after (${os.cpus().length} CPUs); CPU is user + system`);
}

/** The ratio of each run of the translated site to the run of the single-locale site just before it. */
function pairRatios() {
  const [a, b] = [attempts.get(translated), attempts.get(single)];
  return a.slice(0, b.length).map((run, k) => run.seconds / b[k].seconds);
}
