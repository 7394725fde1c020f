// Builds a site written as Docusaurus sites are, and checks each construct on the built HTML.
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../../src/errors.js';
import {
  buildQuietly,
  copyFixture,
  lineContaining,
  listFiles,
  removeDir,
  runCli,
  tempDir,
  writeSiteFile,
} from '../helpers/site.js';

const root = copyFixture('docusaurus');
const built = await buildQuietly(root);
const files = listFiles(built.result.outDir);
const page = (file: string) => cheerio.load(built.read(file));
const intro = page('docs/intro/index.html');

const alerts = suite('GitHub alerts');

alerts('render as the admonition of their kind, with its title or the one written after it', () => {
  const note = intro('aside.admonition-note');
  assert.is(note.find('.admonition-title').text(), 'Note');
  assert.equal(
    note
      .find('.admonition-body p')
      .map((_, p) => intro(p).text())
      .get(),
    ['Alerts are written as GitHub writes them.', 'They may hold several paragraphs.'],
  );
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
  assert.equal(
    notes
      .eq(0)
      .find('a.footnote-backref')
      .map((_, a) => intro(a).attr('href'))
      .get(),
    ['#fnref-1', '#fnref-1-2'],
  );
  assert.match(notes.eq(1).text().replace(/\s+/g, ' '), 'The second source runs over two lines.');
  assert.is(notes.eq(0).find('a[href="/docs/hidden"]').text(), 'a link');
  assert.not.match(intro('#sg-content').text(), '[^source]');
});

footnotes('give every id once on the page', () => {
  const ids = intro('[id]')
    .map((_, el) => intro(el).attr('id'))
    .get();
  assert.equal(ids.length, new Set(ids).size);
});

footnotes.run();

const code = suite('code block lines');
const lines = (block: number) => intro('.code-block').eq(block).find('.line');

code('turn magic comments into highlighted lines and leave them out of the code', () => {
  const js = lines(0);
  assert.equal(js.map((_, l) => intro(l).text()).get(), [
    'const first = 1;',
    'const second = 2;',
    'start();',
    'finish();',
    'done();',
  ]);
  assert.equal(js.map((_, l) => intro(l).hasClass('highlighted')).get(), [true, true, true, true, false]);
  assert.equal(
    lines(1)
      .map((_, l) => intro(l).hasClass('highlighted'))
      .get(),
    [true, false],
  );
  assert.equal(
    lines(2)
      .map((_, l) => intro(l).text())
      .get(),
    ['<p>Hello</p>', '<p>Bye</p>'],
  );
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
  assert.equal(
    intro('.sidebar-link')
      .map((_, a) => intro(a).text())
      .get(),
    ['Writing docs', 'Components'],
  );
  assert.not.match(sitemap(), '/docs/hidden');
  assert.not.match(sitemap(), '/blog/2024/06/02/quiet');
  assert.match(sitemap(), '/blog/2024/06/01/listed');
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'blog/index.html', 'blog/tags/news/index.html']) {
    if (files.includes(file)) assert.not.match(built.read(file), 'A quiet post', file);
  }
  assert.match(built.read('blog/index.html'), 'A listed post');
  const search = files
    .filter((file) => file.startsWith('assets/search/'))
    .map((file) => built.read(file))
    .join('\n');
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
  const server = await startDevServer({
    root,
    port: 0,
    log: createLogger({ stream: { write: () => true }, color: false }),
  });
  try {
    for (const [route, text] of [
      ['/docs/wip', 'A draft doc that only the dev server shows.'],
      ['/blog/2024/06/03/unfinished', 'This draft post is not published.'],
    ]) {
      const response = await fetch(new URL(route, server.url));
      assert.is(response.status, 200, route);
      assert.match(await response.text(), text);
    }
  } finally {
    await server.close();
  }
});

draft.run();

const mdx = suite('components in Markdown');
const components = page('docs/components/index.html');
const content = () => components('.markdown');

mdx('imports an image as the hashed URL the site publishes it at', () => {
  const src = components('img[alt="A screenshot"]').attr('src')!;
  assert.match(src, /^\/assets\/files\/shot\.[0-9a-f]{10}\.png$/);
  assert.ok(files.includes(src.slice(1)));
  assert.is(components('img[alt="The same screenshot"]').attr('src'), src, 'required as Docusaurus pages do');
});

mdx("renders the site's own components, and exports, with their props and Markdown children", () => {
  assert.is(components('.badge').text(), 'new');
  const highlight = components('.highlight');
  assert.is(highlight.find('strong').text(), 'green');
  assert.match(highlight.attr('style')!, 'background-color:#25c2a0');
  assert.match(content().text(), 'This page is called Components, and 6 × 7 is 42.');
  assert.not.match(content().html()!, 'A comment that renders nothing');
});

mdx('keeps JSX in code spans and fences as text', () => {
  assert.is(components('p code').first().text(), '<Tabs>');
  assert.match(content().text(), 'and {braces}.');
  assert.match(components('code.language-jsx').text(), '<Highlight color="red">not a component here</Highlight>');
});

mdx('draws the theme components: TOCInline, Admonition, Details, CodeBlock and Link', () => {
  assert.equal(
    components('.toc-inline a')
      .map((_, a) => components(a).attr('href'))
      .get(),
    ['#inline-components', '#tabs', '#other-components'],
  );
  assert.is(components('aside.admonition-tip .admonition-title').text(), 'Pro tip');
  assert.is(components('aside.admonition-tip strong').text(), 'Markdown');
  assert.is(components('details.details summary').text(), 'More to read');
  const code = components('.code-block').filter(
    (_, block) => components(block).find('.code-title').text() === 'answer.js',
  );
  assert.ok(code.find('pre').hasClass('line-numbers'));
  assert.is(code.find('.line').text(), 'const answer = 42;');
  assert.ok(code.find('.line span').length > 0, 'highlighted');
  assert.is(components('a:contains("Back to the start")').attr('href'), '/docs/intro');
});

mdx('renders Tabs as a tablist over panels that all hold their Markdown', () => {
  const groups = components('.tabs-container');
  assert.is(groups.length, 2);
  assert.equal(
    groups
      .eq(0)
      .find('[role="tab"]')
      .map((_, t) => components(t).text())
      .get(),
    ['Windows', 'macOS'],
  );
  assert.is(groups.eq(0).find('[role="tab"][aria-selected="true"]').attr('data-value'), 'win');
  const panel = groups.eq(0).find('[role="tabpanel"]').first();
  assert.is(panel.attr('aria-labelledby'), groups.eq(0).find('[role="tab"]').first().attr('id'));
  assert.is(panel.find('strong').text(), 'installer');
  assert.is(panel.find('.line.highlighted').text(), 'setup.exe /quiet', 'magic comments work in an indented fence');
  assert.is(groups.eq(1).attr('data-query-string'), 'os');
  assert.is(groups.eq(1).find('[role="tabpanel"] em').text(), 'again');
});

mdx("hydrates a post's excerpt on the blog list with the post's own island bundle", () => {
  const post = page('blog/2024/06/04/interactive/index.html')('sitegen-island').attr('data-module')!;
  const list = page('blog/index.html')('sitegen-island[data-name="Counter"]').attr('data-module');
  assert.match(post, /^\/assets\/islands\/\w+\.js$/);
  assert.is(list, post);
  assert.ok(files.includes(post.slice(1)));
});

mdx('indexes every tab panel for search', () => {
  const search = files
    .filter((file) => file.startsWith('assets/search/'))
    .map((file) => built.read(file))
    .join('\n');
  for (const text of ['Run the installer', 'Open the disk image', 'macOS, again']) assert.match(search, text);
});

mdx.run();

const unsupported = suite('constructs MDX pages cannot use');

/** Builds a copy of the site with one more page, and returns the error the build fails with. */
async function failureOf(page: string): Promise<SitegenError> {
  const copy = copyFixture('docusaurus');
  try {
    writeSiteFile(copy, 'content/docs/bad.mdx', page);
    await buildQuietly(copy, { cache: false });
  } catch (error) {
    return error as SitegenError;
  } finally {
    removeDir(copy);
  }
  throw new Error('the build did not fail');
}

unsupported('an unknown @theme component fails the build at its import, naming those there are', async () => {
  const page =
    '---\ntitle: Bad\n---\n\nimport Tabs from "@theme/Tabs";\nimport Mermaid from "@theme/Mermaid";\n\n<Mermaid />\n';
  const error = await failureOf(page);
  assert.instance(error, SitegenError);
  assert.is(error.file, 'content/docs/bad.mdx');
  assert.is(error.line, lineContaining(page, '@theme/Mermaid'));
  assert.match(error.message, '"@theme/Mermaid" is not a component sitegen provides');
  assert.match(error.hint!, '@theme/Tabs');
});

unsupported('the CLI prints the error on one line with file:line and a hint, and exits 1', async () => {
  const copy = copyFixture('docusaurus');
  const page = '# Bad\n\nexport const x = 1;\nconsole.log(x);\n\nText.\n';
  writeSiteFile(copy, 'content/docs/bad.mdx', page);
  const { status, output } = runCli(['build', '--no-cache'], copy);
  removeDir(copy);
  assert.is(status, 1, output);
  assert.match(
    output,
    `error: content/docs/bad.mdx:${lineContaining(page, 'console.log')}: code that runs when the page loads is not supported in MDX: console.log(x);`,
  );
  assert.match(output, /\n {2}hint: an MDX page may only import and export/);
  assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
});

unsupported('require() fails at its line', async () => {
  const page = '---\ntitle: Bad\n---\n\nexport const data = require("./data.json");\n\n{data.x}\n';
  const error = await failureOf(page);
  assert.is(error.line, lineContaining(page, 'require('));
  assert.match(error.message, 'require("./data.json") is not supported in MDX');
});

unsupported('a component used but never imported fails at the line that uses it', async () => {
  const page = '---\ntitle: Bad\n---\n\nSome text.\n\n<Missing size={2} />\n';
  const error = await failureOf(page);
  assert.is(error.line, lineContaining(page, '<Missing'));
  assert.match(error.message, 'Missing is not defined');
  assert.match(error.hint!, 'import Missing');
});

for (const [what, file, use] of [
  ['data', 'secret.json', '{data.token}'],
  ['a component', 'Secret.tsx', '<Data />'],
] as const) {
  unsupported(
    `an import of ${what} by an absolute path outside the site fails at its line, and publishes nothing`,
    async () => {
      const outside = tempDir('mdx-outside');
      writeSiteFile(outside, 'secret.json', '{ "token": "MDX-OUTSIDE-SECRET" }');
      writeSiteFile(outside, 'Secret.tsx', 'export default function Secret() { return <b>MDX-OUTSIDE-SECRET</b>; }');
      const page = `---\ntitle: Bad\n---\n\nimport Data from ${JSON.stringify(path.join(outside, file))};\n${what === 'data' ? 'export const data = Data;\n' : ''}\n${use}\n`;
      const error = await failureOf(page);
      removeDir(outside);
      assert.instance(error, SitegenError);
      assert.is(error.file, 'content/docs/bad.mdx');
      assert.is(error.line, lineContaining(page, 'import Data'));
      assert.match(
        error.message,
        `${path.relative(process.cwd(), path.join(outside, file))} is outside the site folder`,
      );
      assert.match(error.hint!, 'allowedOutsidePaths');
    },
  );
}

unsupported.run();

const rebuild = suite('the build cache and MDX imports');

rebuild('renders a page again when a component it imports changes, and only then', async () => {
  const copy = copyFixture('docusaurus');
  try {
    await buildQuietly(copy);
    const again = await buildQuietly(copy);
    assert.match(again.output, '0 of 13 pages rendered');
    const badge = path.join(copy, 'src/components/Badge.tsx');
    writeFileSync(badge, readFileSync(badge, 'utf8').replace('className="badge"', 'className="badge badge-edited"'));
    const edited = await buildQuietly(copy);
    assert.ok(
      cheerio.load(edited.read('docs/components/index.html'))('.badge-edited').length === 1,
      'the page shows the edited component',
    );
    assert.match(edited.output, '1 of 13 pages rendered');
  } finally {
    removeDir(copy);
  }
});

rebuild.run();

const cleanup = suite('cleanup');
cleanup('removes the built copy', () => removeDir(root));
cleanup.run();
