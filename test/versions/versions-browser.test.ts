// The docs' versions as a reader meets them in real headless Chromium: the version menu, the banner and badge, the
// version remembered between pages, search ranking the version being read first, and axe-core on all of it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, fixturesDir, removeDir } from '../helpers/site.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-versions-'));
await buildQuietly(path.join(fixturesDir, 'versioned'), { outDir, cache: false });
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(outDir);
const url = (p: string) => site.origin + p;

type Theme = 'light' | 'dark';
const storageKey = 'docs-preferred-version-default';
const contexts: BrowserContext[] = [];

/** A page in a fresh browser context: its own storage, viewport, colour mode and JavaScript switch. */
async function open(
  pagePath: string,
  options: { width?: number; theme?: Theme; javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser!.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  const page = await context.newPage();
  await goTo(page, pagePath, options.javaScript ?? true);
  return page;
}

/** A full page load, waiting for the runtime to have set the page up. */
async function goTo(page: Page, pagePath: string, javaScript = true): Promise<void> {
  await page.goto(url(pagePath), { waitUntil: 'load' });
  // The runtime is a module script, run before the load event: by then it has set the page up.
  if (javaScript) assert.ok(await page.evaluate(() => document.documentElement.classList.contains('js')));
}

/** Waits until the link `selector` finds leads to `href`, as the version code points it once it has run. */
async function leadsTo(page: Page, selector: string, href: string): Promise<void> {
  const link = await page.locator(selector).first().elementHandle();
  await page
    .waitForFunction(([element, expected]) => element!.getAttribute('href') === expected, [link, href] as const)
    .catch(async () => assert.is(await page.getAttribute(selector, 'href'), href));
}

/** The menu as a reader sees it: its label, whether it is open, and each entry's text, address and currentness. */
async function menu(page: Page) {
  return page.evaluate(() => {
    const details = document.querySelector<HTMLDetailsElement>('#version-menu')!;
    return {
      label: details.querySelector('.version-menu-label')!.textContent,
      open: details.open,
      entries: [...details.querySelectorAll('a')].map((a) => ({
        label: a.textContent,
        href: a.getAttribute('href'),
        current: a.getAttribute('aria-current') === 'true',
      })),
    };
  });
}

/** Each entry's label and address, in the menu's order. */
async function menuLinks(page: Page): Promise<string[]> {
  return (await menu(page)).entries.map((entry) => `${entry.label} ${entry.href}`);
}

/** Opens the menu with a click, in the drawer on a narrow screen, and waits until every entry shows. */
async function openMenu(page: Page): Promise<void> {
  if (await page.locator('#navbar-toggle').isVisible()) {
    await page.click('#navbar-toggle');
    await page.waitForSelector('#navbar-menu', { state: 'visible' });
  }
  await page.click('#version-menu > summary');
  await page.waitForSelector('#version-menu a[data-version="1.x"]', { state: 'visible' });
}

/** Marks the window: a full page load forgets the mark, client navigation keeps it. */
async function mark(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return () => page.evaluate(() => (window as unknown as { marker?: string }).marker === 'kept');
}

const waitForTitle = (page: Page, title: string) =>
  page.waitForFunction((title) => document.querySelector('#page-title')?.textContent === title, title);

/** The entries of the open menu that something else covers where a reader would tap them, or that are off screen. */
async function coveredEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#version-menu a')]
      .filter((a) => {
        const box = a.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onScreen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
        return !onScreen || !a.contains(document.elementFromPoint(x, y));
      })
      .map((a) => a.textContent!),
  );
}

async function closeContexts(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close();
}

function browserSuite(name: string) {
  const s = suite(name);
  if (!browser) s.skip('needs Chromium', () => {});
  s.after.each(closeContexts);
  return s;
}

const versionMenu = browserSuite('the version menu');

versionMenu('opens on a click, lists the four versions and leads to the same page in each', async () => {
  const page = await open('/docs/1.x/intro');
  const closed = await menu(page);
  assert.is(closed.label, '1.x', 'the menu names the version being read');
  assert.not.ok(closed.open);
  assert.not.ok(await page.isVisible('#version-menu a'), 'the entries are hidden until the menu opens');
  await openMenu(page);
  assert.equal(await menuLinks(page), [
    'Next /docs/next/intro',
    '3.0 /docs/3.0/intro',
    '2.x /docs/intro',
    '1.x /docs/1.x/intro',
  ]);
  assert.equal(
    (await menu(page)).entries.filter((entry) => entry.current).map((entry) => entry.label),
    ['1.x'],
    'the version being read is the current entry',
  );
  assert.equal(await coveredEntries(page), [], 'every entry shows above the page');
  await page.click('h1');
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('#version-menu')!.open);
});

versionMenu('opens from the keyboard; Escape closes it and gives the focus back to its button', async () => {
  const page = await open('/docs/1.x/intro');
  // Tab from the top of the page to the menu, as a keyboard user does.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('#version-menu > summary'))) break;
  }
  assert.ok(await page.evaluate(() => document.activeElement?.matches('#version-menu > summary')), 'Tab reaches it');
  assert.is(
    await page.locator('#version-menu > summary').textContent(),
    'Documentation version: 1.x',
    'it is named for what it chooses, and its name holds the label shown',
  );
  await page.keyboard.press('Enter');
  await page.waitForSelector('#version-menu a[data-version="current"]', { state: 'visible' });
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Next', 'Tab moves into the entries');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('#version-menu')!.open);
  assert.ok(await page.evaluate(() => document.activeElement?.matches('#version-menu > summary')));
  await page.keyboard.press('Space');
  await page.waitForSelector('#version-menu a[data-version="current"]', { state: 'visible' });
});

versionMenu('on a page only the next version has, the other versions lead to their first page', async () => {
  const page = await open('/docs/next/guides/warp');
  await openMenu(page);
  assert.is((await menu(page)).label, 'Next');
  assert.equal(await menuLinks(page), ['Next /docs/next/guides/warp', '3.0 /docs/3.0', '2.x /docs', '1.x /docs/1.x']);
  const kept = await mark(page);
  await page.click('#version-menu a[data-version="1.x"]');
  await waitForTitle(page, 'Introduction');
  assert.is(page.url(), url('/docs/1.x'));
  assert.is(await page.textContent('.version-badge'), 'Version: 1.x');
  assert.ok(await kept(), 'a version whose name ends like a file extension is a page, shown by the client router');
});

versionMenu('choosing a version shows that page without a full load, and the menu follows it', async () => {
  const page = await open('/docs/1.x/intro');
  const kept = await mark(page);
  await openMenu(page);
  await page.click('#version-menu a[data-version="3.0"]');
  await page.waitForURL(url('/docs/3.0/intro'));
  await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 3.0');
  await page.waitForFunction(() => document.querySelector('.version-menu-label')?.textContent === '3.0');
  assert.ok(await kept(), 'the client router showed the page');
  const after = await menu(page);
  assert.not.ok(after.open, 'the menu closes on a choice');
  assert.is(after.label, '3.0');
  assert.equal(
    after.entries.filter((entry) => entry.current).map((entry) => entry.label),
    ['3.0'],
  );
  assert.equal(await menuLinks(page), [
    'Next /docs/next/intro',
    '3.0 /docs/3.0/intro',
    '2.x /docs/intro',
    '1.x /docs/1.x/intro',
  ]);
  // 1.x has no launch guide: after the swap to it, the menu's 1.x entry leads to that version's first page.
  await page.click('.markdown a[href="/docs/3.0/guides/launch"]');
  await waitForTitle(page, 'Launch');
  await leadsTo(page, '#version-menu a[data-version="1.x"]', '/docs/1.x');
  assert.equal(await menuLinks(page), [
    'Next /docs/next/guides/launch',
    '3.0 /docs/3.0/guides/launch',
    '2.x /docs/guides/launch',
    '1.x /docs/1.x',
  ]);
  await openMenu(page);
  await page.click('#version-menu a[data-version="current"]');
  await page.waitForURL(url('/docs/next/guides/launch'));
  await page.waitForFunction(() => document.querySelector('.version-menu-label')?.textContent === 'Next');
  assert.ok(await kept());
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.version-menu-label')?.textContent === '3.0');
  assert.is(page.url(), url('/docs/3.0/guides/launch'), 'back returns to the version read before');
});

versionMenu('works on a phone, in the menu drawer: every entry shows and leads to its page', async () => {
  const page = await open('/docs/1.x/intro', { width: 390 });
  await openMenu(page);
  assert.equal(await coveredEntries(page), [], 'no entry is hidden by the drawer or the sidebar');
  await page.click('#version-menu a[data-version="2.x"]');
  await page.waitForURL(url('/docs/intro'));
  await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 2.x');
  assert.not.ok(await page.isVisible('#navbar-menu'), 'the drawer closes after the choice');
  await page.waitForFunction(() => document.querySelector('.version-menu-label')?.textContent === '2.x');
});

versionMenu('without JavaScript it still opens, and its links lead to the other versions', async () => {
  for (const width of [1280, 390]) {
    const page = await open('/docs/1.x/intro', { width, javaScript: false });
    await page.click('#version-menu > summary');
    await page.waitForSelector('#version-menu a[data-version="3.0"]', { state: 'visible' });
    assert.equal(await coveredEntries(page), [], `every entry shows at ${width} px`);
    await page.click('#version-menu a[data-version="3.0"]');
    await page.waitForURL(url('/docs/3.0/intro'));
    await page.waitForLoadState('load');
    assert.is(await page.textContent('.version-menu-label'), '3.0', `at ${width} px`);
    assert.is(await page.textContent('.version-badge'), 'Version: 3.0');
  }
});

const notice = browserSuite('the version banner and badge');

notice('a page of an unmaintained version says so, and its link leads to the latest version', async () => {
  const page = await open('/docs/1.x/intro');
  const banner = (await page.textContent('.version-banner'))!.replace(/\s+/g, ' ');
  assert.match(banner, 'This is documentation for Rocket 1.x, which is no longer actively maintained.');
  assert.match(banner, 'see the latest version (2.x)');
  assert.is(await page.textContent('.version-badge'), 'Version: 1.x');
  await page.click('.version-banner a');
  await page.waitForURL(url('/docs/intro'));
  await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 2.x');
  assert.is(await page.locator('.version-banner').count(), 0, 'the latest version has no banner');
});

notice('pages of the unreleased versions say so; the latest version has no banner', async () => {
  const page = await open('/docs/next/guides/launch');
  assert.match((await page.textContent('.version-banner'))!, 'This is unreleased documentation for Rocket Next.');
  assert.is(await page.textContent('.version-badge'), 'Version: Next');
  assert.is(await page.getAttribute('.version-banner a', 'href'), '/docs/guides/launch');
  await goTo(page, '/docs/3.0/intro');
  assert.match((await page.textContent('.version-banner'))!, 'This is unreleased documentation for Rocket 3.0.');
  assert.is(await page.textContent('.version-badge'), 'Version: 3.0');
  await goTo(page, '/docs/intro');
  assert.is(await page.locator('.version-banner').count(), 0);
  assert.is(await page.textContent('.version-badge'), 'Version: 2.x');
});

const remembered = browserSuite('the version read is remembered');

remembered('after reading 1.x, the navbar link into the docs on the home page leads to 1.x', async () => {
  const page = await open('/docs/1.x/intro');
  assert.is(await page.evaluate((key) => localStorage.getItem(key), storageKey), '1.x');
  await goTo(page, '/');
  // The version code loads with the pages that have a menu: what it changes shows once it has run.
  await leadsTo(page, '.navbar-link:has-text("Docs")', '/docs/1.x/intro');
  assert.is((await menu(page)).label, '1.x', 'the menu names the version last read');
  await leadsTo(page, '.hero-actions a:has-text("Docs")', '/docs/1.x/intro');
  await page.click('.navbar-link:has-text("Docs")');
  await page.waitForURL(url('/docs/1.x/intro'));
  await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 1.x');
});

remembered('the choice follows client navigation: a new version read leads the navbar link there', async () => {
  const page = await open('/docs/3.0/intro');
  const kept = await mark(page);
  await page.click('.navbar-brand');
  await waitForTitle(page, 'Rocket');
  await leadsTo(page, '.navbar-link:has-text("Docs")', '/docs/3.0/intro');
  await openMenu(page);
  assert.equal(
    (await menu(page)).entries.filter((entry) => entry.current).map((entry) => entry.label),
    ['3.0'],
  );
  await page.click('#version-menu a[data-version="1.x"]');
  await waitForTitle(page, 'Introduction');
  assert.is(page.url(), url('/docs/1.x'));
  assert.is(await page.evaluate((key) => localStorage.getItem(key), storageKey), '1.x');
  await leadsTo(page, '.navbar-link:has-text("Docs")', '/docs/1.x/intro');
  assert.ok(await kept());
});

const search = browserSuite('search across versions');

/** Searches as a reader does and returns each result's version label and address, in the order shown. */
async function searchResults(page: Page, query: string, how: 'keys' | 'button'): Promise<string[]> {
  if (how === 'keys') await page.keyboard.press('Control+K');
  else await page.click('#search-button');
  await page.waitForSelector('.search-input', { state: 'visible' });
  await page.fill('.search-input', query);
  await page.waitForFunction(
    () =>
      !document.querySelector('#search-results')!.hasAttribute('aria-busy') &&
      document.querySelectorAll('#search-results [role="option"]').length > 0,
  );
  return page.$$eval('#search-results [role="option"] a', (links) =>
    links.map((a) => `${a.querySelector('.search-result-version')?.textContent ?? '(none)'} ${a.getAttribute('href')}`),
  );
}

/** The label of the version a docs address belongs to. */
const versionOfPath = (href: string) => /^\/docs\/(next|3\.0|1\.x)\//.exec(href)?.[1]?.replace('next', 'Next') ?? '2.x';

search(
  'a word of several versions finds the version being read first, each result labelled with its version',
  async () => {
    const page = await open('/docs/3.0/intro');
    const fromThree = await searchResults(page, 'orbit', 'keys');
    const labels = fromThree.map((result) => result.split(' ')[0]);
    assert.ok(new Set(labels).size >= 3, `results of several versions: ${fromThree.join(', ')}`);
    const own = labels.filter((label) => label === '3.0').length;
    assert.ok(own > 0, 'the version read has results');
    assert.equal(labels.slice(0, own), Array(own).fill('3.0'), `3.0 first: ${fromThree.join(', ')}`);
    for (const result of fromThree) {
      const [label, href] = result.split(' ');
      assert.is(label, versionOfPath(href), `${href} is labelled with its version`);
    }

    await goTo(page, '/docs/next/intro');
    const fromNext = (await searchResults(page, 'orbit', 'button')).map((result) => result.split(' ')[0]);
    assert.is(fromNext[0], 'Next', `Next first: ${fromNext.join(', ')}`);
    assert.equal(
      fromNext.slice(0, fromNext.lastIndexOf('Next') + 1),
      Array(fromNext.lastIndexOf('Next') + 1).fill('Next'),
    );
    await page.click('#search-results [role="option"] a');
    await page.waitForURL((address) => address.pathname.startsWith('/docs/next/'));
  },
);

const axe = browserSuite('axe-core: the open menu and the banner, light and dark');

const axeCases = (['light', 'dark'] as const).flatMap((theme) =>
  [1280, 390].flatMap((width) =>
    ['/docs/1.x/intro', '/docs/next/guides/warp'].map((pagePath) => ({ theme, width, pagePath })),
  ),
);

/** Every case checked before the suite's tests, four at a time: axe takes a second or two a page. */
const axeChecks = new Map<(typeof axeCases)[number], { theme: string | null; failures: string[] }>();
axe.before(async () => {
  const queue = [...axeCases];
  const worker = async (): Promise<void> => {
    for (let axeCase = queue.shift(); axeCase; axeCase = queue.shift()) {
      const page = await open(axeCase.pagePath, { width: axeCase.width, theme: axeCase.theme });
      const theme = await page.getAttribute('html', 'data-theme');
      await openMenu(page);
      assert.ok(await page.isVisible('.version-banner'), 'the banner shows');
      axeChecks.set(axeCase, {
        theme,
        failures: await axeViolations(page, `[${theme}] ${axeCase.pagePath} at ${axeCase.width} px`),
      });
    }
  };
  if (browser) await Promise.all([worker(), worker(), worker(), worker()]);
});

for (const axeCase of axeCases) {
  const { theme, width, pagePath } = axeCase;
  axe(`${pagePath} at ${width} px with the menu open, ${theme}`, async () => {
    const check = axeChecks.get(axeCase)!;
    assert.is(check.theme, theme, 'the stored colour mode applies');
    assert.equal(check.failures, [], check.failures.join('\n'));
  });
}

axe.after(async () => {
  await closeContexts();
  await browser?.close();
  await site.close();
  removeDir(outDir);
});

versionMenu.run();
notice.run();
remembered.run();
search.run();
axe.run();
