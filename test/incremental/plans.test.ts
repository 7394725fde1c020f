// The cache's planners on plain data: which pages, routes and links a rebuild makes again, and the reason it gives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IdentifiedPage, Page } from '../../src/content/page.js';
import type { CachedPage } from '../../src/incremental/cache.js';
import { planLinkCheck } from '../../src/incremental/links.js';
import { planMarkdown, type MarkdownKey } from '../../src/incremental/markdown.js';
import { planRoutes } from '../../src/incremental/render.js';
import type { CheckablePage } from '../../src/links/check.js';
import { hashFile } from '../../src/mdx/to-html.js';
import type { WrittenPage } from '../../src/render/page-writer.js';
import type { Route } from '../../src/routes/types.js';

/** A source as the identify step leaves it, with only what the planners read. */
function source(relPath: string, textHash: string): IdentifiedPage {
  return { source: { file: `/site/${relPath}`, relPath }, textHash } as unknown as IdentifiedPage;
}

/** A cached page made from `textHash`, with the key `keyOf` gives it, importing `dependencies`. */
function cached(textHash: string, key: string, extra: Partial<Page> = {}): CachedPage {
  const page = { dependencies: [], attachments: [], ...extra } as unknown as Page;
  return { key, page, textHash };
}

/** Keys made of the text's hash and a site-wide part, as the real keys are. */
const keysFor =
  (site: string): MarkdownKey =>
  (page, dependencies) =>
    `${page.textHash}|${site}|${JSON.stringify(dependencies)}`;

const markdown = suite('planMarkdown');

markdown('renders a new page and an edited one, and reuses the rest, saying why', () => {
  const keyOf = keysFor('site');
  const intro = source('docs/intro.md', 'a');
  const faq = source('docs/faq.md', 'b2');
  const setup = source('docs/setup.md', 'c');
  const previous = new Map([
    [faq.source.file, cached('b1', keyOf(source('', 'b1'), []))],
    [setup.source.file, cached('c', keyOf(setup, []))],
  ]);
  const plan = planMarkdown({ previous, current: [intro, faq, setup], keyOf, attachmentMoved: () => false });
  assert.equal(plan.stale, [intro, faq]);
  assert.equal(plan.reasons, ['docs/intro.md: new, or not in the cache', 'docs/faq.md: its source changed']);
});

markdown('renders every page again when what all pages share changed', () => {
  const pages = [source('docs/a.md', 'a'), source('docs/b.md', 'b')];
  const before = keysFor('old routes');
  const previous = new Map(pages.map((page) => [page.source.file, cached(page.textHash, before(page, []))]));
  const plan = planMarkdown({ previous, current: pages, keyOf: keysFor('new routes'), attachmentMoved: () => false });
  assert.equal(plan.stale, pages);
  assert.match(
    plan.reasons[0],
    /^docs\/a\.md: the site's routes, authors, tags, config or its last-update date changed$/,
  );
});

markdown('renders an MDX page whose imported file changed, and one whose linked file changed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitegen-plans-'));
  try {
    const component = path.join(dir, 'Card.tsx');
    writeFileSync(component, 'export const Card = 1;');
    const dependencies = [{ file: component, hash: hashFile(component) }];
    const keyOf = keysFor('site');
    const mdx = source('docs/card.mdx', 'm');
    const linking = source('docs/download.md', 'd');
    const attachment = { from: '/site/docs/setup.zip', path: 'assets/files/setup.1234.zip' };
    const previous = new Map([
      [mdx.source.file, cached('m', keyOf(mdx, dependencies), { dependencies })],
      [linking.source.file, cached('d', keyOf(linking, []), { attachments: [attachment] })],
    ]);
    const unchanged = planMarkdown({ previous, current: [mdx, linking], keyOf, attachmentMoved: () => false });
    assert.equal(unchanged.stale, [], 'nothing changed: nothing renders');
    writeFileSync(component, 'export const Card = 2;');
    const moved = (a: { path: string }) => a.path === attachment.path;
    const plan = planMarkdown({ previous, current: [mdx, linking], keyOf, attachmentMoved: moved });
    assert.equal(plan.reasons, [
      'docs/card.mdx: a file it imports changed',
      'docs/download.md: a file it links to changed',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

markdown.run();

const routes = suite('planRoutes');

const route = (path: string) => ({ path, kind: 'doc' }) as unknown as Route;
const written = (file: string) => ({ file, chunkFile: file.replace(/html$/, 'json') }) as WrittenPage;

routes('renders new routes, routes whose inputs changed and routes whose files left the output', () => {
  const [home, faq, intro, gone] = ['/', '/docs/faq', '/docs/intro', '/docs/gone'].map(route);
  const previous = new Map([
    ['/', { key: 'home', page: written('index.html') }],
    ['/docs/faq', { key: 'faq 1', page: written('docs/faq/index.html') }],
    ['/docs/gone', { key: 'gone', page: written('docs/gone/index.html') }],
  ]);
  const keys = new Map([
    [home, 'home'],
    [faq, 'faq 2'],
    [intro, 'intro'],
    [gone, 'gone'],
  ]);
  const output = { has: (file: string) => !file.startsWith('docs/gone/') };
  const plan = planRoutes({ previous, current: [home, faq, intro, gone], keys, output });
  assert.equal(plan.stale, [faq, intro, gone]);
  assert.equal(plan.reasons, [
    '/docs/faq: what it shows changed (its page, sidebar, templates or the config)',
    '/docs/intro: a new route',
    '/docs/gone: its files are no longer in the output',
  ]);
});

routes.run();

const links = suite('planLinkCheck');

const page = (file: string, anchors: string[] = []) =>
  ({ file, targets: [], anchors: new Set(anchors) }) as CheckablePage;

links('checks the pages rendered anew and those that had broken links, when nothing moved', () => {
  const [a, b, c] = ['a.html', 'b.html', 'c.html'].map((file) => page(file));
  const anchors = new Map([
    ['a.html', 'ka'],
    ['b.html', 'kb'],
    ['c.html', 'kc'],
  ]);
  const previous = { files: ['a.html', 'b.html', 'c.html'], anchors, broken: [{ page: 'c.html' }] } as never;
  const current = { pages: [a, b, c], files: new Set(['a.html', 'b.html', 'c.html', 'd.png']), fresh: new Set([a]) };
  const plan = planLinkCheck({ previous, current, anchors });
  assert.equal(plan.stale, [a, c]);
  assert.equal(plan.reasons, ['a.html: rendered anew', 'c.html: had broken links']);
});

links('checks every page when a file is gone or a page rendered anew has other anchors', () => {
  const [a, b] = ['a.html', 'b.html'].map((file) => page(file));
  const anchors = new Map([
    ['a.html', 'ka'],
    ['b.html', 'kb'],
  ]);
  const previous = { files: ['a.html', 'b.html', 'old.png'], anchors, broken: [] } as never;
  const current = { pages: [a, b], files: new Set(['a.html', 'b.html']), fresh: new Set([a]) };
  assert.equal(planLinkCheck({ previous, current, anchors }).reasons, ['every page: old.png is gone']);
  const moved = new Map([...anchors, ['a.html', 'ka2']]);
  const withFiles = { ...current, files: new Set(['a.html', 'b.html', 'old.png']) };
  const plan = planLinkCheck({ previous, current: withFiles, anchors: moved });
  assert.equal(plan.stale, [a, b]);
  assert.equal(plan.reasons, ['every page: the anchors of a.html changed']);
  assert.equal(planLinkCheck({ previous: null, current, anchors }).reasons, ['every page: no earlier link check']);
});

links.run();
