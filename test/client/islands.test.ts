// MDX pages in real Chromium: islands hydrate (after client-side navigation too), tabs switch and remember, and
// pages without islands load no more JavaScript than the runtime.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { launchBrowser, serveFolder, tabsReady } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const root = copyFixture('docusaurus');
const built = await buildQuietly(root);
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(built.result.outDir);

/** Opens a page in a fresh context and records the scripts it fetches. */
async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser!.newContext(options);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(site.origin + path);
  await page.waitForLoadState('load');
  return { page, context, scripts };
}

const hydrated = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('sitegen-island[data-hydrated]').length === n, count);

const islands = suite('islands');

islands('hydrate the components that need the browser, and only those', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/components');
  await hydrated(page, 2);
  assert.equal(await page.$$eval('sitegen-island', (all) => all.map((island) => island.getAttribute('data-name'))), [
    'Highlight',
    'Counter',
  ]);
  assert.is(
    await page.$$eval('.badge', (badges) => badges.filter((badge) => badge.closest('sitegen-island')).length),
    0,
  );
  await page.click('.highlight');
  assert.is(await page.evaluate(() => document.body.dataset.highlighted), '#25c2a0 clicked');
  await page.click('.counter');
  assert.is(await page.textContent('.counter'), 'Clicked 4 times');
  // The Markdown given as children stays as the build rendered it.
  assert.is(await page.innerHTML('.highlight sitegen-children'), 'Docusaurus <strong>green</strong>');
  await context.close();
});

islands('hydrate after the router swaps a page in', async () => {
  if (!browser) return;
  const { page, context, scripts } = await open('/docs/intro');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.click('.sidebar-link[href="/docs/components"]');
  await page.waitForSelector('.counter');
  await hydrated(page, 2);
  assert.ok(
    await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
    'the page was swapped, not loaded',
  );
  assert.ok(scripts.some((script) => script.startsWith('/assets/islands/')));
  await page.click('.counter');
  assert.is(await page.textContent('.counter'), 'Clicked 4 times');
  await context.close();
});

islands.run();

const weight = suite('JavaScript weight');
const gzipped = (path: string) => gzipSync(built.read(path.slice(1)), { level: 9 }).length;

weight(
  'a page without islands or tabs loads the runtime, under 5 KB gzipped with its inline scripts, then only its code blocks’ copy buttons',
  async () => {
    if (!browser) return;
    const { page, scripts, context } = await open('/docs/intro');
    await page.waitForSelector('.copy-button', { state: 'attached' });
    assert.equal(
      scripts.filter((script) => script !== '/__sitegen/dev.js').map((script) => script.replace(/[.-]\w+\.js$/, '')),
      ['/assets/app', '/assets/app-copy-buttons'],
    );
    assert.match(scripts[0], /^\/assets\/app\.\w+\.js$/);
    const inline = await page.$$eval('script:not([src])', (all) => all.map((script) => script.textContent ?? ''));
    const total = gzipped(scripts[0]) + inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    assert.ok(total < 5 * 1024, `${total} bytes`);
    await context.close();
  },
);

weight("a page with islands loads its islands' bundle after the page, not in its HTML", async () => {
  if (!browser) return;
  const { page, scripts, context } = await open('/docs/components');
  await hydrated(page, 2);
  assert.ok(scripts.some((script) => /^\/assets\/islands\/\w+\.js$/.test(script)));
  assert.not.match(built.read('docs/components/index.html'), '<script type="module" src="/assets/islands/');
  await context.close();
});

weight.run();

const tabs = suite('tabs');
const panelText = (page: Page, group: number) =>
  page.$$eval(
    '.tabs-container',
    (all, i) => all[i].querySelector<HTMLElement>('.tab-panel.active')!.innerText.trim(),
    group,
  );
const selectedTab = (page: Page, group: number) =>
  page.$$eval('.tabs-container', (all, i) => all[i].querySelector('[aria-selected="true"]')!.textContent, group);

tabs('switch every group with the same groupId, and remember the choice across a reload', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/components');
  await tabsReady(page);
  assert.match(await panelText(page, 0), 'Run the installer.');
  await page.click('.tabs-container >> nth=0 >> [role="tab"][data-value="mac"]');
  assert.is(await panelText(page, 0), 'Open the disk image.');
  assert.is(await panelText(page, 1), 'macOS, again');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'mac');
  assert.ok(!(await page.isVisible('text=Run the installer.')));
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('.tabs-container .tab-panel.active')?.getAttribute('data-value') === 'mac',
  );
  assert.is(await selectedTab(page, 1), 'macOS');
  await context.close();
});

tabs('move with the arrow keys, focus and selection together', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/components');
  await tabsReady(page);
  await page.focus('.tabs-container >> nth=0 >> [role="tab"][data-value="win"]');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-value')), 'mac');
  assert.is(await selectedTab(page, 0), 'macOS');
  await page.keyboard.press('ArrowRight');
  assert.is(await selectedTab(page, 0), 'Windows', 'wraps around');
  await page.keyboard.press('End');
  assert.is(await selectedTab(page, 1), 'macOS', 'the group follows');
  await context.close();
});

tabs('read and write the query string when asked to', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/components?os=mac');
  // Only the group that asks for it reads the query string.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.tabs-container')[1].querySelector('.tab-panel.active')?.getAttribute('data-value') ===
      'mac',
  );
  assert.is(await selectedTab(page, 0), 'Windows');
  await tabsReady(page);
  await page.click('.tabs-container >> nth=1 >> [role="tab"][data-value="win"]');
  assert.is(new URL(page.url()).searchParams.get('os'), 'win');
  await context.close();
});

tabs('show every panel, each under its label, without JavaScript', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/components', { javaScriptEnabled: false });
  for (const text of ['Run the installer.', 'Open the disk image.', 'macOS, again'])
    assert.ok(await page.isVisible(`text=${text}`), text);
  assert.ok(await page.isVisible('.tab-panel-label >> text=macOS'));
  await context.close();
});

tabs.run();

const dev = suite('islands in sitegen dev');

dev('hydrate again after an edit is swapped in place', async () => {
  if (!browser) return;
  const server = await startDevServer({
    root,
    port: 0,
    log: createLogger({ stream: { write: () => true }, color: false }),
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Opened once the whole site is built: a page rendered on demand may reload then, as its island bundle becomes
    // the site's (test/dev/on-demand.test.ts follows that).
    await server.wholeSite;
    await page.goto(new URL('/docs/components', server.url).href);
    await hydrated(page, 2);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const file = path.join(root, 'content/docs/components.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('sit in a sentence', 'sit in an edited sentence'));
    await page.waitForFunction(() => document.body.innerText.includes('sit in an edited sentence'), undefined, {
      timeout: 15_000,
    });
    assert.ok(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      'updated in place, not reloaded',
    );
    await hydrated(page, 2);
    await page.click('.counter');
    assert.is(await page.textContent('.counter'), 'Clicked 4 times');
  } finally {
    await context.close();
    await server.close();
  }
});

dev.run();

const cleanup = suite('cleanup');
cleanup('closes the browser and the server', async () => {
  await browser?.close();
  await site.close();
  removeDir(root);
});
cleanup.run();
