// The writing fixture's diagrams (`markdown.mermaid`): what its pages hold and the files it publishes, then the
// diagrams in real Chromium, drawn as they near the screen, in the colour mode's theme, after a link too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, copyFixture, fixturesDir, listFiles, removeDir } from '../helpers/site.js';

const root = copyFixture('writing');
const built = await buildQuietly(root);
const outDir = built.result.outDir;
const files = listFiles(outDir);
const page = (route: string) => cheerio.load(built.read(`${route.replace(/^\//, '')}/index.html`));
const mermaidFile = /mermaid/i;

const pages = suite('diagrams: the built pages');

pages('each ```mermaid block is an island holding its source, naming the loader published beside Mermaid', () => {
  const $ = page('/docs/diagrams');
  const islands = $('#sg-content sitegen-island');
  assert.is(islands.length, 2);
  const source = readFileSync(path.join(fixturesDir, 'writing/content/docs/diagrams.md'), 'utf8');
  islands.each((_, island) => {
    const text = $(island).find('pre.mermaid-diagram').text();
    assert.ok(source.includes(`\`\`\`mermaid\n${text}\n\`\`\``), `the source as written: ${text.slice(0, 30)}`);
  });
  const loader = islands.first().attr('data-module')!;
  assert.match(loader, /^\/assets\/mermaid-[0-9a-f]{10}\/diagrams\.js$/);
  const folder = path.posix.dirname(loader.slice(1));
  for (const file of [loader.slice(1), `${folder}/mermaid.esm.min.mjs`]) assert.ok(files.includes(file), file);
  assert.ok(files.filter((file) => file.startsWith(`${folder}/chunks/`)).length > 50, 'with its chunks');
});

pages('the runtime is the same on every page, and no script of it names Mermaid', () => {
  const scripts = ($: cheerio.CheerioAPI) =>
    $('script')
      .map((_, script) => $(script).attr('src') ?? $(script).html())
      .get();
  assert.equal(scripts(page('/docs/diagrams')), scripts(page('/docs/intro')));
  assert.not.ok(
    files.some((file) => file.endsWith('.js') && !file.includes('/mermaid-') && mermaidFile.test(built.read(file))),
    'only the loader mentions Mermaid',
  );
});

pages.run();

const browser: Browser | null = await launchBrowser();
const reader = suite('diagrams: in Chromium');
if (!browser) reader.skip('needs Chromium', () => {});

/** The islands' state: whether each shows an SVG, the mode it was drawn in, and the fill of its first shape. */
function islands(tab: Page) {
  return tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#sg-content sitegen-island')].map((island) => {
      const shape = island.querySelector('svg .node rect, svg rect.actor');
      return {
        svg: island.querySelector('svg') !== null,
        sourceShown: !island.querySelector('pre')!.hidden,
        drawn: island.dataset.drawn ?? null,
        fill: shape ? getComputedStyle(shape).fill : null,
      };
    }),
  );
}

/** Mermaid's themes, by the fill of a node: `default`'s lavender and `dark`'s charcoal. */
const lightFill = 'rgb(236, 236, 255)';
const darkFill = 'rgb(31, 32, 32)';

reader(
  'a diagram is drawn as an SVG once it nears the screen; the one further down waits to be scrolled to',
  async () => {
    const site = await serveFolder(outDir);
    const tab = await browser!.newPage({ viewport: { width: 1280, height: 720 } });
    try {
      const missing: string[] = [];
      tab.on('response', (response) => {
        if (response.status() >= 400) missing.push(response.url());
      });
      await tab.goto(`${site.origin}/docs/diagrams/`);
      await tab.waitForFunction(() => document.querySelector('#sg-content sitegen-island svg'));
      const [first, second] = await islands(tab);
      assert.equal(first, { svg: true, sourceShown: false, drawn: 'light', fill: lightFill });
      assert.equal(second, { svg: false, sourceShown: true, drawn: null, fill: null }, 'below the screen: not drawn');
      await tab.locator('#sg-content sitegen-island pre').last().scrollIntoViewIfNeeded();
      await tab.waitForFunction(() => document.querySelectorAll('#sg-content sitegen-island svg').length === 2);
      assert.equal((await islands(tab))[1], { svg: true, sourceShown: false, drawn: 'light', fill: lightFill });
      assert.equal(missing, []);
    } finally {
      await tab.close();
      await site.close();
    }
  },
);

reader(
  'a page without a diagram requests no Mermaid file; a link to one draws its diagram without a page load',
  async () => {
    const site = await serveFolder(outDir);
    const tab = await browser!.newPage();
    try {
      const requested: string[] = [];
      tab.on('request', (request) => requested.push(request.url()));
      await tab.goto(`${site.origin}/docs/intro/`);
      await tab.waitForFunction(() => document.documentElement.classList.contains('js'));
      await tab.waitForLoadState('networkidle');
      assert.ok(
        requested.some((url) => /\/assets\/app\./.test(url)),
        'the runtime loaded',
      );
      assert.equal(
        requested.filter((url) => mermaidFile.test(url)),
        [],
      );
      await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await tab.locator('#sg-sidebar a[href="/docs/diagrams"]').first().click();
      await tab.waitForFunction(() => document.querySelector('#sg-content sitegen-island svg'));
      assert.equal((await islands(tab))[0].fill, lightFill);
      assert.ok(
        await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
        'the page was swapped in, not loaded',
      );
    } finally {
      await tab.close();
      await site.close();
    }
  },
);

reader(
  'in dark mode a diagram takes the dark theme, and the colour switch draws it again in the light one',
  async () => {
    const site = await serveFolder(outDir);
    const tab = await browser!.newPage();
    try {
      await tab.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await tab.goto(`${site.origin}/docs/diagrams/`);
      await tab.waitForFunction(() => document.querySelector('#sg-content sitegen-island svg'));
      assert.equal((await islands(tab))[0], { svg: true, sourceShown: false, drawn: 'dark', fill: darkFill });
      await tab.click('#colour-mode-toggle');
      await tab.waitForFunction(
        () => document.querySelector<HTMLElement>('#sg-content sitegen-island')!.dataset.drawn === 'light',
      );
      const [first] = await islands(tab);
      assert.equal(first, { svg: true, sourceShown: false, drawn: 'light', fill: lightFill });
      assert.is(await tab.locator('#sg-content sitegen-island svg').count(), 1, 'drawn again in place, not added');
    } finally {
      await tab.close();
      await site.close();
    }
  },
);

reader.after(async () => {
  await browser?.close();
  removeDir(root);
});
reader.run();
