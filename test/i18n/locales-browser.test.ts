// The menu of languages as a reader uses it in real headless Chromium: it keeps the page read, after pages changed
// in place too, and a page shown untranslated says so; the colour switch's name; axe-core on both colour modes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, fixturesDir, removeDir } from '../helpers/site.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-locales-'));
await buildQuietly(path.join(fixturesDir, 'i18n'), { outDir, cache: false });
const browser = await launchBrowser();
const site = await serveFolder(outDir);

/** A page in a fresh context, once the runtime has set it up. */
async function open(pagePath: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await page.goto(site.origin + pagePath, { waitUntil: 'load' });
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('js')));
  return page;
}

/** Opens the menu of languages and follows the entry for `label`, waiting for the other language's page to load. */
async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.click('#locale-menu summary');
  await Promise.all([page.waitForEvent('load'), page.click(`.locale-menu-link:text-is("${label}")`)]);
}

const switcher = suite('the menu of languages in Chromium');
if (!browser) switcher.skip('needs Chromium', () => {});

switcher('leads to the page being read in the chosen language, after a page changed in place', async () => {
  const page = await open('/fr/docs/intro');
  // The pager's link swaps the page in place, without a load: the menu must follow.
  await page.click('.pager a[href="/fr/docs/guides/launch"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Décollage');
  await chooseLanguage(page, 'English');
  assert.is(new URL(page.url()).pathname, '/docs/guides/launch');
  assert.is(await page.getAttribute('html', 'lang'), 'en');
  assert.is(await page.textContent('h1'), 'Launch');
  await chooseLanguage(page, 'العربية');
  assert.is(new URL(page.url()).pathname, '/ar/docs/guides/launch');
  assert.is(await page.getAttribute('html', 'dir'), 'rtl');
  assert.match((await page.textContent('.untranslated-notice')) ?? '', 'العربية');
  await page.context().close();
});

switcher(
  'no violation axe-core finds on a page shown untranslated with the menu open, in both colour modes',
  async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await open('/fr/docs/guides/orbit', theme);
      await page.click('#locale-menu summary');
      assert.equal(await axeViolations(page, `/fr/docs/guides/orbit (${theme})`), []);
      await page.context().close();
    }
  },
);

switcher("the colour switch names the mode shown in the page's language, before and after a click", async () => {
  const page = await open('/fr/docs/intro');
  const name = () => page.getAttribute('#colour-mode-toggle', 'aria-label');
  assert.is(await name(), 'Basculer entre le mode sombre et clair (actuellement mode clair)');
  await page.click('#colour-mode-toggle');
  assert.is(await name(), 'Basculer entre le mode sombre et clair (actuellement mode sombre)');
  await page.context().close();
});

switcher.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(outDir);
});

switcher.run();
