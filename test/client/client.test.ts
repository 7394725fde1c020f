import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildEmbeddedSite, buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-client-'));
await buildEmbeddedSite(outDir);
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(outDir);
const url = (p: string) => site.origin + p;

/** A fresh browser context per test, with an optional script run before the page's own. */
async function open(
  path: string,
  options: {
    init?: string;
    viewport?: { width: number; height: number };
    colorScheme?: 'dark' | 'light';
    before?: (page: Page) => void;
  } = {},
) {
  const context: BrowserContext = await browser!.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  options.before?.(page);
  await page.goto(url(path));
  await page.waitForFunction(
    () => document.documentElement.classList.contains('js') && document.querySelector('script[type=module]'),
  );
  await page.waitForLoadState('load');
  return { page, context };
}

/** Emulates a data-saver connection, which turns prefetching off: loading tests then see the click's own request. */
const connection = (saveData: boolean, effectiveType: string) =>
  `Object.defineProperty(navigator, 'connection', { value: { saveData: ${saveData}, effectiveType: '${effectiveType}' }, configurable: true });`;
const noPrefetch = connection(true, '4g');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The specification's delays before a slow navigation shows its progress bar, and then its spinner. */
const PROGRESS_DELAY_MS = 1000;
const SPINNER_DELAY_MS = 3000;

/** Delays every chunk response by `ms`. */
async function slowChunks(page: Page, ms: number): Promise<void> {
  await page.route('**/index.json', async (route) => {
    await delay(ms);
    await route.continue();
  });
}

/** When, by the page's own clock, a navigation's click came, its progress bar and spinner first showed, and its page arrived. */
interface LoadingTimes {
  clickAt: number;
  barAt: number | null;
  spinnerAt: number | null;
  arrivedAt: number | null;
}

/** Starts recording the next navigation's `LoadingTimes`, up to the page titled `title`; the function returns them. */
async function recordLoading(page: Page, title: string): Promise<() => Promise<LoadingTimes>> {
  await page.evaluate((title) => {
    const times: LoadingTimes = { clickAt: 0, barAt: null, spinnerAt: null, arrivedAt: null };
    (window as unknown as { loadingTimes: LoadingTimes }).loadingTimes = times;
    addEventListener('click', () => (times.clickAt ||= performance.now()), true);
    new MutationObserver(() => {
      const now = performance.now();
      if (times.barAt === null && !document.getElementById('sg-progress')!.hidden) times.barAt = now;
      if (times.spinnerAt === null && document.querySelector('.spinner')) times.spinnerAt = now;
      if (times.arrivedAt === null && document.querySelector('#page-title')?.textContent === title)
        times.arrivedAt = now;
    }).observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
  }, title);
  return () => page.evaluate(() => (window as unknown as { loadingTimes: LoadingTimes }).loadingTimes);
}

/**
 * Returns once every request the page started so far has been seen: a request of its own, made after them. Where a
 * test shows that something is not fetched, this stands for waiting a while.
 */
async function requestsSent(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/404.html').then((response) => response.text()));
}

function browserSuite(name: string) {
  const s = suite(name);
  if (!browser) s.skip('needs Chromium', () => {});
  return s;
}

const navigation = browserSuite('client navigation');

navigation('follows a site link without a full page load, fetching the chunk with GET', async () => {
  const { page, context } = await open('/docs/installation', { init: noPrefetch });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  const request = page.waitForRequest((r) => r.url().endsWith('/docs/usage/index.json'));
  await page.click('.sidebar-link[href="/docs/usage"]');
  assert.is((await request).method(), 'GET');
  await page.waitForURL(url('/docs/usage'));
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use');
  assert.is(await page.evaluate(() => (window as unknown as { marker: string }).marker), 'still here');
  assert.is(await page.title(), 'How to use | SplitScreen.Me');
  assert.is(
    await page.getAttribute('meta[name="description"]', 'content'),
    await page.evaluate(
      async () =>
        (await (await fetch('/docs/usage/index.json')).json()).head.find(
          (t: { attrs: { name?: string } }) => t.attrs.name === 'description',
        ).attrs.content,
    ),
  );
  assert.is(await page.getAttribute('.sidebar-link.active', 'href'), '/docs/usage');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'page-title', 'focus moves to the new heading');
  await context.close();
});

navigation(
  'moves from a page outside the docs into the docs, bringing the sidebar and the active navbar entry',
  async () => {
    const { page, context } = await open('/blog');
    assert.ok(await page.isHidden('#sg-sidebar'));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await page.click('.navbar-link[href="/docs/installation"]');
    await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Installation');
    assert.ok(await page.isVisible('#sg-sidebar .sidebar-link.active[href="/docs/installation"]'));
    assert.ok(
      await page.evaluate(() =>
        document.querySelector('.navbar-link[href="/docs/installation"]')!.classList.contains('active'),
      ),
    );
    assert.not.ok(
      await page.evaluate(() => document.querySelector('.navbar-link[href="/blog"]')!.classList.contains('active')),
    );
    assert.is(await page.evaluate(() => (window as unknown as { marker: string }).marker), 'kept');
    await context.close();
  },
);

navigation('shows no progress bar when loading takes 600 ms', async () => {
  const { page, context } = await open('/docs/installation', { init: noPrefetch });
  const times = await recordLoading(page, 'How to use');
  await slowChunks(page, 600);
  await page.click('.pager-next');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use');
  const { clickAt, barAt, arrivedAt } = await times();
  // The page's own clock decides: on a loaded machine the 600 ms can stretch past the delay, and then the bar is due.
  if (arrivedAt! - clickAt < PROGRESS_DELAY_MS)
    assert.is(barAt, null, `a bar for a page that took ${Math.round(arrivedAt! - clickAt)} ms`);
  else
    assert.ok(
      barAt === null || barAt - clickAt >= PROGRESS_DELAY_MS,
      `the bar showed ${Math.round(barAt! - clickAt)} ms after the click`,
    );
  await context.close();
});

navigation(
  'keeps the old page while a slow chunk loads, shows the progress bar after 1000 ms and a spinner after 3000 ms, and removes both when the page arrives',
  async () => {
    const { page, context } = await open('/docs/installation', { init: noPrefetch });
    const times = await recordLoading(page, 'How to use');
    await slowChunks(page, 4000);
    await page.click('.pager-next');
    await page.waitForSelector('#sg-progress:not([hidden])', { timeout: 4000 });
    assert.is(await page.textContent('#page-title'), 'Installation', 'the old page stays while loading');
    assert.is(page.url(), url('/docs/installation'));
    await page.waitForSelector('.spinner', { timeout: 5000 });
    assert.is(await page.getAttribute('.spinner', 'role'), 'status');
    await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use', undefined, {
      timeout: 5000,
    });
    assert.not.ok(await page.$('.spinner'));
    await page.waitForSelector('#sg-progress', { state: 'hidden', timeout: 2000 });
    const { clickAt, barAt, spinnerAt, arrivedAt } = await times();
    assert.ok(
      barAt! - clickAt >= PROGRESS_DELAY_MS,
      `the bar showed ${Math.round(barAt! - clickAt)} ms after the click`,
    );
    assert.ok(barAt! < arrivedAt!, 'the bar showed while the page was loading');
    assert.ok(
      spinnerAt! - clickAt >= SPINNER_DELAY_MS,
      `the spinner showed ${Math.round(spinnerAt! - clickAt)} ms after the click`,
    );
    assert.ok(barAt! < spinnerAt!, 'the bar came first');
    await context.close();
  },
);

navigation(
  'shows an error box with the message over the previous page when the chunk fails, and Retry loads the page',
  async () => {
    const { page, context } = await open('/docs/installation', { init: noPrefetch });
    await page.route('**/docs/usage/index.json', (route) => route.abort('failed'));
    await page.click('.pager-next');
    await page.waitForSelector('.load-error');
    assert.match((await page.textContent('.load-error')) ?? '', /could not be loaded: .+/);
    assert.is(await page.textContent('#page-title'), 'Installation', 'the previous page stays behind the box');
    await page.click('.load-error >> text=Retry');
    await page.waitForURL(url('/docs/usage'));
    await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use');
    await context.close();
  },
);

navigation('treats an HTTP error and a malformed chunk as failures too', async () => {
  const { page, context } = await open('/docs/installation', { init: noPrefetch });
  await page.route('**/docs/usage/index.json', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.click('.pager-next');
  await page.waitForSelector('.load-error');
  assert.match((await page.textContent('.load-error')) ?? '', /500/);
  await page.unroute('**/docs/usage/index.json');
  await page.route('**/docs/faq/index.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1}' }),
  );
  await page.click('.load-error >> text=Dismiss');
  await page.click('.sidebar-link[href="/docs/faq"]');
  await page.waitForFunction(() => /malformed/.test(document.querySelector('.load-error')?.textContent ?? ''));
  await context.close();
});

navigation('scrolls to the hash target after the swap, otherwise to the top', async () => {
  const { page, context } = await open('/docs/installation');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/faq#controllers';
    link.id = 'to-hash';
    link.textContent = 'controllers';
    document.getElementById('sg-content')!.prepend(link);
  });
  await page.click('#to-hash');
  await page.waitForURL(url('/docs/faq#controllers'));
  await page.waitForFunction(() => Math.abs(document.getElementById('controllers')!.getBoundingClientRect().top) < 120);
  await page.evaluate(() => scrollTo(0, 1500));
  await page.click('.sidebar-link[href="/docs/proto"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Proto Input');
  assert.is(await page.evaluate(() => scrollY), 0);
  await context.close();
});

navigation(
  'jumps to an anchor on the same page without reloading or re-rendering it, and back returns to where the reader was',
  async () => {
    const chunks: string[] = [];
    const { page, context } = await open('/docs/faq', {
      before: (p) => p.on('request', (r) => r.url().endsWith('/docs/faq/index.json') && chunks.push(r.url())),
    });
    await page.evaluate(() => document.getElementById('sg-content')!.setAttribute('data-marker', 'same content'));
    await page.evaluate(() => scrollTo(0, 300));
    await page.waitForFunction(() => history.state?.scrollY === 300);
    await page.click('.toc-link[href="#controllers"]:visible');
    await page.waitForURL(url('/docs/faq#controllers'));
    await requestsSent(page);
    assert.equal(chunks, [], "the page's own chunk is not fetched");
    assert.is(await page.getAttribute('#sg-content', 'data-marker'), 'same content', 'the content is not swapped');
    assert.is.not(
      await page.evaluate(() => document.activeElement?.id),
      'page-title',
      'focus does not jump to the heading',
    );
    await page.goBack();
    await page.waitForURL(url('/docs/faq'));
    await page.waitForFunction(() => Math.abs(scrollY - 300) < 5);
    assert.equal(chunks, []);
    await context.close();
  },
);

navigation('restores the page and its scroll position on back and forward', async () => {
  const { page, context } = await open('/docs/faq');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same window'));
  await page.evaluate(() => scrollTo(0, 2400));
  await page.waitForFunction(() => history.state?.scrollY === 2400);
  await page.click('.sidebar-link[href="/docs/proto"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Proto Input');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent?.startsWith('Frequently Asked'));
  await page.waitForFunction(() => Math.abs(scrollY - 2400) < 5);
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Proto Input');
  assert.is(await page.evaluate(() => (window as unknown as { marker: string }).marker), 'same window');
  await context.close();
});

navigation('leaves links to files, such as the RSS feed, to the browser', async () => {
  const { page, context } = await open('/blog', { init: noPrefetch });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'old window'));
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/blog/atom.xml';
    link.id = 'feed';
    link.textContent = 'feed';
    document.getElementById('sg-content')!.prepend(link);
  });
  await Promise.all([page.waitForURL(url('/blog/atom.xml')), page.click('#feed')]);
  assert.is(
    await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    undefined,
    'a full load happened',
  );
  await context.close();
});

const prefetch = browserSuite('prefetch');

/** Without IntersectionObserver nothing is prefetched for being in view, so only the hover can ask for a chunk. */
const noViewportPrefetch = 'delete window.IntersectionObserver;';

async function hoverAndCollect(init: string): Promise<string[]> {
  const chunks: string[] = [];
  const { page, context } = await open('/docs/installation', {
    init: init + noViewportPrefetch,
    before: (p) => p.on('request', (r) => r.url().endsWith('.json') && chunks.push(new URL(r.url()).pathname)),
  });
  await requestsSent(page);
  assert.equal(chunks, [], 'nothing before the hover');
  await page.hover('.pager-next');
  await page.mouse.move(0, 0);
  await page.hover('.pager-next');
  await requestsSent(page);
  await context.close();
  return chunks;
}

prefetch("fetches a link's chunk on hover on a fast connection, once", async () => {
  const chunks = await hoverAndCollect(connection(false, '4g'));
  assert.is(chunks.filter((c) => c === '/docs/usage/index.json').length, 1);
});

prefetch('fetches nothing with data saver on', async () => {
  assert.equal(await hoverAndCollect(connection(true, '4g')), []);
});

prefetch('fetches nothing on a 2g connection', async () => {
  assert.equal(await hoverAndCollect(connection(false, 'slow-2g')), []);
  assert.equal(await hoverAndCollect(connection(false, '2g')), []);
});

prefetch('fetches links that scroll into view at low priority, and the click then needs no request', async () => {
  let prefetched: (value?: unknown) => void;
  const usagePrefetched = new Promise((resolve) => (prefetched = resolve));
  const { page, context } = await open('/docs/installation', {
    init: connection(false, '4g'),
    before: (p) => p.on('requestfinished', (r) => r.url().endsWith('/docs/usage/index.json') && prefetched()),
  });
  await usagePrefetched;
  const later: string[] = [];
  page.on('request', (r) => later.push(r.url()));
  await page.click('.sidebar-link[href="/docs/usage"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use');
  assert.not.ok(
    later.some((r) => r.endsWith('/docs/usage/index.json')),
    'served from the prefetch',
  );
  await context.close();
});

const display = browserSuite('display behaviour');

display('starts light even when the system prefers dark', async () => {
  const { page, context } = await open('/', { colorScheme: 'dark' });
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  await context.close();
});

display('colours code tokens from the theme, in light and in dark mode', async () => {
  const { page, context } = await open('/docs/handler-api');
  const keyword = () => page.evaluate(() => getComputedStyle(document.querySelector('pre .sh-keyword')!).color);
  const plain = () => page.evaluate(() => getComputedStyle(document.querySelector('pre code')!).color);
  assert.is(await keyword(), 'rgb(176, 18, 58)');
  await page.click('#colour-mode-toggle');
  assert.is(await keyword(), 'rgb(255, 123, 114)');
  assert.is.not(await keyword(), await plain());
  await context.close();
});

display('the switch toggles the mode, and a reload keeps it from the first paint', async () => {
  const { page, context } = await open('/docs/installation', {
    init: `new MutationObserver((_, observer) => { if (document.body) { window.themeAtFirstBody = document.documentElement.dataset.theme; observer.disconnect(); } }).observe(document, { childList: true, subtree: true });`,
  });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.click('#colour-mode-toggle');
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.is.not(await background(), lightBackground);
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.is(
    await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody),
    'dark',
    'dark before the body was painted',
  );
  await page.click('#colour-mode-toggle');
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  await context.close();
});

display('remembers the docs version "Next" when docs are visited, also after client navigation', async () => {
  const { page, context } = await open('/blog');
  assert.is(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
  assert.is(await page.textContent('.navbar-link[href="/docs/installation"]'), 'Docs');
  await page.click('.navbar-link[href="/docs/installation"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Installation');
  assert.is(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
  assert.match((await page.textContent('.version-badge')) ?? '', 'Next');
  await context.close();
});

display('warns on the home page when the site is served under a path its baseUrl does not expect', async () => {
  const misplaced = await serveFolder(outDir, '/sub/');
  const context = await browser!.newContext();
  const page = await context.newPage();
  const response = await page.goto(misplaced.origin + '/sub/');
  assert.not.match(await response!.text(), /id="base-url-banner"/, 'crawlers get no banner');
  await page.waitForSelector('#base-url-banner');
  assert.match((await page.textContent('#base-url-banner')) ?? '', /"\/sub\/"/);
  await context.close();
  await misplaced.close();
});

display('shows no base URL warning when served where configured', async () => {
  const { page, context } = await open('/');
  await page.waitForLoadState('load');
  assert.not.ok(await page.$('#base-url-banner'));
  await context.close();
});

display('opens the same navbar links from a menu button at 390 px', async () => {
  const { page, context } = await open('/', { viewport: { width: 390, height: 800 } });
  assert.ok(await page.isHidden('.navbar-menu .navbar-link[href="/blog"]'));
  assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'false');
  await page.click('#navbar-toggle');
  assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'true');
  for (const label of ['Games Hub', 'Docs', 'Tutorial', 'GitHub']) {
    assert.ok(await page.isVisible(`.navbar-menu .navbar-link:has-text("${label}")`), label);
  }
  await page.click('.navbar-menu .navbar-link[href="/blog"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Tutorials');
  assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'false', 'the menu closes after navigating');
  await page.click('#navbar-toggle');
  await page.keyboard.press('Escape');
  assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'false');
  await context.close();
});

display('copies code with the copy button, also on a page reached by client navigation', async () => {
  const { page, context } = await open('/docs/installation');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await page.click('.sidebar-link[href="/docs/proto"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Proto Input');
  const block = page.locator('.code-block').first();
  await block.hover();
  await block.locator('.copy-button').click();
  await page.waitForFunction(
    () => document.querySelector('.code-block .copy-button')?.textContent === 'Copied',
    undefined,
    { timeout: 3000 },
  );
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), await block.locator('code').innerText());
  await context.close();
});

display('highlights the table-of-contents entry of the section in view, after client navigation too', async () => {
  const { page, context } = await open('/docs/installation');
  await page.click('.sidebar-link[href="/docs/faq"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent?.startsWith('Frequently'));
  await page.evaluate(() => document.getElementById('controllers')!.scrollIntoView());
  await page.waitForFunction(
    () => document.querySelector('.toc .toc-link.active')?.getAttribute('href') === '#controllers',
  );
  await context.close();
});

display('folds and unfolds sidebar categories, keeping the current one open after navigation', async () => {
  const { page, context } = await open('/docs/installation');
  assert.is(await page.evaluate(() => document.querySelector('.sidebar-link.active')!.closest('details')!.open), true);
  const handlers = page.locator('.sidebar-category summary:has-text("Handlers")');
  await handlers.click();
  await page.click('.sidebar-link[href="/docs/kbm-setup"]');
  await page.waitForFunction(
    () => document.querySelector('#page-title')?.textContent === 'Multiple keyboards and mice support',
  );
  assert.is(await page.getAttribute('.sidebar-link.active', 'href'), '/docs/kbm-setup');
  await handlers.click();
  assert.ok(await page.isHidden('.sidebar-link[href="/docs/kbm-setup"]'));
  await context.close();
});

const sidebarsRoot = copyFixture('sidebars');
const sidebarsOut = path.join(sidebarsRoot, 'dist');
await buildQuietly(sidebarsRoot, { outDir: sidebarsOut });
const sidebarsSite = await serveFolder(sidebarsOut);
const twoSidebars = browserSuite('client navigation between sidebars');

/** Opens a page of the sidebars fixture's site once its client runtime has started. */
async function openSidebarsPage(route: string) {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(sidebarsSite.origin + route);
  await page.waitForFunction(
    () => document.documentElement.classList.contains('js') && document.querySelector('script[type=module]'),
  );
  await page.waitForLoadState('load');
  return { page, context };
}

twoSidebars('swaps in the other sidebar when a link leads to a doc of another one', async () => {
  const { page, context } = await openSidebarsPage('/docs/welcome');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await page.click('#sg-sidebar a[href="/docs/api/overview"]');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'API overview');
  await page.waitForSelector('#sg-sidebar a[href="/docs/api/endpoints"]');
  assert.is(
    await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    'still here',
    'no full page load',
  );
  assert.is(await page.getAttribute('#sg-sidebar .sidebar-link.active', 'href'), '/docs/api/overview');
  assert.is(await page.locator('#sg-sidebar a[href="/docs/welcome"]').count(), 0, "the guide's sidebar is gone");
  await context.close();
});

twoSidebars('opens the fold holding the page a link leads to', async () => {
  const { page, context } = await openSidebarsPage('/docs/welcome');
  await page.evaluate(() =>
    document
      .getElementById('sg-content')!
      .insertAdjacentHTML('beforeend', '<a id="deep" href="/docs/extending/hooks">hooks</a>'),
  );
  assert.is(
    await page.evaluate(
      () => document.querySelector('#sg-sidebar a[href="/docs/extending/hooks"]')!.closest('details')!.open,
    ),
    false,
  );
  await page.click('#deep');
  await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'Hooks');
  assert.is(
    await page.evaluate(() => document.querySelector('#sg-sidebar .sidebar-link.active')!.closest('details')!.open),
    true,
  );
  await context.close();
});

twoSidebars.after(async () => {
  await browser?.close();
  await site.close();
  await sidebarsSite.close();
  removeDir(outDir);
  removeDir(sidebarsRoot);
});

navigation.run();
prefetch.run();
display.run();
twoSidebars.run();
