// What a reader's browser loads for the Markdown features that bring code or styles of their own: a page with a
// diagram, one with formulas, one with a zoomable photo and one with all three, beside a plain page. Each page is
// loaded in Chromium at phone size, then scrolled to its end and, where it has one, its first image zoomed: the
// scripts, stylesheets and fonts fetched are counted as their files gzipped (-9; fonts as they are).
//
//   node bench/feature-pages.mjs      # prints a table; `npm run bench` prints it too
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listen } from '../dist-lib/serve.js';
import { printTable } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { buildFeatureSite, togetherPage } from './feature-site.mjs';
import { compressingServer } from './serve.mjs';

const pages = ['/docs/intro', '/docs/formulas', '/docs/diagrams', '/docs/images', togetherPage];

/** Loads each page, then reads it to its end and zooms its first photo; gives the bytes of each kind at each point. */
export async function featurePageWeights() {
  const { root, outDir } = buildFeatureSite();
  const server = compressingServer(outDir);
  const origin = await listen(server, 0, '127.0.0.1');
  const browser = await launchChromium();
  const results = [];
  try {
    for (const pagePath of pages) {
      const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const fetched = new Map();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin) return;
        const kind = { script: 'js', stylesheet: 'css', font: 'font' }[response.request().resourceType()];
        if (kind) fetched.set(url.pathname, kind);
      });
      await tab.goto(origin + pagePath, { waitUntil: 'networkidle' });
      const atLoad = weigh(outDir, fetched);
      await tab.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      const zoom = tab.locator('a.image-zoom').first();
      if (await zoom.count()) {
        await zoom.click();
        await tab.waitForSelector('dialog[open]');
      }
      await tab.waitForLoadState('networkidle');
      results.push({ kind: 'feature-page', page: pagePath, atLoad, whenRead: weigh(outDir, fetched) });
      await tab.close();
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
  return results;
}

/** The bytes of the files fetched so far, by kind: text gzipped, fonts as they are. */
function weigh(outDir, fetched) {
  const bytes = { js: 0, css: 0, font: 0 };
  for (const [pathname, kind] of fetched) {
    const body = readFileSync(path.join(outDir, decodeURIComponent(pathname)));
    bytes[kind] += kind === 'font' ? body.length : gzipSync(body, { level: 9 }).length;
  }
  return bytes;
}

export function printFeaturePages(results) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nWhat a page with each Markdown feature loads (phone, gzip -9), at load and once read and zoomed:\n');
  const rows = [['page', 'JS at load', 'JS read', 'CSS read', 'fonts read']];
  for (const r of results) rows.push([r.page, kb(r.atLoad.js), kb(r.whenRead.js), kb(r.whenRead.css), kb(r.whenRead.font)]);
  printTable(rows, [false, true, true, true, true]);
}

if (import.meta.url === `file://${process.argv[1]}`) printFeaturePages(await featurePageWeights());
