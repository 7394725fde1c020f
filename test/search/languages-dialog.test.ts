// The search dialog of a French site with a page in Chinese, in real Chromium: a word typed without its accents and
// a Chinese word inside a sentence both show their page, marked as the page writes them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const root = copyFixture('languages');
const built = await buildQuietly(root, { cache: false });
const browser = await launchBrowser();
const site = await serveFolder(built.result.outDir);
const dialog = suite('search in other languages, in Chromium');
if (!browser) dialog.skip('needs Chromium', () => {});

dialog('"ecran" finds "écran" and "文档" finds the sentence that has it', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/docs/ecran`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('input[role="combobox"]:focus');
  const firstResult = async (query: string) => {
    await page.fill('input[role="combobox"]', query);
    await page.waitForSelector('.search-results:not([aria-busy="true"]) [role="option"][aria-selected="true"]');
    return {
      href: await page.getAttribute('[role="option"]:first-child a', 'href'),
      snippet: await page.innerHTML('[role="option"]:first-child .search-result-snippet'),
    };
  };
  assert.equal(await firstResult('ecran'), {
    href: '/docs/ecran',
    snippet: 'Chaque joueur règle son propre <mark>écran</mark> et sa fenêtre.',
  });
  assert.equal(await firstResult('muller'), {
    href: '/docs/ecran#manettes',
    snippet: 'La manette de <mark>Müller</mark> fonctionne sans pilote.',
  });
  assert.equal(await firstResult('文档'), {
    href: '/docs/wendang',
    snippet: '这是<mark>文档</mark>的示例。全文检索让读者找到每一页。',
  });
  await page.close();
});

dialog.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(root);
});
dialog.run();
