// Lighthouse (mobile, default throttling) on a few pages of the embedded site: builds it, serves it on
// 127.0.0.1 and prints the performance, accessibility, best-practices and SEO scores and the layout shift of each
// page, the median of three runs (LIGHTHOUSE_RUNS), since a busy machine slows single runs. Exits 1 when a
// page misses its budget: 100 in every category and no layout shift.
// Writes the figures to bench/lighthouse-results.json.
//
//   node bench/lighthouse.mjs                      # /, /docs/installation, /docs/handler-api
//   node bench/lighthouse.mjs /docs/faq /blog      # other pages
//   node bench/lighthouse.mjs --features           # a page with a diagram, formulas and a large photo (bench/feature-site.mjs)
//   CHROME_PATH=/path/to/chrome node bench/lighthouse.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listen } from '../dist-lib/serve.js';
import { buildFeatureSite, togetherPage } from './feature-site.mjs';
import { compressingServer } from './serve.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const features = process.argv.includes('--features');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const pages = named.length ? named : features ? [togetherPage] : ['/', '/docs/installation', '/docs/handler-api'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const budget = { score: 100, cls: 0 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const site = features ? buildFeatureSite() : { root: null, outDir: mkdtempSync(path.join(os.tmpdir(), 'sitegen-lighthouse-')) };
const { outDir } = site;
if (!features) execFileSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), 'build', '--out', outDir], { cwd: repoRoot, stdio: 'ignore' });
const server = compressingServer(outDir);
const origin = await listen(server, 0, '127.0.0.1');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const results = [];
try {
  for (const page of pages) {
    const measured = [];
    for (let run = 0; run < runs; run++) measured.push(await measure(origin + page));
    measured.sort((a, b) => a.performance - b.performance);
    results.push({ page, ...measured[Math.floor(measured.length / 2)] });
  }
} finally {
  await chrome.kill();
  server.close();
  rmSync(site.root ?? outDir, { recursive: true, force: true });
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`\nLighthouse, mobile, median of ${runs} run(s) (${new Date().toISOString().slice(0, 10)})`);
console.log(`${pad('page', 22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('CLS', 8)}LCP`);
for (const r of results) {
  console.log(`${pad(r.page, 22)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r['best-practices'], 6)}${pad(r.seo, 6)}${pad(r.cls, 8)}${r.lcpMs} ms`);
}
writeFileSync(path.join(benchDir, 'lighthouse-results.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n');

const misses = results.flatMap((r) => [
  ...categories.filter((id) => r[id] < budget.score).map((id) => `${r.page}: ${id} ${r[id]} < ${budget.score}`),
  ...(r.cls > budget.cls ? [`${r.page}: CLS ${r.cls} > ${budget.cls}`] : []),
]);
for (const r of results) if (r.failed.length) console.log(`  ${r.page}: audits below full marks: ${r.failed.join(', ')}`);
if (misses.length) {
  console.log(`\nOver budget:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\nEvery page is within budget: 100 in each category, no layout shift.');

/** One Lighthouse run with its defaults: a mid-range phone on a slow 4G connection, simulated. */
async function measure(url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
  return { ...scores, cls: Number(cls.toFixed(4)), lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue), failed };
}
