import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.js';
import { buildEmbeddedSite, removeDir, repoRoot } from '../helpers/site.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-meta-'));
await buildEmbeddedSite(outDir);
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const origin = 'https://www.splitscreen.me';

function head(file: string) {
  const $ = cheerio.load(read(file));
  const meta = (key: string) => $(`meta[name="${key}"], meta[property="${key}"]`).attr('content');
  return { $, meta, canonical: $('link[rel="canonical"]').attr('href') };
}

const meta = suite('page meta for search engines and link previews');

meta('the home page has a description, canonical address, OpenGraph and Twitter tags with the default image', () => {
  const { meta: m, canonical } = head('index.html');
  assert.match(m('description') ?? '', /split-screen/i);
  assert.is(canonical, `${origin}/`);
  assert.is(m('og:url'), `${origin}/`);
  assert.is(m('og:type'), 'website');
  assert.is(m('og:site_name'), 'SplitScreen.Me');
  assert.is(m('og:image'), `${origin}/img/social-card.png`);
  assert.is(m('twitter:card'), 'summary_large_image');
  assert.is(m('twitter:image'), `${origin}/img/social-card.png`);
});

meta('a doc carries its front matter description and its own address', () => {
  const { meta: m, canonical } = head('docs/faq/index.html');
  const description = /^description: (.*)$/m.exec(
    readFileSync(path.join(repoRoot, 'content/docs/faq.md'), 'utf8'),
  )?.[1];
  assert.ok(description);
  assert.is(m('description'), description!.replace(/^['"]|['"]$/g, ''));
  assert.is(canonical, `${origin}/docs/faq`);
  assert.is(m('og:title'), 'Frequently Asked Questions and Troubleshooting | SplitScreen.Me');
  assert.is(m('twitter:title'), m('og:title'));
  assert.is(m('og:type'), 'website');
});

meta('the docs root names its main doc as canonical', () => {
  assert.is(head('docs/index.html').canonical, `${origin}/docs/what-is-splitscreen-me`);
});

meta('a post is an article with its date and tags', () => {
  const { $, meta: m } = head('blog/hello-world/index.html');
  assert.is(m('og:type'), 'article');
  assert.is(m('article:published_time'), '2020-03-18T00:00:00.000Z');
  assert.equal(
    $('meta[property="article:tag"]')
      .map((_, el) => $(el).attr('content'))
      .get(),
    ['hello', 'splitscreen'],
  );
});

meta('every page links the RSS and Atom feeds from its head', async () => {
  for (const file of await fg('**/*.html', { cwd: outDir, ignore: ['assets/**'] })) {
    const { $ } = head(file);
    assert.is($('link[rel="alternate"][type="application/rss+xml"]').attr('href'), '/blog/rss.xml', file);
    assert.is($('link[rel="alternate"][type="application/atom+xml"]').attr('href'), '/blog/atom.xml', file);
  }
});

meta('the sitemap lists every page once with absolute addresses, and not the 404 page', async () => {
  const $ = cheerio.load(read('sitemap.xml'), { xml: true });
  const listed = $('url > loc')
    .map((_, el) => $(el).text())
    .get()
    .sort();
  const pages = (await fg('**/index.html', { cwd: outDir }))
    .map((file) => `${origin}/${file.replace(/\/?index\.html$/, '')}`)
    .filter((url) => url !== `${origin}/docs`)
    .sort();
  assert.equal(listed, pages);
  assert.match(read('robots.txt'), `Sitemap: ${origin}/sitemap.xml`);
});

const xml = suite('feeds and sitemap as XML');
const browser = await launchBrowser();
if (!browser) xml.skip('needs Chromium', () => {});

xml('RSS, Atom and the sitemap are well-formed XML to a real parser, with every post in both feeds', async () => {
  const page = await browser!.newPage();
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) {
    const problem = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return doc.querySelector('parsererror')?.textContent ?? null;
    }, read(file));
    assert.is(problem, null, file);
  }
  const posts = (await fg('content/blog/*.md', { cwd: repoRoot })).length;
  const rss = cheerio.load(read('blog/rss.xml'), { xml: true });
  const atom = cheerio.load(read('blog/atom.xml'), { xml: true });
  assert.is(rss('item').length, posts);
  assert.is(atom('entry').length, posts);
  assert.is(rss('item > link').first().text(), `${origin}/blog/hello-world`);
  assert.equal(
    rss('item')
      .first()
      .find('category')
      .map((_, el) => rss(el).text())
      .get(),
    ['hello', 'splitscreen'],
  );
  await page.close();
});

xml.after(async () => {
  await browser?.close();
  removeDir(outDir);
});
meta.run();
xml.run();
