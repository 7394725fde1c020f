// A site with tagged docs in two versions, a tags file, authors with pages and posts over three years: the pages a
// reader gets, what a build says of tags the file lacks, and the tags page and blog sidebar in real Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, listFiles, removeDir, writeSiteFile } from '../helpers/site.js';

const root = copyFixture('tags-archive');
const built = await buildQuietly(root);
const outDir = built.result.outDir;
const files = listFiles(outDir);
const page = (route: string) => cheerio.load(built.read(`${route.replace(/^\//, '')}/index.html`));
const texts = ($: cheerio.CheerioAPI, selector: string) =>
  $(selector)
    .map((_, el) => $(el).text().trim())
    .get();
const hrefs = ($: cheerio.CheerioAPI, selector: string) =>
  $(selector)
    .map((_, el) => $(el).attr('href'))
    .get();

/** A copy of the fixture with `change` made to its config, built. */
async function builtWith(change: (config: string) => string) {
  const site = copyFixture('tags-archive');
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  writeSiteFile(site, 'site.config.ts', change(config));
  return { site, ...(await buildQuietly(site)) };
}

const docsTags = suite('docs tags');

docsTags('a doc shows its tags below its text, each linking to its tag’s page, as tags.yml names them', () => {
  const $ = page('/docs/intro');
  assert.is($('.doc-tags b').text(), 'Tags:');
  assert.equal(texts($, '.doc-tags a.tag'), ['Getting started', 'API']);
  assert.equal(hrefs($, '.doc-tags a.tag'), ['/docs/tags/getting-started', '/docs/tags/reference-api']);
  assert.ok($('.markdown + .doc-tags').length === 1, 'after the text');
});

docsTags('the tags page lists every tag with its count, grouped by first letter, unlisted docs left out', () => {
  const $ = page('/docs/tags');
  assert.is($('#page-title').text(), 'Tags');
  assert.equal(texts($, '.tags-letter h2'), ['A', 'B', 'G', 'W']);
  const listed = $('.tags-index a.tag')
    .map((_, a) => [[$(a).contents().first().text(), $(a).find('.tag-count').text()]])
    .get();
  assert.equal(listed, [
    ['advanced', ' 1 doc'],
    ['API', ' 2 docs'],
    ['beta', ' 1 doc'],
    ['Getting started', ' 2 docs'],
    ['Wicks and oil', ' 1 doc'],
  ]);
});

docsTags('a tag’s page lists its docs with title and description, the tag’s description and a link to all tags', () => {
  const $ = page('/docs/tags/getting-started');
  assert.is($('#page-title').text(), '2 docs tagged with "Getting started"');
  assert.is($('.blog-description').text(), 'Where to begin with lanterns.');
  assert.equal(texts($, '.tagged-doc h2'), ['Introduction', 'Lighting guide']);
  assert.equal(texts($, '.tagged-doc p'), [
    'What a lantern is and why you want one.',
    'How to light a lantern safely.',
  ]);
  assert.equal(hrefs($, '.tagged-doc a'), ['/docs/intro', '/docs/guide']);
  assert.is($('a.back-link').attr('href'), '/docs/tags');
  assert.is(page('/docs/tags/advanced')('#page-title').text(), 'One doc tagged with "advanced"');
});

docsTags('each version has its own tags, under its own route', () => {
  assert.equal(texts(page('/docs/1.0/tags'), '.tags-index a.tag'), ['classic 1 doc']);
  assert.equal(hrefs(page('/docs/1.0/intro'), '.doc-tags a.tag'), ['/docs/1.0/tags/classic']);
  assert.equal(texts(page('/docs/1.0/tags/classic'), '.tagged-doc h2'), ['Introduction to 1.0']);
  assert.not.ok(files.includes('docs/1.0/tags/getting-started/index.html'));
});

docsTags('the tags pages are in the sitemap, as the blog’s are', () => {
  const sitemap = built.read('sitemap.xml');
  for (const route of ['/docs/tags', '/docs/tags/getting-started', '/docs/1.0/tags/classic', '/blog/tags/howto'])
    assert.match(sitemap, `<loc>https://lanterns.example.com${route}</loc>`, route);
});

docsTags('a tag tags.yml lacks is warned about at its doc and line, and published as written', () => {
  assert.match(built.output, 'warning: content/docs/reference.md:7: the tag "beta" is not defined in the tags file');
  assert.match(built.output, 'warning: content/docs/guide.md:6: the tag "Wicks and oil" is not defined');
  assert.ok(files.includes('docs/tags/beta/index.html'));
});

docsTags('onInlineTags throw fails the build at the tag’s line; ignore says nothing', async () => {
  const strict = copyFixture('tags-archive');
  const config = readFileSync(path.join(strict, 'site.config.ts'), 'utf8');
  writeSiteFile(
    strict,
    'site.config.ts',
    config.replace("lastVersion: 'current'", "lastVersion: 'current', onInlineTags: 'throw'"),
  );
  const mistakes = await buildMistakes(strict);
  const inline = [
    'content/docs/guide.md:6: the tag "Wicks and oil" is not defined in the tags file',
    'content/docs/reference.md:7: the tag "beta" is not defined in the tags file',
  ];
  assert.ok(mistakes.length > 0);
  for (const mistake of mistakes) assert.ok(inline.includes(mistake.line), mistake.line);
  assert.match(mistakes[0].hint!, 'tags.yml');
  removeDir(strict);
  const quiet = await builtWith((text) =>
    text.replace("lastVersion: 'current'", "lastVersion: 'current', onInlineTags: 'ignore'"),
  );
  assert.not.match(quiet.output, 'not defined in the tags file');
  removeDir(quiet.site);
});

docsTags('tags: null reads no tags file: every tag is published as written', async () => {
  const plain = await builtWith((text) => text.replace("lastVersion: 'current'", "lastVersion: 'current', tags: null"));
  const $ = cheerio.load(plain.read('docs/intro/index.html'));
  assert.equal(hrefs($, '.doc-tags a.tag'), ['/docs/tags/getting-started', '/docs/tags/api']);
  assert.equal(texts($, '.doc-tags a.tag'), ['getting-started', 'api']);
  assert.not.match(plain.output, 'not defined in the tags file');
  removeDir(plain.site);
});

docsTags('an edit to tags.yml shows on the next build, which the cache does not hide', async () => {
  const site = copyFixture('tags-archive');
  await buildQuietly(site);
  const file = path.join(site, 'content/docs/tags.yml');
  writeSiteFile(site, 'content/docs/tags.yml', readFileSync(file, 'utf8').replace('Getting started', 'First steps'));
  const again = await buildQuietly(site);
  assert.match(again.output, / of 30 pages rendered/, 'a rebuild from the cache');
  assert.equal(texts(cheerio.load(again.read('docs/intro/index.html')), '.doc-tags a.tag'), ['First steps', 'API']);
  assert.match(again.read('docs/tags/getting-started/index.html'), '2 docs tagged with &quot;First steps&quot;');
  removeDir(site);
});

docsTags.run();

const blog = suite('blog archive, authors and sidebar');

blog('the archive lists every post by year, newest first, with its date, and the blog’s list links to it', () => {
  const $ = page('/blog/archive');
  assert.is($('#page-title').text(), 'Archive');
  assert.equal(texts($, '.archive-year h2'), ['2024', '2023', '2022']);
  assert.equal(texts($, '.archive-posts a'), ['Lanterns in storms', 'Which oil', 'Choosing wicks', 'First light']);
  assert.equal(texts($, '.archive-posts time').slice(0, 2), ['September 20, 2024', 'March 1, 2024']);
  assert.is(page('/blog')('.blog-header a.back-link').attr('href'), '/blog/archive');
});

blog('archiveBasePath null publishes no archive and no link to it', async () => {
  const none = await builtWith((text) => text.replace('postsPerPage: 2,', 'postsPerPage: 2, archiveBasePath: null,'));
  assert.not.ok(listFiles(none.result.outDir).some((file) => file.includes('archive')));
  assert.is(cheerio.load(none.read('blog/index.html'))('.blog-header a.back-link').length, 0);
  removeDir(none.site);
});

blog('authors with page: true are listed, each with name, title, picture, profiles and posts', () => {
  const $ = page('/blog/authors');
  assert.is($('#page-title').text(), 'Authors');
  assert.equal(texts($, '.author-card-name'), ['Ada Lantern'], 'Bob has no page');
  assert.is($('.author-card-name a').attr('href'), '/blog/authors/ada');
  assert.is($('.author-card .post-author-title').text(), 'Keeper of the flame');
  assert.is($('.author-card img').attr('src'), 'https://example.com/ada.png');
  assert.is($('.author-card-count').text(), '3 posts');
  assert.equal(hrefs($, '.author-socials a'), ['https://github.com/ada-lantern', 'https://x.com/adalantern']);
});

blog('an author’s page lists their posts, paginated as the blog’s list is', () => {
  const first = page('/blog/authors/ada');
  assert.is(first('#page-title').text(), 'Ada Lantern - 3 posts');
  assert.equal(texts(first, '.post-summary-title'), ['Lanterns in storms', 'Which oil']);
  assert.is(first('.pager-next').attr('href'), '/blog/authors/ada/page/2');
  assert.is(first('a.back-link').attr('href'), '/blog/authors');
  const second = page('/blog/authors/ada/page/2');
  assert.equal(texts(second, '.post-summary-title'), ['First light']);
  assert.is(second('.pager-previous').attr('href'), '/blog/authors/ada');
  assert.not.ok(files.includes('blog/authors/bob/index.html'));
});

blog('a post links an author’s name to their page, and shows an author without one as text', () => {
  const $ = page('/blog/2024/09/20/storms');
  assert.equal(hrefs($, 'header a.post-author-name'), ['/blog/authors/ada']);
  assert.equal(texts($, 'header .post-author-name'), ['Ada Lantern', 'Bob Wick']);
  assert.equal(texts($, 'header .author-socials a'), ['GitHub', 'X']);
});

blog('the blog’s list, posts, tag and author pages list the newest posts, the current one marked', () => {
  for (const route of ['/blog', '/blog/page/2', '/blog/2023/02/14/wicks', '/blog/tags/howto', '/blog/authors/ada']) {
    const $ = page(route);
    assert.is($('.blog-sidebar nav').attr('aria-label'), 'Blog recent posts navigation', route);
    assert.is($('.blog-sidebar h2').text(), 'Recent posts', route);
    assert.equal(texts($, '.blog-sidebar a'), ['Lanterns in storms', 'Which oil', 'Choosing wicks'], route);
  }
  assert.equal(texts(page('/blog/2023/02/14/wicks'), '.blog-sidebar a[aria-current="page"]'), ['Choosing wicks']);
  assert.is(page('/blog/archive')('.blog-sidebar').length, 0, 'the archive lists every post already');
});

blog('blogSidebarCount ALL lists every post under blogSidebarTitle; 0 shows no sidebar', async () => {
  const all = await builtWith((text) =>
    text.replace('blogSidebarCount: 3', "blogSidebarCount: 'ALL', blogSidebarTitle: 'Every post'"),
  );
  const $ = cheerio.load(all.read('blog/index.html'));
  assert.is($('.blog-sidebar h2').text(), 'Every post');
  assert.is($('.blog-sidebar a').length, 4);
  removeDir(all.site);
  const none = await builtWith((text) => text.replace('blogSidebarCount: 3', 'blogSidebarCount: 0'));
  assert.is(cheerio.load(none.read('blog/index.html'))('.blog-sidebar').length, 0);
  removeDir(none.site);
});

blog.run();

const browser: Browser | null = await launchBrowser();
const reader = suite('tags and blog sidebar in Chromium');
if (!browser) reader.skip('needs Chromium', () => {});

for (const theme of ['light', 'dark'] as const)
  reader(`the tags page and a post with the blog sidebar pass axe in ${theme} mode, wide and at 390 px`, async () => {
    const site = await serveFolder(outDir);
    const context = await browser!.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const tab = await context.newPage();
    try {
      for (const width of [390, 1280]) {
        await tab.setViewportSize({ width, height: 844 });
        for (const route of ['/docs/tags/', '/blog/2024/03/01/oil/', '/blog/authors/ada/']) {
          await tab.goto(site.origin + route, { waitUntil: 'load' });
          assert.is(await tab.getAttribute('html', 'data-theme'), theme);
          assert.equal(await axeViolations(tab, `${route} ${width}px`), [], `axe at ${route}, ${width} px`);
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${route} at ${width} px scrolls sideways by ${overflow} px`);
          if (process.env.SITEGEN_SCREENSHOTS)
            await tab.screenshot({
              path: path.join(process.env.SITEGEN_SCREENSHOTS, `${route.replace(/\W+/g, '-')}${theme}-${width}.png`),
              fullPage: true,
            });
        }
        await tab.goto(`${site.origin}/blog/2024/03/01/oil/`, { waitUntil: 'load' });
        const [article, sidebar] = await Promise.all(
          ['article.post', '.blog-sidebar'].map((selector) => tab.locator(selector).boundingBox()),
        );
        if (width === 390) assert.ok(sidebar!.y >= article!.y + article!.height, 'below the post on a phone');
        else assert.ok(sidebar!.x + sidebar!.width <= article!.x, 'left of the post on a wide screen');
      }
    } finally {
      await context.close();
      await site.close();
    }
  });

reader.after(async () => {
  await browser?.close();
  removeDir(root);
});
reader.run();
