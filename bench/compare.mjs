// What the benchmarks that weigh one site against another share: their cold builds taking turns, and each figure
// beside its counterpart's with their ratio.
import { coldBuild, printTable, round, secondsOf } from './build.mjs';

/**
 * `runs` cold builds of each site ({ site, label, dir }), the sites taking turns so that the machine's drift touches
 * them alike; a site stops at its first failure. Returns each site's attempts, in a Map.
 */
export async function alternatingColdBuilds(sites, runs) {
  const attempts = new Map(sites.map((s) => [s, []]));
  for (let k = 0; k < runs; k++) {
    for (const s of sites) {
      const tries = attempts.get(s);
      if (tries.some((a) => a.exitCode !== 0)) continue;
      tries.push(await coldBuild(s.dir, s.site, s.label, k, runs));
    }
  }
  return attempts;
}

/**
 * A site's figure (a build's or rebuild's entry, as bench/build.mjs makes them) over its counterpart's, with the
 * runs a time is the median of; the ratio is null when either failed. `target` is the ratio not to exceed, if any.
 */
export function compare(measure, field, entry, baseline, target) {
  const figure = (e) => {
    if (!e || e.status === 'failed') return null;
    // CPU time moves less than wall time with the load of other work on the machine: the median of every run's.
    if (field === 'cpuSeconds') {
      const cpu = e.cpuSecondsRuns.filter((c) => c != null).sort((a, b) => a - b);
      return cpu.length ? cpu[Math.floor((cpu.length - 1) / 2)] : null;
    }
    return e[field] ?? null;
  };
  const runsOf = (e) => (!e ? [] : field === 'seconds' ? e.runs.map((r) => (typeof r === 'number' ? r : r.seconds)) : field === 'cpuSeconds' ? e.cpuSecondsRuns.filter((c) => c != null) : []);
  const [value, baselineValue] = [figure(entry), figure(baseline)];
  const ratio = value == null || baselineValue == null ? null : round(value / baselineValue, 3);
  const status = ratio == null ? 'not measured' : target == null ? 'no target' : ratio <= target ? 'OK' : 'over';
  return { measure, site: entry?.site ?? null, baseline: baseline?.site ?? null, field, value, runs: runsOf(entry), baselineValue, baselineRuns: runsOf(baseline), ratio, target: target && { ratio: target }, status };
}

/** The comparisons' table, each site named by its label among `sites`, under the two columns' `headings`. */
export function printComparisons(comparisons, sites, headings) {
  const figure = (site, field, value, runs) => `${sites.find((s) => s.site === site)?.label ?? '—'}: ${value == null ? '—' : field === 'peakRssMB' ? value.toFixed(0) : secondsOf(value, runs)}`;
  const rows = [['measure', ...headings, 'ratio', 'target', 'result']];
  for (const c of comparisons) {
    rows.push([c.measure, figure(c.site, c.field, c.value, c.runs), figure(c.baseline, c.field, c.baselineValue, c.baselineRuns), c.ratio == null ? '—' : `×${c.ratio.toFixed(3)}`, c.target ? `≤ ×${c.target.ratio}` : '—', c.status]);
  }
  printTable(rows, [false, false, false, true, false, false]);
}
