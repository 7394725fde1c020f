// The identify and markdown stages on a small site, called as the pipeline calls them: plain inputs, and threads that
// the stage only knows as a function, which here either declines (the stage renders itself) or does the work.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/config/resolve.js';
import { createContext } from '../../src/create-context.js';
import type { GitDates } from '../../src/content/git.js';
import { identifySources } from '../../src/content/identify.js';
import { pagesFromMarkdown, type MarkdownThreads } from '../../src/content/markdown-pages.js';
import { pageFromMarkdown } from '../../src/content/page-from-markdown.js';
import type { IdentifiedPage, Page } from '../../src/content/page.js';
import { scanContent } from '../../src/content/scan.js';
import { createLogger } from '../../src/log.js';
import type { SpilledTexts } from '../../src/scratch.js';
import { fixturesDir } from '../helpers/site.js';

const noGit: GitDates = { available: false, reason: 'not a repository' };

async function minimalSite() {
  const config = await loadConfig(path.join(fixturesDir, 'minimal'));
  const ctx = await createContext(config, { log: createLogger({ quiet: true }), mode: 'build' });
  const sources = await identifySources(await scanContent(config), noGit, ctx, { hashTexts: true });
  return { ctx, sources };
}

/** Search text kept by key, as the threads' scratch file keeps it. */
function keptTexts(): SpilledTexts & { texts: Map<string, string> } {
  const texts = new Map<string, string>();
  return { texts, set: (key, text) => void texts.set(key, text), place: () => undefined };
}

const stage = suite('the markdown stage');

stage('identifies every source with its route and a hash of its text', async () => {
  const { sources } = await minimalSite();
  const byPath = new Map(sources.published.map((page) => [page.source.relPath, page]));
  assert.equal([...byPath.keys()].sort(), [
    'content/blog/2024-05-01-hello.md',
    'content/docs/guide.md',
    'content/docs/intro.md',
  ]);
  assert.is(byPath.get('content/docs/intro.md')!.permalink, '/docs/intro');
  assert.ok(sources.published.every((page) => page.textHash.length > 0));
  assert.is(sources.lookups.routeOfFile.get(byPath.get('content/docs/guide.md')!.source.file), '/docs/guide');
});

stage('renders the pages itself when the threads decline, rewriting links between Markdown files', async () => {
  const { ctx, sources } = await minimalSite();
  const declined: IdentifiedPage[][] = [];
  const threads: MarkdownThreads = {
    map: async (pages) => (declined.push(pages), null),
    searchText: keptTexts(),
  };
  const pages = await pagesFromMarkdown(sources.published, sources.lookups, ctx, { threads, wholeSite: false });
  assert.is(declined.length, 1, 'the threads were offered the pages once');
  assert.equal(
    pages.map((page) => page.source.relPath),
    sources.published.map((page) => page.source.relPath),
  );
  const intro = pages.find((page) => page.source.relPath === 'content/docs/intro.md')!;
  assert.match(intro.html, /<a href="\/docs\/guide">guide<\/a>/);
  assert.ok(intro.sectionsJson.length > 0, 'a page rendered in part keeps its search text');
});

stage('takes the pages the threads rendered, and keeps a whole site’s search text out of the pages', async () => {
  const { ctx, sources } = await minimalSite();
  const searchText = keptTexts();
  const threads: MarkdownThreads = {
    // What a worker does with its share, done here: the stage cannot tell the difference.
    map: async (pages, shared, options) =>
      Promise.all(pages.map(async (page) => options!.onResult!(await pageFromMarkdown(page, ctx, shared)))) as Promise<
        Page[]
      >,
    searchText,
  };
  const pages = await pagesFromMarkdown(sources.published, sources.lookups, ctx, { threads, wholeSite: true });
  assert.is(pages.length, sources.published.length);
  for (const page of pages) {
    assert.is(page.sectionsJson, '', `${page.source.relPath}: its search text left the page`);
    assert.match(searchText.texts.get(page.source.file)!, /^\[\[/, `${page.source.relPath}: its search text was kept`);
  }
});

stage.run();
