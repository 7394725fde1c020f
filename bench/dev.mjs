// The dev server benchmark (not a test): time from starting `sitegen dev` to a doc page's HTML received, to the
// whole site built (the terminal's line saying so), and from saving a Markdown file to Chromium showing the change,
// over 20 edits. Edits a temporary copy, never the repo.
//
//   node bench/dev.mjs                      # the embedded site
//   DEV_BENCH_SIZES=embedded,10000 node bench/dev.mjs
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { ensureCorpus } from './corpus.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const EDITS = 20;
const TARGETS = { embedded: { startMs: 1000, medianMs: 100, p95Ms: 250 }, 10000: { medianMs: 300 } };
const sizes = (process.env.DEV_BENCH_SIZES ?? 'embedded').split(',');

async function siteCopy(size) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sitegen-devbench-${size}-`));
  if (size === 'embedded') {
    cpSync(path.join(repoRoot, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(repoRoot, 'site.config.ts'), path.join(dir, 'site.config.ts'));
    return { dir, page: '/docs/faq', file: path.join(dir, 'content/docs/faq.md') };
  }
  const corpus = await ensureCorpus(Number(size));
  cpSync(corpus.dir ?? corpus, dir, { recursive: true });
  const first = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
  const doc = /'([\w-]+\/[\w-]+)'/.exec(first)[1];
  return { dir, page: `/docs/${doc}`, file: path.join(dir, 'content/docs', `${doc}.md`) };
}

function startDev(dir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/sitegen.js'), 'dev', '--root', dir, '--port', '0'], {
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onWholeSite = () => {};
  const wholeSite = new Promise((resolve) => (onWholeSite = resolve));
  const url = new Promise((resolve, reject) => {
    const onData = (data) => {
      output += data;
      const match = /ready in .*?: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
      // A server that builds the whole site in the background says so, and then when it is done.
      if (match && (!/in the background/.test(output) || /whole site ready/.test(output)))
        onWholeSite(performance.now() - started);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${output}`)));
  });
  return { child, started, url, wholeSite };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const results = [];
const browser = await launchChromium();
for (const size of sizes) {
  const site = await siteCopy(size);
  const dev = startDev(site.dir);
  try {
    const base = await dev.url;
    for (;;) {
      const response = await fetch(new URL(site.page.slice(1), base)).catch(() => null);
      const html = response?.ok ? await response.text() : '';
      if (html.includes('id="sg-content"')) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const startMs = performance.now() - dev.started;
    const wholeSiteMs = await dev.wholeSite;
    const page = await browser.newPage();
    await page.goto(new URL(site.page.slice(1), base).href);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.waitForTimeout(500);
    const original = readFileSync(site.file, 'utf8');
    const latencies = [];
    for (let i = 1; i <= EDITS; i++) {
      const marker = `Bench edit number ${i}`;
      const shown = page.waitForFunction((text) => document.getElementById('sg-content')?.textContent?.includes(text), marker, { polling: 'raf', timeout: 60000 });
      const saved = performance.now();
      writeFileSync(site.file, `${original}\n\n${marker}.\n`);
      await shown;
      latencies.push(performance.now() - saved);
      await page.waitForTimeout(150);
    }
    await page.close();
    const median = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    results.push({ site: size, startMs: Math.round(startMs), wholeSiteMs: Math.round(wholeSiteMs), medianMs: Math.round(median), p95Ms: Math.round(p95), latenciesMs: latencies.map(Math.round), targets: TARGETS[size] });
  } finally {
    dev.child.kill();
    rmSync(site.dir, { recursive: true, force: true });
  }
}
await browser.close();

const verdict = (value, target) => (target === undefined ? '' : value <= target ? 'OK' : 'over');
console.log(`\nsitegen dev: start to a doc page's HTML and to the whole site built, and save to Chromium showing the edit (${EDITS} edits)\n`);
console.log('  site        start ms  whole site ms  edit median ms  edit p95 ms  result');
for (const r of results) {
  const t = r.targets ?? {};
  const marks = [verdict(r.startMs, t.startMs), verdict(r.medianMs, t.medianMs), verdict(r.p95Ms, t.p95Ms)].filter(Boolean);
  console.log(`  ${String(r.site).padEnd(10)}  ${String(r.startMs).padStart(8)}  ${String(r.wholeSiteMs).padStart(13)}  ${String(r.medianMs).padStart(14)}  ${String(r.p95Ms).padStart(11)}  ${marks.includes('over') ? 'over' : 'OK'}`);
}
writeFileSync(path.join(benchDir, 'dev-results.json'), JSON.stringify({ timestamp: new Date().toISOString(), node: process.version, cpus: os.cpus().length, results }, null, 2) + '\n');
console.log('\nwrote bench/dev-results.json');
