// The embedded SplitScreen.Me site, page by page, as a visitor sees it: built once, then read with cheerio.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildEmbeddedSite, listFiles, removeDir, repoRoot, tempDir } from '../helpers/site.js';

const outDir = tempDir('site');
const built = await buildEmbeddedSite(outDir);

/** The page a route answers with, as a static host serves it: `/docs/faq` → `docs/faq/index.html`. */
function fileOf(route: string): string {
  if (route === '/404.html') return '404.html';
  return path.posix.join(route.slice(1), 'index.html');
}
const cache = new Map<string, cheerio.CheerioAPI>();
function page(route: string): cheerio.CheerioAPI {
  let $ = cache.get(route);
  if (!$) {
    $ = cheerio.load(built.read(fileOf(route)));
    cache.set(route, $);
  }
  return $;
}
const text = ($: cheerio.CheerioAPI, selector: string) => $(selector).text().replace(/\s+/g, ' ').trim();

const urls = {
  hub: 'https://hub.splitscreen.me/',
  github: 'https://github.com/SplitScreen-Me',
  reddit: 'https://www.reddit.com/r/nucleuscoop/',
  discord: 'https://discord.gg/qnbZtpECYg',
  steamGroup: 'https://steamcommunity.com/groups/nucleuscoop',
  curator: 'https://store.steampowered.com/curator/26348881-Nucleus-Coop/',
  edit: 'https://github.com/SplitScreen-Me/splitscreenme-www/edit/master/',
};

const sidebar = [
  { category: 'About', docs: ['what-is-splitscreen-me'] },
  { category: 'Getting Started', docs: ['installation', 'usage', 'faq', 'proto'] },
  { category: 'Games', docs: ['games'] },
  { category: 'Handlers', docs: ['handlers', 'create-handlers', 'kbm-setup', 'handler-api'] },
];
const sidebarDocs = sidebar.flatMap((c) => c.docs);
const outsideDocs = ['bug-report-reddit', 'doesnt-launch', 'history', 'xboxone'];
const allDocs = [...sidebarDocs, ...outsideDocs].sort();
const blogRoutes = ['/blog', '/blog/hello-world', '/blog/tags', '/blog/tags/hello', '/blog/tags/splitscreen'];
const routes = ['/', ...blogRoutes, '/docs', ...allDocs.map((id) => `/docs/${id}`)];

/** Whether git can date the docs here; without history the "Last updated" line is rightly absent. */
const gitDates = (() => {
  const log = spawnSync('git', ['log', '-1', '--format=%an%x1f%at', '--', 'content/docs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return log.status === 0 && log.stdout.trim() !== '';
})();

// ---------------------------------------------------------------------------------------------------------------

const routesSuite = suite('site: every route answers');

routesSuite('the spec lists 14 docs, and every route has a full page', () => {
  assert.is(allDocs.length, 14);
  assert.is(routes.length, 21);
  for (const route of [...routes, '/404.html']) {
    const html = built.read(fileOf(route));
    assert.ok(html.startsWith('<!doctype html>'), route);
    const $ = page(route);
    assert.is($('html').attr('lang'), 'en', route);
    assert.is($('#page-title').length, 1, `${route} has one page title`);
    assert.ok(text($, '#page-title').length > 0, `${route} title has text`);
    assert.ok($('title').text().includes('SplitScreen.Me') || route === '/', `${route} document title names the site`);
    assert.is($('#sg-page').length, 1, route);
    assert.is($('#sg-content').length, 1, route);
    assert.ok($('main#main').length === 1, route);
  }
});

routesSuite('no doc exists beyond the 14 of the spec', () => {
  for (const id of allDocs) assert.ok(existsSync(path.join(outDir, 'docs', id, 'index.html')), id);
  const docPages = listFiles(path.join(outDir, 'docs'))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'/index.html'.length));
  assert.equal(docPages.sort(), allDocs, 'the pages under docs/');
  const listed = [...built.read('sitemap.xml').matchAll(/<loc>[^<]*?\/docs\/([^<]+?)\/?<\/loc>/g)].map((m) => m[1]);
  assert.equal(listed.sort(), allDocs, 'the docs in the sitemap');
});

routesSuite('the small SVG favicon is written into the page, so client navigation never asks for it again', () => {
  const icon = page('/docs/faq')('link[rel="icon"]').attr('href') ?? '';
  assert.match(icon, /^data:image\/svg\+xml,%3Csvg/);
});

routesSuite('the home page presents Nucleus Co-op and its tagline', () => {
  const $ = page('/');
  assert.is(text($, '#page-title'), 'Nucleus Co-op');
  assert.match(text($, '.hero'), /split-screen play for hundreds of PC games/i);
  assert.is(
    $('.hero-actions a').first().attr('href'),
    'https://github.com/SplitScreen-Me/splitscreenme-nucleus/releases',
    'the first button downloads the latest release',
  );
  assert.match($('.hero-actions a').first().text(), /Download the latest release/);
  assert.is($('.hero-actions a[href="/docs/installation"]').text().trim(), 'Get started');
  assert.is($('.hero-actions a[href="https://hub.splitscreen.me/"]').length, 1, 'a button to the Games Hub');
  assert.is($('#sg-sidebar').attr('hidden'), 'hidden', 'no docs sidebar on the home page');
  assert.is($('#sg-page').attr('data-layout'), 'plain');
});

routesSuite.run();

// ---------------------------------------------------------------------------------------------------------------

const navbar = suite('site: navbar');

navbar('has Games Hub, Docs and Tutorial on the left and GitHub on the right, with the right targets', () => {
  for (const route of [...routes, '/404.html']) {
    const $ = page(route);
    assert.is($('#navbar.navbar').length, 1, route);
    assert.is($('#navbar-toggle').attr('aria-controls'), 'navbar-menu', route);
    assert.is($('#navbar-toggle').attr('aria-expanded'), 'false', route);
    assert.is($('#navbar-menu').length, 1, route);
    assert.is($('#colour-mode-toggle').length, 1, route);
    const left = $('#navbar-menu .navbar-items').not('.navbar-items-right').find('.navbar-link');
    assert.equal(
      left.toArray().map((a) => [$(a).text().trim(), $(a).attr('href')]),
      [
        ['Games Hub', urls.hub],
        ['Docs', '/docs/installation'],
        ['Tutorial', '/blog'],
      ],
      route,
    );
    const right = $('#navbar-menu .navbar-items-right .navbar-link');
    assert.equal(
      right.toArray().map((a) => [$(a).text().trim(), $(a).attr('href')]),
      [['GitHub', urls.github]],
      route,
    );
    // The Games Hub opens in the same tab: no target at all.
    assert.is(left.eq(0).attr('target'), undefined, `${route}: Games Hub opens in the same tab`);
    assert.is($('.navbar-brand').attr('href'), '/', route);
    assert.is(text($, '.navbar-brand'), 'SplitScreen.Me', route);
  }
});

navbar('marks Docs active on every docs page, and only there', () => {
  for (const route of ['/docs', ...allDocs.map((id) => `/docs/${id}`)]) {
    const $ = page(route);
    const active = $('.navbar-link.active');
    assert.is(active.length, 1, route);
    assert.is(active.text().trim(), 'Docs', route);
  }
  assert.is(
    page('/docs/installation')('.navbar-link.active').attr('aria-current'),
    'page',
    'the installation page is the Docs link itself',
  );
  assert.is(
    page('/docs/faq')('.navbar-link.active').attr('aria-current'),
    undefined,
    'other docs are under it, not it',
  );
  for (const route of ['/', '/404.html']) assert.is(page(route)('.navbar-link.active').length, 0, route);
});

navbar('marks Tutorial active on the blog pages', () => {
  for (const route of blogRoutes) {
    const $ = page(route);
    assert.equal(
      $('.navbar-link.active')
        .toArray()
        .map((a) => $(a).text().trim()),
      ['Tutorial'],
      route,
    );
  }
  assert.is(page('/blog')('.navbar-link.active').attr('aria-current'), 'page');
});

navbar.run();

// ---------------------------------------------------------------------------------------------------------------

const footer = suite('site: footer');

footer('has the Docs, Community and Social columns with the exact links, on every page', () => {
  const expected = [
    {
      title: 'Docs',
      links: [
        ['Installation', '/docs/installation'],
        ['How to use', '/docs/usage'],
      ],
    },
    {
      title: 'Community',
      links: [
        ['Reddit', urls.reddit],
        ['Discord', urls.discord],
        ['Steam group', urls.steamGroup],
      ],
    },
    {
      title: 'Social',
      links: [
        ['Tutorial', '/blog'],
        ['GitHub', urls.github],
        ['Steam Curator Page', urls.curator],
      ],
    },
  ];
  for (const route of [...routes, '/404.html']) {
    const $ = page(route);
    const columns = $('footer.footer .footer-column')
      .toArray()
      .map((column) => ({
        title: $(column).find('.footer-title').text().trim(),
        links: $(column)
          .find('a')
          .toArray()
          .map((a) => [$(a).text().trim(), $(a).attr('href')]),
      }));
    assert.equal(columns, expected, route);
  }
});

footer('opens the outside places in a new tab, safely, and keeps the site links in the same one', () => {
  const $ = page('/');
  $('footer.footer a').each((_, a) => {
    const href = $(a).attr('href')!;
    if (href.startsWith('https://')) {
      assert.is($(a).attr('target'), '_blank', href);
      assert.match($(a).attr('rel') ?? '', /noopener/, href);
    } else {
      assert.is($(a).attr('target'), undefined, href);
    }
  });
});

footer('carries the copyright line with 2025', () => {
  for (const route of [...routes, '/404.html']) {
    assert.is(text(page(route), '.footer-copyright'), 'Copyright © 2025 SplitScreen.Me', route);
  }
});

footer.run();

// ---------------------------------------------------------------------------------------------------------------

const docs = suite('site: docs pages');

docs('the 10 sidebar docs show the sidebar: About, Getting Started, Games, Handlers, in order', () => {
  for (const id of sidebarDocs) {
    const $ = page(`/docs/${id}`);
    const aside = $('#sg-sidebar');
    assert.is(aside.attr('hidden'), undefined, `${id} shows the sidebar`);
    assert.is($('#sg-page').attr('data-layout'), 'docs', id);
    assert.ok(aside.attr('data-src')?.startsWith('/assets/sidebar.'), `${id} names the sidebar fragment`);
    const categories = aside
      .find('.sidebar-category')
      .toArray()
      .map((li) => ({
        category: $(li).find('summary').first().text().trim(),
        docs: $(li)
          .find('.sidebar-link')
          .toArray()
          .map((a) => $(a).attr('href')!.replace('/docs/', '')),
      }));
    assert.equal(categories, sidebar, id);
  }
});

docs('the sidebar highlights the current page, and opens its category and no other', () => {
  for (const { category, docs: ids } of sidebar) {
    for (const id of ids) {
      const $ = page(`/docs/${id}`);
      const active = $('#sg-sidebar .sidebar-link.active');
      assert.is(active.length, 1, id);
      assert.is(active.attr('href'), `/docs/${id}`, id);
      assert.is(active.attr('aria-current'), 'page', id);
      const open = $('#sg-sidebar details[open] > summary')
        .toArray()
        .map((s) => $(s).text().trim());
      assert.equal(open, [category], `${id}: only ${category} is open`);
      assert.is(active.closest('details').find('> summary').text().trim(), category, id);
      assert.is($('#sg-sidebar [aria-current]').length, 1, id);
    }
  }
});

docs('bug-report-reddit, doesnt-launch, history and xboxone show no sidebar', () => {
  for (const id of outsideDocs) {
    const $ = page(`/docs/${id}`);
    assert.is($('#sg-sidebar').attr('hidden'), 'hidden', id);
    assert.is($('#sg-sidebar').children().length, 0, `${id}: the sidebar is empty`);
    assert.is($('#sg-page').attr('data-layout'), 'plain', id);
    assert.is($('.sidebar-link').length, 0, id);
  }
});

docs('every doc has the version label "Next", its edit link and a "Last updated on" line', () => {
  for (const id of allDocs) {
    const $ = page(`/docs/${id}`);
    assert.match(text($, '.version-badge'), /^Version: Next$/, id);
    const edit = $('a.edit-link');
    assert.is(edit.length, 1, id);
    assert.is(edit.text().trim(), 'Edit this page', id);
    assert.is(edit.attr('href'), `${urls.edit}docs/${id}.md`, id);
    if (gitDates) {
      const updated = text($, '.last-updated');
      assert.match(updated, /^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4} by \S/, id);
      assert.ok($('.last-updated time').attr('datetime'), `${id}: the date is machine-readable`);
    }
  }
});

docs('"Last updated" is dated when git history is available', () => {
  if (!gitDates) {
    console.log('  (no git history here: the "Last updated" lines are not checked)');
    return;
  }
  const $ = page('/docs/installation');
  const when = new Date($('.last-updated time').attr('datetime')!);
  assert.ok(!Number.isNaN(when.getTime()) && when.getFullYear() >= 2020, 'a real date');
  assert.ok(text($, '.last-updated .last-updated-author').length > 0, 'with its author');
});

docs('/docs shows what-is-splitscreen-me', () => {
  const $ = page('/docs');
  const main = page('/docs/what-is-splitscreen-me');
  assert.is(text($, '#page-title'), 'What is SplitScreen.Me?');
  assert.is($('.markdown').html(), main('.markdown').html());
  assert.ok(text($, '.markdown').length > 200, 'with its whole text');
  assert.is($('.sidebar-link.active').attr('href'), '/docs/what-is-splitscreen-me');
});

docs('each doc has its own title, breadcrumbs home and content', () => {
  const titles = new Set<string>();
  for (const id of allDocs) {
    const $ = page(`/docs/${id}`);
    const title = text($, 'h1#page-title');
    assert.ok(title.length > 0, id);
    titles.add(title);
    assert.is($('.breadcrumbs a').first().attr('href'), '/', id);
    assert.is($('.breadcrumbs [aria-current="page"]').length, 1, id);
    assert.ok(text($, '.markdown').length > 100, `${id} has content`);
    assert.is($('#page-title').attr('tabindex'), '-1', id);
  }
  assert.is(titles.size, allDocs.length, 'no two docs share a title');
});

docs('sidebar docs link to their neighbours in sidebar order', () => {
  const $ = page('/docs/installation');
  assert.is($('.pager-previous').attr('href'), '/docs/what-is-splitscreen-me');
  assert.is($('.pager-next').attr('href'), '/docs/usage');
  assert.is(page('/docs/handler-api')('.pager-next').length, 0, 'the last doc has no next');
  assert.is(page('/docs/what-is-splitscreen-me')('.pager-previous').length, 0, 'the first doc has no previous');
});

docs('docs with headings carry a table of contents whose links reach headings on the page', () => {
  const $ = page('/docs/faq');
  const links = $('.toc .toc-link');
  assert.ok(links.length > 10, 'the FAQ lists its questions');
  links.each((_, a) => {
    const id = decodeURIComponent($(a).attr('href')!.slice(1));
    assert.is($(`[id="${id}"]`).length, 1, id);
  });
  assert.is($('.toc-mobile .toc-link').length, links.length, 'the folded copy for phones lists the same');
});

docs('the FAQ video is a poster linking to YouTube, with no player loaded before it is pressed', () => {
  const $ = page('/docs/faq');
  assert.is($('iframe').length, 0, 'no player in the page');
  const poster = $('a.video-facade-link');
  assert.is(poster.length, 1);
  assert.is(poster.attr('href'), 'https://www.youtube.com/watch?v=jbituCgu3Bc');
  assert.match(poster.attr('data-embed')!, /^https:\/\/www\.youtube-nocookie\.com\/embed\/jbituCgu3Bc/);
  assert.match(poster.find('.sr-only').text(), /^Play the video/);
  assert.is(poster.find('svg').attr('width'), '640', 'the drawn poster keeps its place as it loads');
  assert.is(poster.find('img').length, 0, 'nothing is fetched from outside');
});

docs('code blocks carry the hook for the copy button', () => {
  const $ = page('/docs/create-handlers');
  assert.ok($('.code-block pre code').length > 0);
  assert.is($('.copy-button').length, 0, 'the runtime adds the button, not the build');
});

docs.run();

// ---------------------------------------------------------------------------------------------------------------

const blog = suite('site: blog');

blog('the list shows the post with title, date, author, reading time, excerpt and "Read more"', () => {
  const $ = page('/blog');
  assert.is(text($, '#page-title'), 'Tutorials');
  const posts = $('.post-summary');
  assert.is(posts.length, 1);
  const post = posts.first();
  const title = post.find('.post-summary-title a');
  assert.is(title.text().trim(), 'Hello, world');
  assert.is(title.attr('href'), '/blog/hello-world');
  assert.is(post.find('time').text().trim(), 'March 18, 2020');
  assert.is(post.find('time').attr('datetime'), '2020-03-18T00:00:00.000Z');
  assert.match(text($, '.post-summary .post-date'), /1 min read/);
  assert.is(post.find('.post-author-name').text().trim(), 'r-mach');
  const excerpt = post.find('.markdown').text();
  assert.match(excerpt, /Welcome to the SplitScreen\.Me tutorials blog!/);
  assert.not.match(excerpt, /Anyone can contribute a post/, 'the excerpt stops at the truncate marker');
  const more = post.find('a.read-more');
  assert.is(more.text().trim(), 'Read more');
  assert.is(more.attr('href'), '/blog/hello-world');
});

blog('the post shows its author with title, link and avatar, the date, reading time and tags', () => {
  const $ = page('/blog/hello-world');
  assert.is(text($, '#page-title'), 'Hello, world');
  const author = $('.post-author');
  assert.is(author.find('.post-author-name').text().trim(), 'r-mach');
  assert.is(author.find('a.post-author-name').attr('href'), 'https://github.com/r-mach');
  assert.is(author.find('.post-author-title').text().trim(), 'Core SplitScreen.Me Developer');
  assert.is(author.find('img.avatar').attr('src'), '/img/authors/r-mach.svg');
  assert.ok(existsSync(path.join(outDir, 'img/authors/r-mach.svg')), 'the avatar is published');
  assert.is($('.post-meta time').text().trim(), 'March 18, 2020');
  assert.match(text($, '.post-date'), /1 min read/);
  assert.equal(
    $('.post-footer .tag')
      .toArray()
      .map((a) => [$(a).text().trim(), $(a).attr('href')]),
    [
      ['hello', '/blog/tags/hello'],
      ['splitscreen', '/blog/tags/splitscreen'],
    ],
  );
  assert.match(text($, '.markdown'), /Anyone can contribute a post/, 'the whole post, past the truncate marker');
});

blog('the tags page lists each tag with its count', () => {
  const $ = page('/blog/tags');
  assert.is(text($, '#page-title'), 'Tags');
  const tags = $('.tags-index a.tag')
    .toArray()
    .map((a) => ({
      label: $(a).contents().first().text().trim(),
      href: $(a).attr('href'),
      count: $(a).find('.tag-count').clone().find('.sr-only').remove().end().text().trim(),
      name: text($, `a[href="${$(a).attr('href')}"].tag`),
    }));
  assert.equal(
    tags.map(({ label, href, count }) => ({ label, href, count })),
    [
      { label: 'hello', href: '/blog/tags/hello', count: '1' },
      { label: 'splitscreen', href: '/blog/tags/splitscreen', count: '1' },
    ],
  );
  for (const tag of tags) assert.is(tag.name, `${tag.label} 1 post`, 'screen readers hear the count as words');
});

blog('each tag page lists the post and links back to all tags', () => {
  for (const tag of ['hello', 'splitscreen']) {
    const $ = page(`/blog/tags/${tag}`);
    assert.is(text($, '#page-title'), `1 post tagged with "${tag}"`);
    assert.equal(
      $('.post-summary-title a')
        .toArray()
        .map((a) => $(a).attr('href')),
      ['/blog/hello-world'],
      tag,
    );
    const back = $('#sg-content a[href="/blog/tags"]');
    assert.is(back.length, 1, tag);
    assert.is(back.text().trim(), 'View all tags', tag);
  }
});

blog('blog pages show no docs sidebar', () => {
  for (const route of blogRoutes) assert.is(page(route)('#sg-sidebar').attr('hidden'), 'hidden', route);
});

blog.run();

// ---------------------------------------------------------------------------------------------------------------

const fallback = suite('site: 404 page');

fallback("404.html says the page was not found and links to the navbar's docs and tutorials, and home", () => {
  const $ = page('/404.html');
  assert.is(text($, '#page-title'), 'Page not found');
  const links = $('.not-found-links a')
    .toArray()
    .map((a) => $(a).attr('href'));
  assert.equal(links, ['/docs/installation', '/blog', '/']);
  assert.is($('#sg-sidebar').attr('hidden'), 'hidden');
});

fallback('the runtime hooks are present on every page', () => {
  for (const route of [...routes, '/404.html']) {
    const $ = page(route);
    for (const selector of [
      '#sg-progress.progress',
      '#main[tabindex="-1"]',
      '#sg-sidebar[data-src]',
      '#sg-page[data-layout]',
      'a.skip-link[href="#main"]',
    ]) {
      assert.is($(selector).length, 1, `${route}: ${selector}`);
    }
    assert.is($('link[rel="stylesheet"]').length, 1, route);
    assert.is($('script[type="module"]').length, 1, route);
  }
});

fallback.after(() => removeDir(outDir));
fallback.run();
