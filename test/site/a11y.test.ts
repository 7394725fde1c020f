// Accessibility of every built page of the embedded site, checked with axe-core in real headless Chromium.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axePath, axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildEmbeddedSite, removeDir } from '../helpers/site.js';

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];
interface PageOptions {
  width?: number;
  javaScript?: boolean;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-a11y-'));
await buildEmbeddedSite(outDir);
// Nothing leaves the machine: the YouTube embed and any other outside request fail at once, as offline.
const browser: Browser | null = await launchBrowser({ offline: true });
const site = await serveFolder(outDir);
// axe served beside the pages, from the same address each time, so Chromium compiles it once for every page.
const axeFile = '__axe.min.js';
copyFileSync(axePath, path.join(outDir, axeFile));
const axeUrl = `${site.origin}/${axeFile}`;

/** Every page of the built site: `docs/faq/index.html` → `/docs/faq/`, plus the 404 page. */
const pages = (await fg('**/index.html', { cwd: outDir }))
  .map((file) => '/' + file.replace(/index\.html$/, ''))
  .sort()
  .concat('/404.html');

const contexts = new Map<string, BrowserContext>();
/** Pages not in use, by their context's key: a page is navigated from check to check, as a new one costs a renderer. */
const idlePages = new Map<string, Page[]>();
const contextKey = (theme: Theme, options: PageOptions) =>
  `${theme}-${options.width ?? 1280}-${options.javaScript ?? true}`;

/** One browser context per colour mode (and viewport), the mode stored before any page script runs. */
async function contextFor(theme: Theme, options: PageOptions = {}): Promise<BrowserContext> {
  const key = contextKey(theme, options);
  let context = contexts.get(key);
  if (!context) {
    context = await browser!.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      javaScriptEnabled: options.javaScript ?? true,
    });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    contexts.set(key, context);
  }
  return context;
}

/**
 * Loads `pagePath` in a page of the context for `theme` and `options`, at the context's viewport, and runs `use` on
 * it; the page is then free for the next check.
 */
async function withPage<T>(
  pagePath: string,
  theme: Theme,
  options: PageOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const key = contextKey(theme, options);
  const idle = idlePages.get(key) ?? [];
  idlePages.set(key, idle);
  const page = idle.pop() ?? (await (await contextFor(theme, options)).newPage());
  try {
    await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
    const response = await page.goto(site.origin + pagePath, { waitUntil: 'load' });
    assert.ok(response, `no response for ${pagePath}`);
    if (options.javaScript !== false)
      await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    return await use(page);
  } finally {
    idle.push(page);
  }
}

function browserSuite(name: string) {
  const s = suite(name);
  if (!browser) s.skip('needs Chromium', () => {});
  return s;
}

/** Runs jobs a few at a time: axe takes a second or two on the long pages, and Chromium has cores to spare. */
async function pool<T>(jobs: Array<() => Promise<T>>, size = 4): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

interface PageCheck {
  theme: string;
  failures: string[];
  /** Only measured on the light pass: the page's width at 320 and 390 px wide viewports. */
  narrowWidths?: Record<number, number>;
}

/** Every check of every page, made up front in parallel; the tests below then report page by page. */
const checks = new Map<string, PageCheck>();
// A doc with code blocks, tables and a table of contents, and a few hundred elements rather than thousands: the
// narrow layout's own parts are the same on every doc, and axe on the longest doc takes seconds per run.
const narrowPages = ['/', '/docs/kbm-setup/', '/blog/hello-world/'];
const drawerPage = '/docs/kbm-setup/';
if (browser) {
  const jobs = themes.flatMap((theme) => [
    ...pages.map(
      (pagePath) => () =>
        withPage(pagePath, theme, {}, async (page) => {
          const check: PageCheck = {
            theme: (await page.getAttribute('html', 'data-theme')) ?? '',
            failures: await axeViolations(page, `[${theme}] ${pagePath}`, axeUrl),
          };
          if (theme === 'light') {
            check.narrowWidths = {};
            for (const width of [320, 390]) {
              await page.setViewportSize({ width, height: 900 });
              check.narrowWidths[width] = await page.evaluate(() => document.documentElement.scrollWidth);
            }
          }
          checks.set(`${theme} ${pagePath}`, check);
        }),
    ),
    // The narrow layout hides and shows different things (the menu button, the folded table of contents).
    ...narrowPages.map(
      (pagePath) => () =>
        withPage(pagePath, theme, { width: 390 }, async (page) => {
          checks.set(`${theme} ${pagePath} 390`, {
            theme,
            failures: await axeViolations(page, `[${theme}] ${pagePath} at 390 px`, axeUrl),
          });
        }),
    ),
    // The open menu drawer, with the docs sidebar moved into it.
    () =>
      withPage(drawerPage, theme, { width: 390 }, async (page) => {
        await page.click('#navbar-toggle');
        await page.waitForSelector('#navbar-menu #sg-sidebar .sidebar-link.active', { state: 'visible' });
        checks.set(`${theme} drawer`, {
          theme,
          failures: await axeViolations(page, `[${theme}] ${drawerPage} with the menu open`, axeUrl),
        });
      }),
  ]);
  await pool(jobs);
}

const axeSuite = browserSuite('axe-core: no violations, whatever their impact');

if (browser) {
  axeSuite('finds every page of the site to check', () => {
    for (const expected of [
      '/',
      '/docs/',
      '/docs/faq/',
      '/docs/xboxone/',
      '/blog/',
      '/blog/hello-world/',
      '/blog/tags/',
      '/blog/tags/hello/',
      '/blog/tags/splitscreen/',
      '/blog/archive/',
      '/404.html',
    ]) {
      assert.ok(pages.includes(expected), `${expected} is checked`);
    }
    assert.is(pages.length, 23);
  });

  for (const theme of themes) {
    for (const pagePath of pages) {
      axeSuite(`${pagePath} in ${theme} mode`, () => {
        const check = checks.get(`${theme} ${pagePath}`)!;
        assert.is(check.theme, theme, 'the stored colour mode applies');
        if (check.failures.length) console.log(check.failures.join('\n'));
        assert.equal(check.failures, [], `${check.failures.length} axe violation(s) on ${pagePath} in ${theme} mode`);
      });
    }
    for (const pagePath of narrowPages) {
      axeSuite(`${pagePath} at 390 px in ${theme} mode`, () => {
        const { failures } = checks.get(`${theme} ${pagePath} 390`)!;
        if (failures.length) console.log(failures.join('\n'));
        assert.equal(failures, [], `${failures.length} axe violation(s) on ${pagePath} at 390 px in ${theme} mode`);
      });
    }
    axeSuite(`${drawerPage} at 390 px with the menu drawer open, in ${theme} mode`, () => {
      const { failures } = checks.get(`${theme} drawer`)!;
      if (failures.length) console.log(failures.join('\n'));
      assert.equal(failures, [], `${failures.length} axe violation(s) in the open drawer in ${theme} mode`);
    });
  }

  for (const width of [320, 390]) {
    axeSuite(`nothing scrolls sideways at ${width} px`, () => {
      const wide = pages
        .filter((p) => checks.get(`light ${p}`)!.narrowWidths![width] > width)
        .map((p) => `${p} (${checks.get(`light ${p}`)!.narrowWidths![width]} px)`);
      assert.equal(wide, [], `pages wider than ${width} px: ${wide.join(', ')}`);
    });
  }
}

const keyboard = browserSuite('keyboard and offline behaviour');

if (browser) {
  /**
   * Tabs through a page and reports every focused element without a visible focus indicator. Each element is
   * measured in the page as it takes focus, which spares a round trip to the browser per key press.
   */
  async function elementsWithoutFocusRing(page: Page, steps: number): Promise<string[]> {
    await page.evaluate(() => {
      const focused: Array<{ describe: string; visible: boolean; onScreen: boolean }> = [];
      (window as unknown as { focused: typeof focused }).focused = focused;
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        const shadow = style.boxShadow !== 'none';
        const rect = el.getBoundingClientRect();
        const describe = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}`;
        focused.push({ describe, visible: outline || shadow, onScreen: rect.width > 0 && rect.height > 0 });
      });
    });
    for (let i = 0; i < steps; i++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () =>
        (window as unknown as { focused: Array<{ describe: string; visible: boolean; onScreen: boolean }> }).focused,
    );
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const info of focused) {
      if (seen.has(info.describe)) continue;
      seen.add(info.describe);
      if (!info.visible || !info.onScreen) missing.push(info.describe);
    }
    return missing;
  }

  for (const theme of themes) {
    for (const [pagePath, width] of [
      ['/', 1280],
      ['/docs/faq/', 1280],
      ['/blog/', 1280],
      ['/docs/installation/', 390],
    ] as const) {
      keyboard(`every element reached with Tab shows a focus ring: ${pagePath} at ${width} px, ${theme}`, async () => {
        await withPage(pagePath, theme, { width }, async (page) => {
          const missing = await elementsWithoutFocusRing(page, 45);
          assert.equal(missing, [], `focused without a visible ring on ${pagePath}: ${missing.join(', ')}`);
        });
      });
    }
  }

  keyboard('the skip link appears on the first Tab and moves focus to the main region', async () => {
    await withPage('/docs/faq/', 'light', {}, async (page) => {
      await page.keyboard.press('Tab');
      const skip = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const rect = el.getBoundingClientRect();
        return { text: el.textContent, href: el.getAttribute('href'), top: rect.top, bottom: rect.bottom };
      });
      assert.is(skip.text, 'Skip to main content');
      assert.is(skip.href, '#main');
      assert.ok(skip.top >= 0 && skip.bottom > 0, 'the focused skip link is on screen');
      await page.keyboard.press('Enter');
      assert.is(await page.evaluate(() => document.activeElement?.id), 'main');
    });
  });

  keyboard(
    'the video is a named poster that stays inside the content column and loads no player until pressed',
    async () => {
      await withPage('/docs/faq/', 'dark', { width: 320 }, async (page) => {
        const poster = await page.evaluate(() => {
          const link = document.querySelector<HTMLAnchorElement>('a.video-facade-link')!;
          const rect = link.getBoundingClientRect();
          return {
            href: link.href,
            frames: document.querySelectorAll('iframe').length,
            right: rect.right,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        assert.is(
          await page.getByRole('link', { name: /^Play the video “Nucleus Co-op/ }).count(),
          1,
          'the poster is a link named for what it plays',
        );
        assert.is(
          poster.href,
          'https://www.youtube.com/watch?v=jbituCgu3Bc',
          'without the runtime it is a link to the video',
        );
        assert.is(poster.frames, 0, 'no player before it is pressed');
        assert.ok(
          poster.right <= 320 && poster.scrollWidth <= 320,
          `no sideways scrolling at 320 px (scrollWidth ${poster.scrollWidth})`,
        );
        await page.click('a.video-facade-link');
        const frame = await page.waitForSelector('iframe.video');
        assert.is(await frame.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/jbituCgu3Bc?autoplay=1');
        assert.ok(((await frame.getAttribute('title')) ?? '').length > 10, 'the player has a descriptive title');
        assert.ok(page.url().endsWith('/docs/faq/'), 'the page stays');
      });
    },
  );

  keyboard('without JavaScript the narrow navbar still shows its links, and hides what needs the runtime', async () => {
    // axe itself needs timers, which do not run with JavaScript off; the colours are the same as with it.
    await withPage('/docs/installation/', 'light', { width: 390, javaScript: false }, async (page) => {
      assert.not.ok(await page.evaluate(() => document.documentElement.classList.contains('js')));
      for (const label of ['Games Hub', 'Docs', 'Tutorial', 'GitHub']) {
        const link = page.locator('#navbar-menu .navbar-link', { hasText: label });
        assert.ok(await link.isVisible(), `${label} is visible`);
        const box = (await link.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `${label} fits the screen`);
      }
      assert.not.ok(await page.locator('#navbar-toggle').isVisible(), 'the menu button is hidden');
      assert.not.ok(await page.locator('#colour-mode-toggle').isVisible(), 'the colour switch is hidden');
      const navbarHeight = await page.evaluate(() => document.getElementById('navbar')!.getBoundingClientRect().height);
      assert.ok(navbarHeight < 200, `the navbar stays compact (${navbarHeight} px)`);
    });
  });
}

keyboard.after(async () => {
  // Closing the browser closes its contexts and their pages.
  await browser?.close();
  await site.close();
  removeDir(outDir);
});

axeSuite.run();
keyboard.run();
