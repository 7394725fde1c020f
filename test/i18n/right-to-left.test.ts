// A site in Arabic as a reader sees it in real headless Chromium: the theme mirrored, code left to right, and
// nothing axe-core finds in either colour mode.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder, tabsReady } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const root = copyFixture('rtl');
const built = await buildQuietly(root, { cache: false });
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(built.result.outDir);

const desk = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
type Box = { x: number; y: number; width: number; height: number };

async function open(
  pagePath: string,
  viewport: { width: number; height: number },
  theme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser!.newContext({ viewport });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await context.route(
    (url) => url.origin !== site.origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(site.origin + pagePath, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  return { page, context };
}

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is shown`);
  return found;
}

function browserSuite(name: string) {
  const s = suite(name);
  if (!browser) s.skip('needs Chromium', () => {});
  return s;
}

const mirrored = browserSuite('an Arabic site, laid out right to left');

mirrored('on a desk the sidebar is right of the article, the table of contents left of it', async () => {
  const { page, context } = await open('/docs/install/', desk);
  try {
    assert.is(await page.getAttribute('html', 'dir'), 'rtl');
    const sidebar = await box(page, '#sg-sidebar');
    const article = await box(page, '.doc-article');
    const toc = await box(page, '.toc');
    assert.ok(sidebar.x >= article.x + article.width, `the sidebar (x ${sidebar.x}) is right of the article`);
    assert.ok(sidebar.x + sidebar.width >= desk.width - 1, 'the sidebar meets the right edge');
    assert.ok(toc.x + toc.width <= article.x, `the table of contents (x ${toc.x}) is left of the article`);
    const admonition = await page.$eval('.admonition', (el) => getComputedStyle(el));
    assert.is(admonition.borderRightWidth, '5px', "an admonition's thick border is on its right");
    assert.is(admonition.borderLeftWidth, '1px');
  } finally {
    await context.close();
  }
});

mirrored('the previous page is on the right, the next on the left', async () => {
  const { page, context } = await open('/docs/install/', desk);
  try {
    const previous = await box(page, '.pager-previous');
    const next = await box(page, '.pager-next');
    assert.ok(previous.x >= next.x + next.width, `previous (x ${previous.x}) is right of next (x ${next.x})`);
  } finally {
    await context.close();
  }
});

mirrored('code reads left to right, starting at the left of its block', async () => {
  const { page, context } = await open('/docs/intro/', desk);
  try {
    const code = await page.$eval('.code-block pre', (pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre.querySelector('.line')!);
      return {
        direction: getComputedStyle(pre).direction,
        line: range.getBoundingClientRect().left - pre.getBoundingClientRect().left,
        inline: getComputedStyle(document.querySelector('p > code')!).direction,
      };
    });
    assert.is(code.direction, 'ltr');
    assert.ok(code.line < 24, `the first line starts ${code.line} px from the block's left edge`);
    assert.is(code.inline, 'ltr', 'a code span in a sentence too');
  } finally {
    await context.close();
  }
});

mirrored('the left arrow key leads to the next tab, which is on the left', async () => {
  const { page, context } = await open('/docs/guides/tabs/', desk);
  try {
    await tabsReady(page);
    const tabs = page.locator('.tabs-container [role="tab"]');
    const [first, second] = [(await tabs.nth(0).boundingBox())!, (await tabs.nth(1).boundingBox())!];
    assert.ok(second.x + second.width <= first.x, 'the second tab is left of the first');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    assert.is(await tabs.nth(1).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight');
    assert.is(await tabs.nth(0).getAttribute('aria-selected'), 'true');
  } finally {
    await context.close();
  }
});

mirrored('on a phone the menu button is on the left and the drawer lines its entries up on the right', async () => {
  const { page, context } = await open('/docs/install/', phone);
  try {
    const button = await box(page, '#navbar-toggle');
    assert.ok(button.x + button.width < phone.width / 2, `the menu button (x ${button.x}) is on the left`);
    await page.click('#navbar-toggle');
    await page.waitForSelector('#navbar-menu #sg-sidebar .sidebar-link.active', { state: 'visible' });
    const drawer = await box(page, '#navbar-menu');
    assert.is(Math.round(drawer.x + drawer.width), phone.width, 'the drawer meets the right edge');
    for (const selector of ['#navbar-menu .navbar-link', '#navbar-menu .sidebar-link.active']) {
      const text = await page.$eval(selector, (el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      });
      assert.ok(text.left > phone.width / 2, `${selector} starts in the right half (x ${text.left})`);
      assert.ok(text.right > phone.width - 60, `${selector} ends near the right edge (x ${text.right})`);
    }
  } finally {
    await context.close();
  }
});

const accessible = browserSuite('an Arabic site: axe-core finds no violations');

for (const theme of ['light', 'dark'] as const) {
  for (const pagePath of ['/docs/intro/', '/docs/guides/tabs/']) {
    accessible(`${pagePath} in ${theme} mode`, async () => {
      const { page, context } = await open(pagePath, desk, theme);
      try {
        assert.is(await page.getAttribute('html', 'data-theme'), theme);
        const failures = await axeViolations(page, `[${theme}] ${pagePath}`);
        assert.equal(failures, [], failures.join('\n'));
      } finally {
        await context.close();
      }
    });
  }
  accessible(`the open menu drawer at 390 px in ${theme} mode`, async () => {
    const { page, context } = await open('/docs/install/', phone, theme);
    try {
      await page.click('#navbar-toggle');
      await page.waitForSelector('#navbar-menu #sg-sidebar .sidebar-link.active', { state: 'visible' });
      const failures = await axeViolations(page, `[${theme}] the drawer`);
      assert.equal(failures, [], failures.join('\n'));
    } finally {
      await context.close();
    }
  });
}

accessible.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(root);
});

mirrored.run();
accessible.run();
