// The search benchmark (not a test): size of the embedded site's search index and the time a query takes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-bench-'));
execFileSync(process.execPath, [path.join(repoRoot, 'bin/sitegen.js'), 'build', '--root', repoRoot, '--out', out], { stdio: 'ignore' });
const indexText = readFileSync(path.join(out, 'assets/search-index.json'), 'utf8');
rmSync(out, { recursive: true, force: true });

const bundled = await esbuild.build({ entryPoints: [path.join(repoRoot, 'src/client/search/engine.ts')], bundle: true, format: 'esm', write: false });
const { createSearchEngine } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const loadStart = performance.now();
const engine = createSearchEngine(JSON.parse(indexText));
const loadMs = performance.now() - loadStart;
const queries = ['handler', 'controller', 'goldberg emulator', 'instal', 'mutexx', 'keyboard mouse', 'proto input hook', 'onedrive'];
for (const query of queries) engine.search(query);
const times = queries.map((query) => {
  const started = performance.now();
  for (let i = 0; i < 20; i++) engine.search(query);
  return (performance.now() - started) / 20;
});
const gzipKB = gzipSync(indexText, { level: 9 }).length / 1024;
const slowest = Math.max(...times);
console.log('\nSearch on the embedded site (index loaded only when search opens):\n');
console.log(`  index      ${(indexText.length / 1024).toFixed(1)} KB, ${gzipKB.toFixed(1)} KB gzipped (budget 60 KB)  ${gzipKB < 60 ? 'OK' : 'over'}`);
console.log(`  prepare    ${loadMs.toFixed(1)} ms for ${engine.sectionCount} sections`);
console.log(`  query      slowest of ${queries.length} queries ${slowest.toFixed(2)} ms (budget 10 ms)  ${slowest < 10 ? 'OK' : 'over'}`);
writeFileSync(path.join(benchDir, 'search-results.json'), JSON.stringify({ timestamp: new Date().toISOString(), indexBytes: indexText.length, indexGzipBytes: Math.round(gzipKB * 1024), prepareMs: loadMs, queryMs: Object.fromEntries(queries.map((q, i) => [q, times[i]])) }, null, 2) + '\n');
