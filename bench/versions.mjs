// The versioned docs benchmark (not a test): the site of bench/versioned-corpus.mjs, 20 versions of 500 pages,
// against the 10,000-page corpus of bench/corpus.mjs, both measured as bench/run.mjs measures builds. Cold builds
// (wall time and peak RSS, the median of BENCH_RUNS runs, the sites taking turns so that the machine's drift
// touches both alike); rebuilds with the cache the last cold build left (nothing changed, then one page of the
// current docs edited); and the same 20 versions read from git tags instead of folders, cold.
// Each figure is printed beside its single-version counterpart with their ratio, and written with every run to
// bench/versions-results.json.
//
//   node bench/versions.mjs
//   BENCH_RUNS=1 node bench/versions.mjs   # one cold build of each site
//
// Versions read from git are measured only when the build supports them: a 2-version site is built from git and
// from folders first, and unless both build the same routes, the report says "git-ref variant: not supported yet".
// The other knobs are bench/run.mjs's: BENCH_TIMEOUT, BENCH_RSS, BENCH_KEEP.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEntry, machine, rebuilds, removeOutputs, round, rssMethod, stepsLine, timedBuild } from './build.mjs';
import { alternatingColdBuilds, compare, printComparisons } from './compare.mjs';
import { ensureCorpus } from './corpus.mjs';
import { ensureVersionedCorpus, PAGES_PER_VERSION, VERSIONS, writeVersionedCorpus } from './versioned-corpus.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(benchDir, 'versions-results.json');
const SINGLE_PAGES = VERSIONS * PAGES_PER_VERSION;
/** How much more the versioned site may cost than the single-version corpus of as many pages. */
const RATIO_TARGETS = { cold: 1.15, peakRss: 1.15, edited: 1.2 };

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const keep = Boolean(process.env.BENCH_KEEP);
const loadBefore = os.loadavg();
const started = performance.now();

console.log(`sitegen versioned docs bench: ${VERSIONS} versions × ${PAGES_PER_VERSION} pages against ${SINGLE_PAGES.toLocaleString('en-US')} pages · node ${process.version} · ${os.cpus().length} CPUs · RSS via ${rssMethod}\n`);

const sites = [
  { site: String(SINGLE_PAGES), label: `${SINGLE_PAGES.toLocaleString('en-US')} pages`, ...ensureCorpus(SINGLE_PAGES) },
  { site: 'versioned-folders', label: `${VERSIONS}×${PAGES_PER_VERSION} folders`, ...ensureVersionedCorpus('folders') },
  { site: 'versioned-git', label: `${VERSIONS}×${PAGES_PER_VERSION} git`, ...ensureVersionedCorpus('git') },
];
const [single, folders, git] = sites;
for (const s of sites) console.log(s.generated ? `generated the ${s.label} site in ${s.seconds.toFixed(2)} s` : `using the cached ${s.label} site`);

const gitSupport = await probeGitVersions();
console.log(gitSupport.supported ? 'git-ref variant: supported, measuring it' : `git-ref variant: not supported yet (${gitSupport.reason})`);
const measured = gitSupport.supported ? sites : [single, folders];

const attempts = await alternatingColdBuilds(measured, runs);

const measurements = [];
let failed = false;
const builds = new Map();
for (const s of measured) {
  const { entry, ok } = buildEntry(s.site, s.dir, attempts.get(s));
  measurements.push(entry);
  builds.set(s, entry);
  if (!ok) failed = true;
}
const rebuilt = new Map();
for (const s of [single, folders]) {
  const tries = attempts.get(s);
  if (builds.get(s).status === 'failed') continue;
  // Into the last run's folder: the cache it left describes that folder, not the median run's.
  const results = await rebuilds(s.dir, s.site, s.label, tries[tries.length - 1].outDir);
  measurements.push(...results);
  rebuilt.set(s, Object.fromEntries(results.map((r) => [r.change, r])));
  if (results.some((r) => r.status === 'failed')) failed = true;
}
removeOutputs([...attempts.values()].flat().map((a) => a.outDir), keep);

const comparisons = [
  compare('cold build, wall (s)', 'seconds', builds.get(folders), builds.get(single), RATIO_TARGETS.cold),
  compare('cold build, CPU (s)', 'cpuSeconds', builds.get(folders), builds.get(single), null),
  compare('cold build, peak RSS (MB)', 'peakRssMB', builds.get(folders), builds.get(single), RATIO_TARGETS.peakRss),
  compare('rebuild, nothing changed, wall (s)', 'seconds', rebuilt.get(folders)?.unchanged, rebuilt.get(single)?.unchanged, null),
  compare('rebuild, one page edited, wall (s)', 'seconds', rebuilt.get(folders)?.edited, rebuilt.get(single)?.edited, RATIO_TARGETS.edited),
  compare('rebuild, one page edited, CPU (s)', 'cpuSeconds', rebuilt.get(folders)?.edited, rebuilt.get(single)?.edited, null),
  compare('rebuild, one page edited, peak RSS (MB)', 'peakRssMB', rebuilt.get(folders)?.edited, rebuilt.get(single)?.edited, null),
  ...(gitSupport.supported
    ? [
        compare('cold build from git, wall (s)', 'seconds', builds.get(git), builds.get(folders), null),
        compare('cold build from git, CPU (s)', 'cpuSeconds', builds.get(git), builds.get(folders), null),
        compare('cold build from git, peak RSS (MB)', 'peakRssMB', builds.get(git), builds.get(folders), null),
      ]
    : []),
];

const totalSeconds = (performance.now() - started) / 1000;
printReport();
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      timestamp: new Date().toISOString(),
      ...machine(),
      versions: VERSIONS,
      pagesPerVersion: PAGES_PER_VERSION,
      runsPerSite: runs,
      gitRef: gitSupport,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: os.loadavg().map((l) => round(l, 2)) },
      totalSeconds: round(totalSeconds, 2),
      comparisons,
      measurements,
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote ${path.relative(process.cwd(), resultsFile)} · the versioned bench took ${totalSeconds.toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;

/**
 * Whether the build reads a version's docs from git: a site of 2 versions of 10 pages, built from a git tag and
 * from folders, must give the same routes. Returns { supported, reason }.
 */
async function probeGitVersions() {
  const base = mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-git-probe-'));
  try {
    const built = {};
    for (const form of ['folders', 'git']) {
      const dir = path.join(base, form);
      writeVersionedCorpus(form, dir, 2, 10);
      built[form] = await timedBuild(dir, `probe-${form}`);
      rmSync(built[form].outDir, { recursive: true, force: true });
    }
    const { folders, git } = built;
    if (folders.exitCode !== 0) return { supported: false, reason: `the 2-version site from folders failed to build: ${folders.errorSummary}` };
    if (git.exitCode === 0 && git.routes === folders.routes) return { supported: true, reason: null };
    const outcome = git.exitCode === 0 ? 'built' : `failed to build (${git.errorSummary.replace(/:$/, '')})`;
    return { supported: false, reason: `the 2-version site from git ${outcome} with ${git.routes ?? git.routesResolved ?? 'no'} routes, ${folders.routes} from folders` };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

function printReport() {
  console.log(`\nThe versioned site beside its counterpart (NODE_ENV=production; cold builds with node_modules/.cache/sitegen removed before each):\n`);
  printComparisons(comparisons, sites, ['versioned', 'counterpart']);
  if (!gitSupport.supported) console.log(`\n  git-ref variant: not supported yet (${gitSupport.reason})`);
  for (const entry of measurements.filter((m) => m.kind === 'build' || m.kind === 'rebuild')) {
    if (Object.keys(entry.steps ?? {}).length) console.log(`  ${entry.site}${entry.kind === 'rebuild' ? `, ${entry.change}` : ''}: ${stepsLine(entry.steps)}`);
  }
  for (const b of measurements.filter((m) => m.error)) console.log(`\n${b.site} failed after the "${b.failedAfterStep}" stage: ${b.errorSummary}\n${b.error.replace(/^/gm, '  | ')}`);
  console.log(`\n  load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} after (${os.cpus().length} CPUs); CPU is user + system`);
}
