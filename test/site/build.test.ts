import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as cheerio from 'cheerio';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const root = copyFixture('basic');
const built = await buildQuietly(root);

test('writes a page and a JSON chunk for every route', () => {
  for (const file of [
    'index.html',
    'docs/index.html',
    'docs/intro/index.html',
    'docs/guides/setup/index.html',
    'blog/index.html',
    'blog/page/2/index.html',
    'blog/tags/index.html',
    'blog/tags/news/index.html',
    '404.html',
  ]) {
    assert.ok(built.read(file).startsWith('<!doctype html>'), file);
  }
  const chunk = JSON.parse(built.read('docs/intro/index.json'));
  assert.is(chunk.title, 'Introduction | Basic Site');
  assert.ok(chunk.content.includes('Welcome to the <strong>basic</strong> site.'));
});

test('gives headings GitHub ids, with -1 for duplicates and {#custom} ids', () => {
  const html = built.read('docs/intro/index.html');
  assert.ok(html.includes('id="1--what-is-x"'));
  assert.ok(html.includes('id="1--what-is-x-1"'));
  assert.ok(html.includes('id="custom"'));
});

test('rewrites relative .md links to routes', () => {
  assert.ok(built.read('docs/intro/index.html').includes('href="/docs/guides/setup#install-it"'));
  assert.ok(built.read('docs/guides/setup/index.html').includes('href="/docs/intro"'));
});

test('publishes files the Markdown shows or links to from beside it under content-hashed names', () => {
  const $ = cheerio.load(built.read('docs/guides/setup/index.html'));
  const src = $('#sg-content img').attr('src')!;
  assert.match(src, /^\/assets\/files\/diagram\.[0-9a-f]{10}\.svg$/);
  assert.is($('#sg-content a:contains("same picture")').attr('href'), src);
  assert.is(built.read(src.slice(1)), readFileSync(path.join(root, 'content/docs/guides/img/diagram.svg'), 'utf8'));
});

test('fails on a picture that is not beside the Markdown, naming its file and line, and leaves the previous output', async () => {
  const site = copyFixture('basic');
  const first = await buildQuietly(site);
  writeFileSync(
    path.join(site, 'content/docs/pictures.md'),
    '# Pictures\n\nAll present:\n\n![Missing](./img/missing.png)\n',
  );
  const error = (await buildQuietly(site).catch((e: Error) => e)) as Error;
  assert.match(error.message, '1 broken link:');
  assert.match(
    error.message,
    /\/docs\/pictures.*\n\s+content\/docs\/pictures\.md:5: \.\/img\/missing\.png → \/docs\/img\/missing\.png: no such page or file/,
  );
  assert.ok(first.read('docs/intro/index.html').length > 0, 'the previous output is still there');
  removeDir(site);
});

test("looks post authors up in the blog's authors.yml by key, and names the post of an unknown key", async () => {
  const site = copyFixture('basic');
  writeFileSync(
    path.join(site, 'content/blog/authors.yml'),
    'grace:\n  name: Grace Hopper\n  title: Rear admiral\n  url: https://example.com/grace\n  image_url: https://example.com/grace.png\n',
  );
  const post = path.join(site, 'content/blog/2024-01-02-post-2.md');
  writeFileSync(post, readFileSync(post, 'utf8').replace(/authors:\n(  .*\n)+/, 'authors: grace\n'));
  const $ = cheerio.load((await buildQuietly(site)).read('blog/2024/01/02/post-2/index.html'));
  assert.is($('.post-author-name').text(), 'Grace Hopper');
  assert.is($('.post-author-name').attr('href'), 'https://example.com/grace');
  assert.match($('.post-author').text(), 'Rear admiral');
  assert.is($('.post-author img').attr('src'), 'https://example.com/grace.png');
  writeFileSync(post, readFileSync(post, 'utf8').replace('authors: grace', 'authors: [grace, linus]'));
  const error = (await buildQuietly(site).catch((e: Error) => e)) as Error & {
    errors?: Array<{ file: string; message: string; hint: string }>;
  };
  const mistake = error.errors?.[0] ?? (error as unknown as { file: string; message: string; hint: string });
  assert.is(mistake.file, 'content/blog/2024-01-02-post-2.md');
  assert.is(mistake.message, 'unknown author "linus"');
  assert.is(mistake.hint, "add it to the blog's authors.yml, or use one of: grace");
  removeDir(site);
});

test('names the line of a YAML mistake in authors.yml', async () => {
  const site = copyFixture('basic');
  writeFileSync(
    path.join(site, 'content/blog/authors.yml'),
    'grace:\n  name: Grace Hopper\n  title: Rear admiral: retired\n',
  );
  const error = (await buildQuietly(site).catch((e: Error) => e)) as Error & { file?: string; line?: number };
  assert.match(error.message, 'malformed authors file');
  assert.is(error.file, 'content/blog/authors.yml');
  assert.is(error.line, 3);
  removeDir(site);
});

test('lists every page in sitemap.xml with absolute addresses, but not the 404 page, and names it in robots.txt', () => {
  const $ = cheerio.load(built.read('sitemap.xml'), { xml: true });
  const locations = $('url > loc')
    .map((_, el) => $(el).text())
    .get();
  for (const route of ['/', '/docs/intro', '/docs/guides/setup', '/blog', '/blog/tags/news']) {
    assert.ok(locations.includes(`https://basic.example.com${route}`), route);
  }
  assert.not.ok(locations.some((l) => l.includes('404')));
  assert.is(
    locations.filter((l) => l === 'https://basic.example.com/docs').length,
    0,
    'the docs root points to its main doc as canonical',
  );
  assert.is($('url:has(loc:contains("/docs/intro")) > lastmod').first().text(), '2024-02-03');
  assert.match(built.read('robots.txt'), 'Sitemap: https://basic.example.com/sitemap.xml');
});

test('writes RSS and Atom feeds with every post, escaped, and links them from every page', () => {
  const rss = cheerio.load(built.read('blog/rss.xml'), { xml: true });
  assert.equal(
    rss('item > title')
      .map((_, el) => rss(el).text())
      .get(),
    ['Post number 3', 'Post number 2', 'Post number 1'],
  );
  assert.is(rss('item > link').first().text(), 'https://basic.example.com/blog/2024/01/03/post-3');
  const atom = cheerio.load(built.read('blog/atom.xml'), { xml: true });
  assert.is(atom('entry').length, 3);
  assert.match(atom('entry > content').first().text(), '<p>Summary of post 3.</p>');
  assert.match(
    built.read('docs/intro/index.html'),
    '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"',
  );
});

test('a doc that opens with its title as a heading shows the title once, as Docusaurus does', async () => {
  const site = copyFixture('minimal');
  writeFileSync(path.join(site, 'content/docs/intro.md'), '# Folding a boat\n\nStart with a square sheet.\n');
  const { read } = await buildQuietly(site);
  const $ = cheerio.load(read('docs/intro/index.html'));
  assert.equal(
    $('h1')
      .map((_, el) => $(el).text())
      .get(),
    ['Folding a boat'],
  );
  assert.match($('.markdown').text(), 'Start with a square sheet.');
  removeDir(site);
});

test.after(() => removeDir(root));
test.run();
