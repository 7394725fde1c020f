// Screenshots of built pages in Chromium: node scripts/screenshot.mjs DIR OUTDIR path1 path2 ...
import { chromium } from 'playwright-core';
import { createStaticServer, listen } from '../dist-lib/serve.js';

const [dir, outDir, ...paths] = process.argv.slice(2);
const server = createStaticServer({ dir });
const origin = await listen(server);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const p of paths) {
      await page.goto(origin + p);
      const name = `${outDir}/${p.replace(/\W+/g, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: false });
    }
    await page.close();
  }
}
await browser.close();
server.close();
