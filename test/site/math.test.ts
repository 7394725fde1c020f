// The writing fixture's formulas (`markdown.math`): what its pages link and hold, the files it publishes, and a formula in real Chromium.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, listFiles, removeDir, writeSiteFile } from '../helpers/site.js';

const root = copyFixture('writing');
const built = await buildQuietly(root);
const outDir = built.result.outDir;
const files = listFiles(outDir);
const page = (route: string) => cheerio.load(built.read(`${route.replace(/^\//, '')}/index.html`));
const katexLinks = ($: cheerio.CheerioAPI) =>
  $('head link[rel="stylesheet"]')
    .map((_, link) => $(link).attr('href'))
    .get()
    .filter((href) => /katex/i.test(href));

const pages = suite('math: the built pages');

pages('a page with formulas links KaTeX’s stylesheet and holds KaTeX’s markup, and no script of its own', () => {
  const $ = page('/docs/formulas');
  const [stylesheet] = katexLinks($);
  assert.match(stylesheet, /^\/assets\/katex\.[0-9a-f]{10}\.css$/);
  assert.ok(files.includes(stylesheet.slice(1)), 'the stylesheet is published');
  assert.is($('#sg-content .katex').length, 2, 'the formula in text and the block');
  assert.is($('#sg-content .katex-display').length, 1);
  assert.is($('#sg-content .katex math annotation').first().text(), 'E = mc^2');
  assert.is($('#sg-content code').first().text(), '$x$', 'code keeps its dollars');
  const scripts = ($$: cheerio.CheerioAPI) =>
    $$('script')
      .map((_, script) => $$(script).attr('src') ?? $$(script).html())
      .get();
  assert.equal(scripts($), scripts(page('/docs/intro')), 'the same scripts as a page without math');
  assert.not.ok(
    files.some((file) => file.endsWith('.js') && /katex/i.test(readFileSync(path.join(outDir, file), 'utf8'))),
    'no script of the site mentions KaTeX',
  );
});

pages('a page without formulas, its prices included, links no KaTeX stylesheet', () => {
  const $ = page('/docs/intro');
  assert.equal(katexLinks($), []);
  assert.is($('.katex').length, 0);
  assert.match($('#sg-content').text(), 'A ticket costs $5 and a season pass $10');
});

pages('the client swaps the stylesheet in and out with the page: it is one of the head tags of the chunk', () => {
  const chunk = JSON.parse(built.read('docs/formulas/index.json')) as {
    head: Array<{ attrs: Record<string, string> }>;
  };
  assert.ok(chunk.head.some((tag) => /katex/.test(tag.attrs.href ?? '')));
  const plain = JSON.parse(built.read('docs/intro/index.json')) as typeof chunk;
  assert.not.ok(plain.head.some((tag) => /katex/.test(tag.attrs.href ?? '')));
});

pages('an MDX page reads its formulas’ braces as TeX, beside its own expressions', () => {
  const $ = page('/docs/component');
  assert.equal(katexLinks($).length, 1);
  assert.match($('#sg-content p').first().text(), 'A square has 4 sides');
  assert.equal(
    $('#sg-content annotation')
      .map((_, a) => $(a).text())
      .get(),
    ['\\frac{a}{b} < \\frac{c}{d}', 'ad < bc', '\\left\\{ x \\mid x^{2} < 1 \\right\\}'],
  );
});

pages('the blog list shows a post’s formula in its excerpt, with the stylesheet', () => {
  assert.equal(katexLinks(page('/blog')).length, 1);
  assert.is(page('/blog')('#sg-content .katex').length, 1);
});

pages('the stylesheet names only WOFF2 fonts, each published under assets/fonts/', () => {
  const [stylesheet] = katexLinks(page('/docs/formulas'));
  const css = built.read(stylesheet.slice(1));
  const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
  assert.ok(fonts.length >= 20, `${fonts.length} fonts`);
  for (const font of fonts) {
    assert.match(font, /^fonts\/KaTeX_[\w-]+\.[0-9a-f]{10}\.woff2$/);
    assert.ok(files.includes(`assets/${font}`), font);
  }
  assert.equal(
    files.filter((file) => /\.(woff|ttf)$/.test(file)),
    [],
  );
});

pages(
  'a site with markdown.math and markdown.mermaid and no formula or diagram publishes no KaTeX or Mermaid file',
  async () => {
    const plain = copyFixture('writing');
    for (const file of ['docs/formulas.md', 'docs/component.mdx', 'docs/diagrams.md', 'blog/2024-01-01-euler.md'])
      rmSync(path.join(plain, 'content', file));
    writeSiteFile(
      plain,
      'site.config.ts',
      readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace(", 'formulas', 'component', 'diagrams'", ''),
    );
    const { result, read } = await buildQuietly(plain);
    const plainFiles = listFiles(result.outDir);
    assert.ok(plainFiles.includes('docs/intro/index.html'));
    assert.equal(
      plainFiles.filter((file) => /katex|mermaid/i.test(file)),
      [],
    );
    assert.not.match(read('docs/intro/index.html'), /katex|mermaid/i);
    removeDir(plain);
  },
);

pages('a formula KaTeX cannot read fails the build at its file and line, with KaTeX’s message', async () => {
  const broken = copyFixture('writing');
  writeSiteFile(
    broken,
    'content/docs/intro.md',
    '---\ntitle: Prices\n---\n\n# Prices\n\nThe ratio $\\frac{1}{$ is cut.\n',
  );
  const mistakes = await buildMistakes(broken);
  assert.is(mistakes.length, 1);
  assert.is(mistakes[0].where, 'content/docs/intro.md:7');
  assert.match(mistakes[0].message, 'KaTeX cannot render the formula `\\frac{1}{`');
  assert.match(mistakes[0].hint!, '\\$');
  removeDir(broken);
});

pages.run();

const browser: Browser | null = await launchBrowser();
const reader = suite('math: in Chromium');
if (!browser) reader.skip('needs Chromium', () => {});

reader('a formula is drawn in KaTeX’s fonts, loaded from the site, and the page passes axe', async () => {
  const site = await serveFolder(outDir);
  const tab = await browser!.newPage();
  try {
    const missing: string[] = [];
    tab.on('response', (response) => {
      if (response.status() >= 400) missing.push(response.url());
    });
    await tab.route(
      (url) => url.origin !== site.origin,
      (route) => route.abort(),
    );
    await tab.goto(`${site.origin}/docs/formulas/`);
    await tab.waitForLoadState('load');
    const drawn = await tab.evaluate(async () => {
      await document.fonts.ready;
      const variable = document.querySelector('#sg-content .katex .mathnormal')!;
      return {
        family: getComputedStyle(variable).fontFamily,
        loaded: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
        width: document.querySelector('#sg-content .katex-display')!.getBoundingClientRect().width,
      };
    });
    assert.match(drawn.family, 'KaTeX_Math');
    assert.ok(drawn.loaded.includes('KaTeX_Math'), `loaded: ${drawn.loaded.join(', ')}`);
    assert.ok(drawn.loaded.includes('KaTeX_Main'), `loaded: ${drawn.loaded.join(', ')}`);
    assert.ok(drawn.width > 0, 'the block is laid out');
    assert.equal(missing, []);
    assert.equal(await axeViolations(tab, '/docs/formulas'), [], 'axe finds nothing wrong');
  } finally {
    await tab.close();
    await site.close();
  }
});

reader('a formula reached by a link, without a page load, is drawn in KaTeX’s fonts too', async () => {
  const site = await serveFolder(outDir);
  const tab = await browser!.newPage();
  try {
    await tab.goto(`${site.origin}/docs/intro/`);
    await tab.waitForFunction(() => document.documentElement.classList.contains('js'));
    await tab.waitForLoadState('load');
    await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await tab.locator('#sg-sidebar a[href="/docs/formulas"]').first().click();
    await tab.waitForFunction(() => document.querySelector('#sg-content .katex'));
    // Polled: the stylesheet the new page links, and then its fonts, load after the page is swapped in.
    const drawn = await tab.waitForFunction(() => {
      const family = getComputedStyle(document.querySelector('#sg-content .katex .mathnormal')!).fontFamily;
      const loaded = [...document.fonts].some((font) => font.family === 'KaTeX_Math' && font.status === 'loaded');
      return loaded && family;
    });
    assert.match(String(await drawn.jsonValue()), 'KaTeX_Math');
    assert.ok(
      await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      'the page was swapped in, not loaded',
    );
  } finally {
    await tab.close();
    await site.close();
  }
});

reader.after(async () => {
  await browser?.close();
  removeDir(root);
});
reader.run();
