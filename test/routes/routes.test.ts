import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkVersion, type PageChunk } from '../../src/shared/chunk.js';
import {
  buildQuietly,
  copyFixture,
  fixturesDir,
  listFiles,
  pageText,
  removeDir,
  writeSiteFile,
} from '../helpers/site.js';

const root = copyFixture('routes');
const built = await buildQuietly(root);
const files = listFiles(built.result.outDir);
const page = (file: string) => cheerio.load(built.read(file));
const text = (file: string) => pageText(built.read(file));
/** The text, or an attribute, of each element `selector` matches on a page. */
const each = (file: string, selector: string, attribute?: string) => {
  const $ = page(file);
  return $(selector)
    .map((_, el) => (attribute ? $(el).attr(attribute) : $(el).text()))
    .get();
};
/** Pages of the site: every HTML file but the sidebar fragment under assets/. */
const htmlPages = files.filter((file) => file.endsWith('.html') && !file.startsWith('assets/'));

/** The site path a page file is served at: `docs/intro/index.html` → `/docs/intro`, `404.html` → `/404`. */
function urlOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** Where the previous and next links at the foot of a page lead, if it has them. */
function pager(file: string): { previous?: string; next?: string } {
  const $ = page(file);
  return { previous: $('.pager a[rel="prev"]').attr('href'), next: $('.pager a[rel="next"]').attr('href') };
}

const docs = suite('docs routes');

docs('serves the first sidebar doc at /docs, pointing search engines at its own address', () => {
  assert.ok(files.includes('docs/index.html'));
  assert.match(text('docs/index.html'), 'Welcome to the routes site.');
  assert.is(page('docs/index.html')('link[rel="canonical"]').attr('href'), 'https://routes.example.com/docs/intro');
});

docs('puts each doc at /docs/<id>, nested folders included', () => {
  for (const file of ['docs/intro/index.html', 'docs/guides/setup/index.html', 'docs/guides/deep/nested/index.html']) {
    assert.ok(files.includes(file), file);
  }
  assert.is(page('docs/guides/deep/nested/index.html')('h1').first().text(), 'Deeply nested');
});

docs('starts an absolute front matter slug at the docs route', () => {
  assert.ok(files.includes('docs/elsewhere/moved-here/index.html'));
  assert.not.ok(files.includes('docs/moved/index.html'));
  assert.match(text('docs/elsewhere/moved-here/index.html'), 'An absolute slug starts at the docs route.');
});

docs("starts a relative front matter slug at the doc's folder", () => {
  assert.ok(files.includes('docs/guides/renamed/index.html'));
  assert.not.ok(files.includes('docs/guides/relative/index.html'));
});

docs('uses a front matter id instead of the file name', () => {
  assert.ok(files.includes('docs/guides/special/index.html'));
  assert.not.ok(files.includes('docs/guides/other-name/index.html'));
});

docs('rewrites .md links to the routes of their files, slugs and #hashes included', () => {
  const links = (file: string) => each(file, '.markdown p a', 'href');
  assert.equal(links('docs/intro/index.html').slice(0, 2), [
    '/docs/guides/setup#install-it',
    '/docs/elsewhere/moved-here',
  ]);
  assert.ok(links('docs/guides/setup/index.html').includes('/docs/intro'), '../intro.md from a subfolder');
  assert.ok(
    links('docs/guides/deep/nested/index.html').includes('/docs/intro'),
    '../../intro.md from two folders down',
  );
  assert.ok(links('blog/2024/01/01/first/index.html').includes('/docs/intro'), 'from a blog post into the docs');
});

docs('leaves draft docs out of the build', () => {
  assert.not.ok(files.some((file) => file.startsWith('docs/draft')));
  assert.not.ok(htmlPages.some((file) => built.read(file).includes('Unfinished doc')));
});

docs('makes a home page and a 404 page that search engines skip', () => {
  assert.ok(files.includes('index.html'));
  assert.match(page('index.html')('title').text(), 'Routes Site');
  assert.ok(files.includes('404.html'));
  assert.is(page('404.html')('meta[name="robots"]').attr('content'), 'noindex');
});

docs('warns about a code block in a language it cannot highlight, and shows it as plain text', () => {
  assert.match(
    built.output,
    /^warning: content\/docs\/outside\.md: unknown code block language "klingon", shown as plain text$/m,
  );
  assert.is(page('docs/outside/index.html')('pre code').text(), "Qapla'");
});

docs("a page of the site's own at the docs' address is published there, in place of the first doc", async () => {
  const site = copyFixture('routes');
  try {
    writeSiteFile(site, 'content/pages/docs.md', '---\ntitle: All the manuals\n---\n\nPick a manual.\n');
    const { read } = await buildQuietly(site, { cache: false });
    assert.is(cheerio.load(read('docs/index.html'))('h1').text(), 'All the manuals');
  } finally {
    removeDir(site);
  }
});

docs.run();

const sidebar = suite('docs sidebar and pager');

sidebar('lists the sidebar in its configured order on every doc in it, marking the current one', () => {
  const $ = page('docs/guides/setup/index.html');
  assert.equal(each('docs/guides/setup/index.html', '#sg-sidebar a', 'href'), [
    '/docs/intro',
    '/docs/guides/setup',
    '/docs/guides/special',
    '/docs/guides/deep/nested',
    '/docs/elsewhere/moved-here',
  ]);
  assert.is($('#sg-sidebar a[aria-current="page"]').attr('href'), '/docs/guides/setup');
  assert.is($('#sg-sidebar a[href="/docs/guides/setup"]').text(), 'Set up', 'sidebar_label names the entry');
});

sidebar('links each doc to its neighbours in sidebar order, across categories', () => {
  assert.equal(pager('docs/intro/index.html'), { previous: undefined, next: '/docs/guides/setup' });
  assert.equal(pager('docs/guides/setup/index.html'), { previous: '/docs/intro', next: '/docs/guides/special' });
  assert.equal(pager('docs/guides/deep/nested/index.html'), {
    previous: '/docs/guides/special',
    next: '/docs/elsewhere/moved-here',
  });
  assert.equal(pager('docs/elsewhere/moved-here/index.html'), {
    previous: '/docs/guides/deep/nested',
    next: undefined,
  });
  assert.match(pageText(built.read('docs/intro/index.html'), '.pager'), 'Set up');
});

sidebar('shows docs outside the sidebar with no sidebar and no previous or next', () => {
  for (const file of ['docs/outside/index.html', 'docs/guides/renamed/index.html']) {
    const $ = page(file);
    assert.is($('#sg-sidebar a').length, 0, `${file} has no sidebar links`);
    assert.equal(pager(file), { previous: undefined, next: undefined });
    assert.is(JSON.parse(built.read(file.replace(/html$/, 'json'))).sidebar, null);
  }
});

sidebar.run();

const docFooter = suite('doc footer: edit link and last update');

docFooter('links "Edit this page" to editUrl plus the path inside the content folder', () => {
  const edit = (file: string) =>
    page(file)('a')
      .filter((_, a) => page(file)(a).text() === 'Edit this page')
      .attr('href');
  assert.is(edit('docs/intro/index.html'), 'https://example.com/edit/main/docs/intro.md');
  assert.is(
    edit('docs/guides/special/index.html'),
    'https://example.com/edit/main/docs/guides/other-name.md',
    'the file, not the id',
  );
});

docFooter('shows the last update written in front matter, even without git', () => {
  assert.match(text('docs/guides/setup/index.html'), 'Last updated on July 14, 2023 by Grace Hopper');
  assert.not.match(text('docs/intro/index.html'), 'Last updated', 'no date is made up for a doc without one');
});

docFooter('uses the path inside the content folder when that folder is nested', async () => {
  const site = copyFixture('minimal');
  try {
    mkdirSync(path.join(site, 'website'));
    renameSync(path.join(site, 'content'), path.join(site, 'website', 'content'));
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    writeSiteFile(
      site,
      'site.config.ts',
      config.replace(
        "url: 'https://minimal.example.com',",
        "url: 'https://minimal.example.com',\n  contentDir: 'website/content',",
      ),
    );
    const nested = await buildQuietly(site);
    const $ = cheerio.load(nested.read('docs/intro/index.html'));
    assert.is(
      $('a')
        .filter((_, a) => $(a).text() === 'Edit this page')
        .attr('href'),
      'https://example.com/edit/main/docs/intro.md',
    );
  } finally {
    removeDir(site);
  }
});

docFooter.run();

const docsOnly = suite('docs at the root of the site');

docsOnly(
  "serves the doc whose slug is / as the home page, and the others at /<id>, with routeBasePath '/'",
  async () => {
    const site = copyFixture('minimal');
    try {
      const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
      writeSiteFile(site, 'site.config.ts', config.replace('docs: {', "docs: {\n    routeBasePath: '/',"));
      writeSiteFile(
        site,
        'content/docs/intro.md',
        '---\ntitle: Introduction\nslug: /\n---\n\nStart with the [guide](./guide.md).\n',
      );
      const rooted = await buildQuietly(site);
      assert.match(pageText(rooted.read('index.html')), 'Start with the guide.');
      const $ = cheerio.load(rooted.read('index.html'));
      assert.is(
        $('#sg-content a')
          .filter((_, a) => $(a).text() === 'guide')
          .attr('href'),
        '/guide',
      );
      assert.ok(listFiles(rooted.result.outDir).includes('guide/index.html'));
      assert.is($('.breadcrumbs').length, 0, 'the home page has no trail back to itself');
      assert.is(
        cheerio.load(rooted.read('guide/index.html'))('.breadcrumbs a').first().attr('href'),
        '/',
        'other docs lead home',
      );
    } finally {
      removeDir(site);
    }
  },
);

docsOnly.run();

const blog = suite('blog routes');

blog('lists posts newest first, postsPerPage to a page, with links between the pages', () => {
  const titles = (file: string) => each(file, '.post-summary h2');
  assert.equal(titles('blog/index.html'), ['A date from front matter', 'A slug from front matter']);
  assert.equal(titles('blog/page/2/index.html'), ['The second post', 'The first post']);
  assert.not.ok(files.includes('blog/page/3/index.html'));
  assert.ok(page('blog/index.html')('a[href="/blog/page/2"]').length > 0, 'page 1 links to page 2');
  assert.ok(page('blog/page/2/index.html')('.pager a[href="/blog"]').length > 0, 'page 2 links back to page 1');
});

blog('dates posts /blog/YYYY/MM/DD/<slug> from a YYYY-MM-DD file name, like Docusaurus', () => {
  assert.ok(files.includes('blog/2024/01/01/first/index.html'));
  assert.ok(files.includes('blog/2024/02/01/second/index.html'));
  assert.match(text('blog/2024/02/01/second/index.html'), 'February 1, 2024');
});

blog('puts a post with a front matter slug at /blog/<slug>', () => {
  assert.ok(files.includes('blog/custom-slug/index.html'));
  assert.not.ok(files.some((file) => file.includes('named-by-file')));
});

blog('takes the date from front matter when the file name has none', () => {
  assert.ok(files.includes('blog/undated-name/index.html'));
  assert.match(text('blog/undated-name/index.html'), 'April 15, 2024');
});

blog('indexes tags with their counts, and lists the tagged posts on each tag page', () => {
  assert.equal(each('blog/tags/index.html', '#sg-content a[href^="/blog/tags/"]', 'href'), [
    '/blog/tags/news',
    '/blog/tags/release',
  ]);
  assert.match(text('blog/tags/index.html'), /news\s*2/);
  assert.equal(each('blog/tags/release/index.html', '.post-summary h2'), [
    'A slug from front matter',
    'The second post',
  ]);
  assert.match(text('blog/tags/release/index.html'), '2 posts tagged with "release"');
});

blog('leaves draft posts out of pages, tags and feeds', () => {
  assert.not.ok(files.some((file) => file.includes('secret') || file.includes('tags/hidden')));
  for (const file of [...htmlPages, 'blog/rss.xml', 'blog/atom.xml']) {
    assert.not.ok(built.read(file).includes('A secret draft'), file);
  }
});

blog('shows the excerpt above <!-- truncate --> on the list, with a "Read more" link', () => {
  const $ = page('blog/page/2/index.html');
  const first = $('.post-summary').filter((_, s) => $(s).find('h2').text() === 'The first post');
  assert.match(first.text(), 'Summary of the first post.');
  assert.not.match(first.text(), 'The rest of the first post');
  assert.is(
    first
      .find('a')
      .filter((_, a) => $(a).text() === 'Read more')
      .attr('href'),
    '/blog/2024/01/01/first',
  );
  assert.match(text('blog/2024/01/01/first/index.html'), 'The rest of the first post');
});

blog('shows a post without the marker in full on the list, without "Read more"', () => {
  const $ = page('blog/index.html');
  const whole = $('.post-summary').filter((_, s) => $(s).find('h2').text() === 'A slug from front matter');
  assert.match(whole.text(), 'the list shows all of it');
  assert.not.match(whole.text(), 'Read more');
});

blog.run();

const authors = suite('blog authors');

for (const [kind, file, name, title, url, image] of [
  [
    'an `authors` object',
    'blog/2024/01/01/first/index.html',
    'Ada Lovelace',
    'Analyst',
    'https://example.com/ada',
    'https://example.com/ada.png',
  ],
  [
    'the `author_*` keys',
    'blog/2024/02/01/second/index.html',
    'Alan Turing',
    'Mathematician',
    'https://example.com/alan',
    'https://example.com/alan.png',
  ],
]) {
  authors(`shows the name, title, link and picture of ${kind}`, () => {
    const $ = page(file);
    const author = $('a').filter((_, a) => $(a).text() === name);
    assert.is(author.attr('href'), url);
    assert.match(text(file), `${name}${title}`);
    assert.is($(`img[src="${image}"]`).length, 1, 'the picture is shown');
  });
}

authors.run();

const chunks = suite('page chunks');

/** Every key of PageChunk: the compiler fails this test if the type gains or loses one. */
const chunkKeys: Record<keyof PageChunk, true> = {
  v: true,
  path: true,
  title: true,
  head: true,
  content: true,
  sidebar: true,
  toc: true,
};

chunks('writes a JSON chunk beside every page', () => {
  assert.is(htmlPages.length, built.result.routes, 'one page per route');
  for (const file of htmlPages) assert.ok(files.includes(file.replace(/\.html$/, '.json')), `${file} has a chunk`);
});

chunks('fills each chunk with exactly what its page shows: title, head tags, content, sidebar, toc', () => {
  for (const file of htmlPages) {
    const chunk = JSON.parse(built.read(file.replace(/\.html$/, '.json'))) as PageChunk;
    const $ = page(file);
    assert.equal(Object.keys(chunk).sort(), Object.keys(chunkKeys).sort(), file);
    assert.is(chunk.v, chunkVersion);
    assert.is(chunk.path, urlOf(file), file);
    assert.is(chunk.title, $('title').text(), file);
    const headTags = $('head [data-head]')
      .map((_, el) => ({
        tag: el.tagName,
        attrs: Object.fromEntries(Object.entries(el.attribs).filter(([name]) => name !== 'data-head')),
      }))
      .get();
    assert.equal(chunk.head, headTags, `${file}: head tags`);
    assert.is(cheerio.load(chunk.content, null, false).html(), $('#sg-content').html(), `${file}: content`);
    assert.is(chunk.sidebar?.active, $('#sg-sidebar a[aria-current="page"]').attr('href'), `${file}: sidebar`);
    for (const entry of chunk.toc) assert.is($(`[id="${entry.id}"]`).length, 1, `${file}: toc entry #${entry.id}`);
  }
});

chunks("gives a doc's chunk its h2 and h3 headings as the table of contents", () => {
  const chunk = JSON.parse(built.read('docs/intro/index.json')) as PageChunk;
  assert.equal(chunk.toc, [
    { depth: 2, id: 'first-steps', text: 'First steps' },
    { depth: 3, id: 'a-detail', text: 'A detail' },
  ]);
  assert.equal(chunk.sidebar, {
    active: '/docs/intro',
    src: page('docs/intro/index.html')('#sg-sidebar').attr('data-src'),
  });
});

chunks.run();

const outputFiles = suite('static files and assets');

outputFiles('copies content/static byte for byte', () => {
  for (const file of ['files/notes.txt', 'img/pixel.png']) {
    const source = readFileSync(path.join(fixturesDir, 'routes', 'content', 'static', file));
    assert.ok(readFileSync(path.join(built.result.outDir, file)).equals(source), file);
  }
});

outputFiles('names the script and stylesheet after a hash of their content, and every page uses them', () => {
  const app = files.filter((file) => /^assets\/app\.[0-9a-f]{8,}\.js$/.test(file));
  const style = files.filter((file) => /^assets\/style\.[0-9a-f]{8,}\.css$/.test(file));
  assert.is(app.length, 1, 'one hashed script');
  assert.is(style.length, 1, 'one hashed stylesheet');
  for (const file of htmlPages) {
    const $ = page(file);
    assert.is($('script[type="module"]').attr('src'), `/${app[0]}`, file);
    assert.is($('link[rel="stylesheet"]').attr('href'), `/${style[0]}`, file);
  }
});

outputFiles('gives an asset a new name exactly when its content changes', async () => {
  const other = copyFixture('minimal');
  try {
    const otherFiles = listFiles((await buildQuietly(other)).result.outDir);
    const named = (list: string[], stem: string) => list.find((file) => file.startsWith(`assets/${stem}.`))!;
    const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
    // Same theme, so the same stylesheet; different docs, so a different sidebar fragment.
    assert.is(named(otherFiles, 'style'), named(files, 'style'));
    assert.is(
      read(path.join(other, 'dist'), named(otherFiles, 'style')),
      read(built.result.outDir, named(files, 'style')),
    );
    assert.is.not(named(otherFiles, 'sidebar'), named(files, 'sidebar'));
  } finally {
    removeDir(other);
  }
});

outputFiles('builds into dist/ inside the site folder by default', () => {
  assert.is(built.result.outDir, path.join(root, 'dist'));
  assert.ok(existsSync(path.join(root, 'dist', 'index.html')));
});

outputFiles.after(() => removeDir(root));
outputFiles.run();
