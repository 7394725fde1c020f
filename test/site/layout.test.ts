// The embedded site as a reader sees it on a phone and on a desk, in real headless Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkReady, launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildEmbeddedSite, removeDir } from '../helpers/site.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-layout-'));
await buildEmbeddedSite(outDir);
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(outDir);

const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 800 };

async function open(pagePath: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser!.newPage({ viewport });
  // Nothing leaves the machine.
  await page.route(
    (url) => url.origin !== site.origin,
    (route) => route.abort(),
  );
  await page.goto(site.origin + pagePath);
  await page.waitForFunction(
    () => document.documentElement.classList.contains('js') && document.querySelector('script[type=module]'),
  );
  await page.waitForLoadState('load');
  return page;
}

function browserSuite(name: string) {
  const s = suite(name);
  if (!browser) s.skip('needs Chromium', () => {});
  return s;
}

const phoneSuite = browserSuite('layout on a phone (390 px)');

phoneSuite('the title of a docs page is on the first screen, the sidebar waiting in the menu', async () => {
  const page = await open('/docs/handler-api', phone);
  try {
    const title = (await page.locator('#page-title').boundingBox())!;
    assert.ok(
      title.y + title.height <= phone.height,
      `the title ends ${Math.round(title.y + title.height)} px down, within the ${phone.height} px screen`,
    );
    assert.ok(title.y < 250, `the title starts near the top (${Math.round(title.y)} px)`);
    assert.not.ok(await page.locator('#sg-sidebar').isVisible(), 'no sidebar above the page');
  } finally {
    await page.close();
  }
});

phoneSuite('breadcrumbs that wrap start their new line with the page, not with the mark between items', async () => {
  const page = await open('/docs/xboxone', phone);
  try {
    const { listLeft, currentTextLeft, currentTop, firstTop } = await page.evaluate(() => {
      const list = document.querySelector('.breadcrumbs ol')!;
      const current = list.querySelector('[aria-current]')!;
      const words = document.createRange();
      words.selectNodeContents(current);
      return {
        listLeft: list.getBoundingClientRect().left,
        currentTextLeft: words.getClientRects()[0].left,
        currentTop: current.getBoundingClientRect().top,
        firstTop: list.firstElementChild!.getBoundingClientRect().top,
      };
    });
    assert.ok(currentTop > firstTop, 'the long title wraps below "Home" at this width');
    assert.ok(
      Math.abs(currentTextLeft - listLeft) < 1,
      `the title's words start the line (${currentTextLeft} px), at the list's edge (${listLeft} px)`,
    );
  } finally {
    await page.close();
  }
});

phoneSuite('a table wider than the screen is shaded at the edge it scrolls towards, and only there', async () => {
  const page = await open('/docs/proto', phone);
  try {
    const box = page.locator('.table-scroll').filter({ hasText: 'EasyHook Inject' });
    await box.scrollIntoViewIfNeeded();
    // The words would darken the edges too: hidden, the shade is all that is left there.
    await page.addStyleTag({ content: '.table-scroll td, .table-scroll th { color: transparent !important; }' });
    /** How dark each edge of the table's body rows is, from 0 (as the page) up. */
    const edges = async () => {
      const shot = (await box.screenshot()).toString('base64');
      return page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        // One loop rather than a helper: the test runner's compiler names functions with a helper the page lacks.
        const [left, right] = [4, image.width - 5].map((x) => {
          const { data } = context.getImageData(x, Math.round(image.height / 2), 1, Math.round(image.height / 3));
          let sum = 0;
          for (let i = 0; i < data.length; i += 4) sum += 255 - (data[i] + data[i + 1] + data[i + 2]) / 3;
          return sum / (data.length / 4);
        });
        return { left, right };
      }, shot);
    };
    const atStart = await edges();
    await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const atEnd = await edges();
    assert.ok(atStart.right > atStart.left + 8, `more to the right: its edge is shaded (${JSON.stringify(atStart)})`);
    assert.ok(atEnd.left > atEnd.right + 8, `scrolled to the end: the shade moves left (${JSON.stringify(atEnd)})`);
  } finally {
    await page.close();
  }
});

phoneSuite(
  'the menu drawer holds the navbar links and the docs sidebar, scrolls on its own and closes after navigating',
  async () => {
    const page = await open('/docs/handler-api', phone);
    try {
      await page.click('#navbar-toggle');
      assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'true');
      const active = page.locator('#navbar-menu #sg-sidebar .sidebar-link.active');
      assert.ok(await active.isVisible(), 'the current doc is shown in the drawer');
      assert.is(await active.getAttribute('href'), '/docs/handler-api');
      assert.ok(
        await page.locator('#navbar-menu .navbar-link', { hasText: 'Games Hub' }).isVisible(),
        'the navbar links are there too',
      );
      const drawer = (await page.locator('#navbar-menu').boundingBox())!;
      assert.ok(drawer.y + drawer.height <= phone.height + 1, 'the drawer ends at the bottom of the screen');
      assert.is(await page.evaluate(() => getComputedStyle(document.getElementById('navbar-menu')!).overflowY), 'auto');

      await page.click('#navbar-menu .sidebar-link[href="/docs/handlers"]');
      await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'What are handlers?');
      assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'false');
      assert.ok(
        await page.evaluate(() => document.getElementById('sg-sidebar')!.parentElement!.id === 'sg-page'),
        'the sidebar is back in the page',
      );
      assert.not.ok(await page.locator('#sg-sidebar').isVisible());
    } finally {
      await page.close();
    }
  },
);

phoneSuite('search is one tap away in the top bar, named for screen readers', async () => {
  const page = await open('/docs/faq', phone);
  try {
    const button = page.getByRole('button', { name: 'Search', exact: true });
    assert.ok(await button.isVisible(), 'in the bar, with the menu closed');
    const [bar, toggle] = await Promise.all([button.boundingBox(), page.locator('#navbar-toggle').boundingBox()]);
    assert.ok(bar!.x + bar!.width <= toggle!.x, 'just before the menu button');
    assert.ok(Math.abs(bar!.y + bar!.height / 2 - (toggle!.y + toggle!.height / 2)) < 2, 'on its line');
    await button.click();
    await page.waitForSelector('[role="dialog"] input[role="combobox"]:focus');
  } finally {
    await page.close();
  }
});

phoneSuite('far down a long page, scrolling back up shows a button back to the top', async () => {
  const page = await open('/docs/faq', phone);
  try {
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    // The button's script loads on the first scroll of a long page; the reader sees it from the next scroll up.
    await page.evaluate(() => scrollTo(0, 4000));
    await page.waitForFunction(() => scrollY >= 4000);
    await chunkReady(page, 'back-to-top');
    assert.not.ok(await button.isVisible(), 'not while reading on');
    await page.evaluate(() => scrollBy(0, -200));
    await button.waitFor({ state: 'visible' });
    const box = (await button.boundingBox())!;
    assert.ok(box.x + box.width <= phone.width && box.y + box.height <= phone.height, 'in the corner of the screen');
    await button.click();
    await page.waitForFunction(() => scrollY === 0);
    assert.is(await page.evaluate(() => document.activeElement?.id), 'page-title', 'keyboards carry on from the top');
    assert.not.ok(await button.isVisible());
  } finally {
    await page.close();
  }
});

phoneSuite(
  'outside the docs the drawer is as tall as its links, over a dimmed page that closes it when tapped',
  async () => {
    const page = await open('/blog', phone);
    try {
      await page.click('#navbar-toggle');
      const drawer = (await page.locator('#navbar-menu').boundingBox())!;
      assert.ok(drawer.y + drawer.height < phone.height / 2, `a short drawer (${Math.round(drawer.height)} px)`);
      assert.not.ok(await page.locator('#navbar-menu .search-button').isVisible(), 'search is in the bar instead');
      await page.mouse.click(phone.width / 2, phone.height - 40);
      assert.is(await page.getAttribute('#navbar-toggle', 'aria-expanded'), 'false');
      assert.not.ok(await page.locator('#navbar-menu').isVisible());
    } finally {
      await page.close();
    }
  },
);

phoneSuite('no table cell breaks inside a word: wide tables scroll sideways in a named, focusable region', async () => {
  // The page with the most tables, several of them wide.
  const page = await open('/docs/proto', phone);
  try {
    const report = await page.evaluate(() => {
      const broken: string[] = [];
      const unwrapped: number[] = [];
      const tables = [...document.querySelectorAll('.markdown table')];
      tables.forEach((table, i) => {
        const region = table.parentElement!;
        if (!region.matches('.table-scroll[role="region"][tabindex="0"][aria-label]')) unwrapped.push(i);
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A word is split when its letters sit on more than one line; hyphens and slashes are fair places to wrap.
          for (const match of node.textContent!.matchAll(/[^\s\-–—/]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
      });
      const regions = [...document.querySelectorAll<HTMLElement>('.table-scroll')];
      return {
        tables: tables.length,
        broken,
        unwrapped,
        scrolling: regions.filter((region) => region.scrollWidth > region.clientWidth).length,
        labels: new Set(regions.map((region) => region.getAttribute('aria-label'))).size,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    assert.ok(report.tables > 10, 'the page has its tables');
    assert.equal(report.broken, [], `words broken across lines: ${report.broken.join(', ')}`);
    assert.equal(report.unwrapped, [], 'every table is in a scrolling region');
    assert.ok(report.scrolling > 0, 'the wide tables scroll');
    assert.is(report.labels, report.tables, 'each region has a name of its own');
    assert.ok(report.pageWidth <= phone.width, `the page itself does not scroll sideways (${report.pageWidth} px)`);

    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('.table-scroll')].findIndex((region) => region.scrollWidth > region.clientWidth),
    );
    const region = page.locator('.table-scroll').nth(wide);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((index) => document.querySelectorAll('.table-scroll')[index].scrollLeft > 0, wide);
  } finally {
    await page.close();
  }
});

const deskSuite = browserSuite('layout on a desk (1280 px)');

deskSuite(
  'at the bottom of a long page the table of contents scrolls to keep its highlighted entry in sight',
  async () => {
    const page = await open('/docs/handler-api', desk);
    try {
      const toc = page.locator('.toc');
      const fits = await toc.evaluate((element) => element.scrollHeight <= element.clientHeight);
      assert.not.ok(fits, 'the table of contents is taller than the screen');
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const last = await page.evaluate(() =>
        [...document.querySelectorAll('.toc .toc-link')].pop()!.getAttribute('href'),
      );
      await page.waitForFunction(
        (href) => document.querySelector('.toc .toc-link.active')?.getAttribute('href') === href,
        last,
      );
      const seen = await page.evaluate(() => {
        const link = document.querySelector('.toc .toc-link.active')!.getBoundingClientRect();
        const box = document.querySelector('.toc')!.getBoundingClientRect();
        return {
          inToc: link.top >= box.top - 1 && link.bottom <= box.bottom + 1,
          onScreen: link.top >= 0 && link.bottom <= innerHeight,
        };
      });
      assert.ok(seen.inToc && seen.onScreen, `the active entry is visible (${JSON.stringify(seen)})`);

      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('.toc')!.scrollTop === 0);
    } finally {
      await page.close();
    }
  },
);

deskSuite('the footer lines up with the navbar at every width, a wide screen too', async () => {
  const page = await open('/docs/faq', desk);
  try {
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const [brand, column] = await Promise.all(
        ['.navbar-brand', '.footer-column'].map((selector) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => element.getBoundingClientRect().left),
        ),
      );
      assert.ok(Math.abs(brand - column) < 1, `at ${width} px: brand at ${brand} px, footer at ${column} px`);
    }
  } finally {
    await page.close();
  }
});

deskSuite('client navigation does not ask for the favicon again', async () => {
  const page = await open('/docs/installation', desk);
  try {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.click('.sidebar-link[href="/docs/usage"]');
    await page.waitForFunction(() => document.querySelector('#page-title')?.textContent === 'How to use');
    await page.click('.sidebar-link[href="/docs/faq"]');
    await page.waitForFunction(() => document.querySelector('#page-title')?.textContent?.startsWith('Frequently'));
    assert.ok(
      requests.some((p) => p.endsWith('/index.json')),
      'the pages came from their chunks',
    );
    assert.equal(
      requests.filter((p) => /favicon|\.svg$/.test(p)),
      [],
    );
  } finally {
    await page.close();
  }
});

deskSuite('a video poster whose player address is not https stays a plain link', async () => {
  const page = await open('/docs/faq', desk);
  try {
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a.video-facade-link')!;
      link.dataset.embed = 'javascript:document.title="ran"';
      link.href = '#sg-content';
    });
    await page.click('a.video-facade-link');
    await page.waitForFunction(() => location.hash === '#sg-content');
    assert.is(await page.locator('iframe').count(), 0);
    assert.is.not(await page.title(), 'ran');
  } finally {
    await page.close();
  }
});

deskSuite.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(outDir);
});

phoneSuite.run();
deskSuite.run();
