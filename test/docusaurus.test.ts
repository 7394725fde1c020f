// Builds a site written as Docusaurus sites are, and checks each construct on the built HTML.
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../src/dev/server.js';
import { createLogger } from '../src/log.js';
import { buildQuietly, copyFixture, listFiles, removeDir } from './helpers/site.js';

const root = copyFixture('docusaurus');
const built = await buildQuietly(root);
const files = listFiles(built.result.outDir);
const page = (file: string) => cheerio.load(built.read(file));
const intro = page('docs/intro/index.html');

const alerts = suite('GitHub alerts');

alerts('render as the admonition of their kind, with its title or the one written after it', () => {
  const note = intro('aside.admonition-note');
  assert.is(note.find('.admonition-title').text(), 'Note');
  assert.equal(note.find('.admonition-body p').map((_, p) => intro(p).text()).get(), ['Alerts are written as GitHub writes them.', 'They may hold several paragraphs.']);
  assert.is(note.find('strong').text(), 'GitHub');
  assert.is(intro('aside.admonition-caution .admonition-title').text(), 'Mind the cables');
  assert.not.match(intro('#sg-content').text(), '[!NOTE]');
});

alerts('leave other quotes as quotes', () => {
  assert.is(intro('blockquote').text().trim(), 'A plain quote stays a quote.');
});

alerts.run();

const details = suite(':::details');

details('renders a details element whose summary is the title', () => {
  const box = intro('details.details');
  assert.is(box.find('summary').text(), 'Show the answer');
  assert.is(box.find('em').text(), 'forty-two');
});

details.run();

const footnotes = suite('footnotes');

footnotes('number references in the order they are first cited, linking to their notes', () => {
  const refs = intro('sup.footnote-ref a');
  assert.equal(refs.map((_, a) => intro(a).text()).get(), ['1', '2', '1']);
  assert.equal(refs.map((_, a) => intro(a).attr('href')).get(), ['#fn-1', '#fn-2', '#fn-1']);
  assert.equal(refs.map((_, a) => intro(a).attr('id')).get(), ['fnref-1', 'fnref-2', 'fnref-1-2']);
});

footnotes('list the notes at the end, each linking back to every place that cites it', () => {
  const notes = intro('section.footnotes li');
  assert.is(notes.length, 2);
  assert.equal(notes.eq(0).find('a.footnote-backref').map((_, a) => intro(a).attr('href')).get(), ['#fnref-1', '#fnref-1-2']);
  assert.match(notes.eq(1).text().replace(/\s+/g, ' '), 'The second source runs over two lines.');
  assert.is(notes.eq(0).find('a[href="/docs/hidden"]').text(), 'a link');
  assert.not.match(intro('#sg-content').text(), '[^source]');
});

footnotes('give every id once on the page', () => {
  const ids = intro('[id]').map((_, el) => intro(el).attr('id')).get();
  assert.equal(ids.length, new Set(ids).size);
});

footnotes.run();

const code = suite('code block lines');
const lines = (block: number) => intro('.code-block').eq(block).find('.line');

code('turn magic comments into highlighted lines and leave them out of the code', () => {
  const js = lines(0);
  assert.equal(js.map((_, l) => intro(l).text()).get(), ['const first = 1;', 'const second = 2;', 'start();', 'finish();', 'done();']);
  assert.equal(js.map((_, l) => intro(l).hasClass('highlighted')).get(), [true, true, true, true, false]);
  assert.equal(lines(1).map((_, l) => intro(l).hasClass('highlighted')).get(), [true, false]);
  assert.equal(lines(2).map((_, l) => intro(l).text()).get(), ['<p>Hello</p>', '<p>Bye</p>']);
  assert.ok(lines(2).first().hasClass('highlighted'));
  assert.not.match(intro('#sg-content').text(), 'highlight-');
});

code('number lines from 1, or from the number given to showLineNumbers', () => {
  const pre = intro('.code-block pre');
  assert.ok(pre.eq(0).hasClass('line-numbers'));
  assert.match(pre.eq(0).attr('style') ?? '', 'counter-reset:line 0');
  assert.match(pre.eq(1).attr('style') ?? '', 'counter-reset:line 9');
  assert.not.ok(pre.eq(2).hasClass('line-numbers'));
});

code.run();

const unlisted = suite('unlisted: true');
const sitemap = () => built.read('sitemap.xml');

unlisted('builds the page, asking search engines not to index it', () => {
  const hidden = page('docs/hidden/index.html');
  assert.match(hidden('#sg-content').text(), 'Only those given the address read this unlisted page.');
  assert.is(hidden('meta[name="robots"]').attr('content'), 'noindex');
  assert.is(intro('meta[name="robots"]').length, 0);
  assert.ok(files.includes('blog/2024/06/02/quiet/index.html'));
  assert.is(page('blog/2024/06/02/quiet/index.html')('meta[name="robots"]').attr('content'), 'noindex');
});

unlisted('leaves the page out of the sidebar, sitemap, feeds, blog lists, tags and search', () => {
  assert.equal(intro('.sidebar-link').map((_, a) => intro(a).text()).get(), ['Writing docs']);
  assert.not.match(sitemap(), '/docs/hidden');
  assert.not.match(sitemap(), '/blog/2024/06/02/quiet');
  assert.match(sitemap(), '/blog/2024/06/01/listed');
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'blog/index.html', 'blog/tags/news/index.html']) {
    if (files.includes(file)) assert.not.match(built.read(file), 'A quiet post', file);
  }
  assert.match(built.read('blog/index.html'), 'A listed post');
  const search = files.filter((file) => file.startsWith('assets/search/')).map((file) => built.read(file)).join('\n');
  assert.match(search, 'Everyone sees this post');
  assert.not.match(search, 'unlisted page');
  assert.not.match(search, 'quiet post');
});

unlisted.run();

const draft = suite('draft: true');

draft('leaves drafts out of sitegen build', () => {
  assert.not.ok(files.some((file) => file.startsWith('docs/wip') || file.startsWith('blog/2024/06/03/unfinished')));
  assert.not.match(sitemap(), 'unfinished');
});

draft('shows drafts in sitegen dev', async () => {
  const server = await startDevServer({ root, port: 0, log: createLogger({ stream: { write: () => true }, color: false }) });
  try {
    for (const [route, text] of [['/docs/wip', 'A draft doc that only the dev server shows.'], ['/blog/2024/06/03/unfinished', 'This draft post is not published.']]) {
      const response = await fetch(new URL(route, server.url));
      assert.is(response.status, 200, route);
      assert.match(await response.text(), text);
    }
  } finally {
    await server.close();
  }
});

draft.run();

const cleanup = suite('cleanup');
cleanup('removes the built copy', () => removeDir(root));
cleanup.run();
