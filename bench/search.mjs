// The search benchmark (not a test): for the embedded site and the generated 10,000-page site, the gzipped
// bytes the first query after opening search loads, and how long queries take.
//
//   node bench/search.mjs                          # embedded and 10000
//   SEARCH_BENCH_SIZES=embedded node bench/search.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { ensureCorpus } from './corpus.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const sizes = (process.env.SEARCH_BENCH_SIZES ?? 'embedded,10000').split(',');
const BUDGETS = { embedded: { firstQueryKB: 60, queryMs: 10 }, 10000: { firstQueryKB: 1536, queryMs: 50 } };
const QUERIES = { embedded: ['handler', 'controller', 'goldberg emulator', 'instal', 'mutexx', 'keyboard mouse', 'proto input hook', 'onedrive'], 10000: ['configure', 'cache', 'incremental feeds', 'sitemap', 'redirects', 'confgure'] };

const bundled = await esbuild.build({ entryPoints: [path.join(repoRoot, 'src/client/search/engine.ts')], bundle: true, format: 'esm', write: false });
const { createSearchEngine } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const results = [];
for (const size of sizes) {
  const root = size === 'embedded' ? repoRoot : ensureCorpus(Number(size)).dir;
  const out = mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-bench-'));
  execFileSync(process.execPath, [path.join(repoRoot, 'bin/sitegen.js'), 'build', '--root', root, '--out', out], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  const dir = path.join(out, 'assets/search');
  const gzipped = (name) => gzipSync(readFileSync(path.join(dir, name)), { level: 9 }).length;
  const totalKB = readdirSync(dir).reduce((sum, name) => sum + gzipped(name), 0) / 1024;
  const firstQueries = [];
  const times = [];
  for (const query of QUERIES[size]) {
    // A fresh engine per query: what one visitor's first query loads, from opening search to its results.
    // The files arrive as text, as from the network; the time counts parsing them, setting up and answering.
    const loaded = [];
    const texts = new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
    const started = performance.now();
    const engine = await createSearchEngine(async (name) => (loaded.push(name), JSON.parse(texts.get(name))));
    const found = await engine.search(query);
    const firstMs = performance.now() - started;
    const warm = performance.now();
    await engine.search(query);
    times.push(performance.now() - warm);
    firstQueries.push({ query, results: found.length, files: loaded.length, kb: loaded.reduce((sum, name) => sum + gzipped(name), 0) / 1024, firstMs });
  }
  rmSync(out, { recursive: true, force: true });
  results.push({ site: size, totalKB, firstQueries, slowestQueryMs: Math.max(...times), budgets: BUDGETS[size] });
}

console.log('\nSearch (nothing loads until search opens; then a query loads only the index files it needs):\n');
console.log('  site       index total  first query loads (largest)  first query answers in  later queries  result');
for (const r of results) {
  const largest = Math.max(...r.firstQueries.map((q) => q.kb));
  const slowestFirst = Math.max(...r.firstQueries.map((q) => q.firstMs));
  const ok = largest < r.budgets.firstQueryKB && slowestFirst < r.budgets.queryMs && r.slowestQueryMs < r.budgets.queryMs && (r.site !== 'embedded' || r.totalKB < 60);
  console.log(
    `  ${r.site.padEnd(9)}  ${`${r.totalKB.toFixed(1)} KB`.padStart(11)}  ${`${largest.toFixed(1)} KB`.padStart(27)}  ${`${slowestFirst.toFixed(1)} ms`.padStart(22)}  ${`${r.slowestQueryMs.toFixed(2)} ms`.padStart(13)}  ${ok ? 'OK' : 'over'}`,
  );
}
console.log('  (budgets: embedded index under 60 KB and queries under 10 ms; 10,000 pages: first query under 1.5 MB, answers under 50 ms)');
writeFileSync(path.join(benchDir, 'search-results.json'), JSON.stringify({ timestamp: new Date().toISOString(), results }, null, 2) + '\n');
