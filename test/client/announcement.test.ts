// The announcement bar and the navbar that hides on scroll, in Chromium, on a small site that has both.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkReady, launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir, writeSiteFile } from '../helpers/site.js';

const root = copyFixture('minimal');
writeSiteFile(
  root,
  'site.config.ts',
  `export default {
  title: 'Bar Site',
  url: 'https://bar.example.com',
  announcementBar: {
    id: 'v2',
    content: 'Version 2 is out: <a href="/blog">read the <b>news</b></a>',
    backgroundColor: '#1e3a8a',
    textColor: '#ffffff',
  },
  navbar: { hideOnScroll: true },
  docs: { sidebar: ['intro', 'guide'] },
};
`,
);
// A page long enough to scroll.
writeSiteFile(
  root,
  'content/docs/guide.md',
  `---\ntitle: Guide\n---\n\n${Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\nSome words about part ${i}.\n`).join('\n')}`,
);
const built = await buildQuietly(root);
const browser = await launchBrowser();
const site = await serveFolder(built.result.outDir);

const test = suite('the announcement bar and the navbar hiding on scroll');

const bar = '#announcement-bar';
/** Scrolls the page to `y` and resolves once the page has handled the scroll event it fires. */
const scrollPageTo = (page: Page, y: number) =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, y);
      }),
    y,
  );
/** Whether the navbar is to show, once any slide has ended: the page has handled the last scroll. */
const navbarShown = (page: Page) => page.$eval('#navbar', (navbar) => !navbar.classList.contains('navbar-hidden'));
const navbarHidden = (page: Page) =>
  page.waitForFunction(() => document.getElementById('navbar')!.getBoundingClientRect().bottom <= 0);

test('shows the bar in its colours until closed, hidden from the first paint on; the navbar hides on scrolling down', async () => {
  if (!browser) return;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/guide`);
  assert.ok(await page.isVisible(bar));
  assert.equal(
    await page.$eval(bar, (element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]),
    ['rgb(30, 58, 138)', 'rgb(255, 255, 255)'],
  );
  assert.ok(
    await page.evaluate(
      () =>
        document.getElementById('announcement-bar')!.getBoundingClientRect().bottom <=
        document.getElementById('navbar')!.getBoundingClientRect().top,
    ),
    'the bar is above the navbar',
  );
  await page.click('.announcement-close[aria-label="Close"]');
  assert.ok(await page.isHidden(bar), 'closing hides it');

  // Reloaded without the runtime, the head script alone keeps it closed: it is hidden in the first paint.
  await page.route('**/assets/app.*.js', (route) => route.abort());
  await page.reload();
  assert.ok(await page.isHidden(bar), 'a reload keeps it closed, before the runtime has run');
  // A reader who closed an earlier announcement sees this one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'v1'));
  await page.reload();
  assert.ok(await page.isVisible(bar), 'an announcement with a new id shows');
  await page.unroute('**/assets/app.*.js');

  await page.reload();
  await chunkReady(page, 'navbar-hiding');
  await scrollPageTo(page, 1200);
  await navbarHidden(page);
  await scrollPageTo(page, 1100);
  await page.waitForFunction(() => document.getElementById('navbar')!.getBoundingClientRect().top === 0);
  assert.ok(await navbarShown(page), 'scrolling up shows it');

  // At phone width the open drawer keeps the navbar in place, however the page scrolls under it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#navbar-toggle');
  await scrollPageTo(page, 1600);
  assert.ok(await navbarShown(page), 'not while the drawer is open');
  assert.ok(await page.isVisible('#navbar-menu'));
  await page.click('#navbar-toggle');
  await scrollPageTo(page, 1900);
  await navbarHidden(page);
  await scrollPageTo(page, 0);
  assert.ok(await navbarShown(page), 'at the top');
  await context.close();
});

test.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(root);
});

test.run();
