// ```mermaid blocks with `markdown.mermaid`: the renderer given plain strings, and the markdown stage over the writing
// fixture, for the file and line of a diagram Mermaid cannot read and of a block left as code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/config/resolve.js';
import { pagesFromMarkdown } from '../../src/content/markdown-pages.js';
import { identifySources } from '../../src/content/identify.js';
import { scanContent } from '../../src/content/scan.js';
import { createContext } from '../../src/create-context.js';
import { SitegenError, SitegenErrors } from '../../src/errors.js';
import { createLogger } from '../../src/log.js';
import { createCodeHighlighter } from '../../src/markdown/highlight/index.js';
import { createMarkdownRenderer } from '../../src/markdown/renderer.js';
import type { MarkdownOptions } from '../../src/markdown/types.js';
import { copyFixture, fixturesDir, removeDir, writeSiteFile } from '../helpers/site.js';

const highlighter = createCodeHighlighter();
const settings = { theme: { light: 'default', dark: 'dark' }, options: {} };
const drawing = createMarkdownRenderer(highlighter, [], { mermaid: settings });
const notDrawing = createMarkdownRenderer(highlighter);
const options: MarkdownOptions = {
  withBase: (path) => `/base${path}`,
  resolveMarkdownLink: () => null,
  resolveFile: () => null,
};
const flowchart = '```mermaid\nflowchart LR\n  A[Write] --> B{"<script>alert(1)</script>"}\n```\n';

const blocks = suite('markdown: ```mermaid blocks');

blocks(
  'with markdown.mermaid, a block becomes its source, escaped, in a <pre> within the island that draws it',
  async () => {
    const rendered = await drawing(`# Flow\n\n${flowchart}`, { ...options, firstLine: 1 });
    const $ = cheerio.load(rendered.html);
    const island = $('sitegen-island');
    assert.is(island.length, 1);
    assert.match(island.attr('data-module')!, /^\/base\/assets\/mermaid-[0-9a-f]{10}\/diagrams\.js$/);
    assert.equal(JSON.parse(island.attr('data-props')!), settings);
    assert.is(island.children().length, 1);
    assert.is(island.find('pre.mermaid-diagram').text(), 'flowchart LR\n  A[Write] --> B{"<script>alert(1)</script>"}');
    assert.is($('script').length, 0, 'the source stays text: no element of it reaches the page');
    assert.not.match(rendered.html, '<script>');
    assert.is($('.code-block').length, 0, 'not highlighted as code');
    assert.ok(rendered.diagrams);
    assert.equal(rendered.diagramsAsCode, []);
  },
);

blocks('a page without a diagram says so, and its code blocks stay code', async () => {
  const rendered = await drawing('```js\nlet a = 1;\n```\n', { ...options, firstLine: 1 });
  assert.not.ok(rendered.diagrams);
  assert.not.match(rendered.html, 'sitegen-island');
});

blocks('without markdown.mermaid, a block stays code, and its line is given for a warning', async () => {
  const rendered = await notDrawing(`# Flow\n\nText.\n\n${flowchart}`, { ...options, firstLine: 4 });
  const $ = cheerio.load(rendered.html);
  assert.is($('sitegen-island').length, 0);
  assert.is($('.code-block code.language-mermaid').length, 1);
  assert.not.ok(rendered.diagrams);
  assert.equal(rendered.diagramsAsCode, [8]);
});

blocks('a diagram Mermaid cannot read fails at the line of its block, with Mermaid’s message', async () => {
  const broken = '# Flow\n\nText.\n\n```mermaid\nflowchart LR\n  A[Write --> B\n```\n';
  try {
    await drawing(broken, { ...options, firstLine: 3 });
    assert.unreachable('the diagram was accepted');
  } catch (error) {
    assert.instance(error, SitegenError);
    const { message, line, hint } = error as SitegenError;
    assert.is(line, 7);
    assert.match(message, /^Mermaid cannot read the diagram: .*Expecting .*near `/);
    assert.not.match(message, 'Parse error on line');
    assert.match(hint!, 'mermaid.js.org');
  }
});

blocks.run();

const stage = suite('the markdown stage: diagrams');

/** The writing fixture's pages, rendered by the markdown stage with `config` in place of its own. */
async function writingPages(edit: (root: string) => void) {
  const root = copyFixture('writing');
  try {
    edit(root);
    const config = await loadConfig(root);
    const ctx = await createContext(config, { log: createLogger({ quiet: true }), mode: 'build' });
    const sources = await identifySources(await scanContent(config), { available: false, reason: 'none' }, ctx, {
      hashTexts: true,
    });
    const threads = { map: async () => null, searchText: { set: () => undefined, place: () => undefined } };
    return await pagesFromMarkdown(sources.published, sources.lookups, ctx, { threads, wholeSite: false });
  } finally {
    removeDir(root);
  }
}

const config = (root: string) => path.join(root, 'site.config.ts');

stage('a diagram Mermaid cannot read is an error at its file and line', async () => {
  try {
    await writingPages((root) =>
      writeSiteFile(root, 'content/docs/intro.md', '# Prices\n\n```mermaid\nsequenceDiagram\n  A->>B hello\n```\n'),
    );
    assert.unreachable('the build went on');
  } catch (error) {
    const errors = error instanceof SitegenErrors ? error.errors : [error as SitegenError];
    assert.equal(
      errors.map((each) => `${each.file}:${each.line}`),
      ['content/docs/intro.md:3'],
    );
  }
});

stage('with markdown.mermaid off, each block warns at its file and line how to draw it', async () => {
  const pages = await writingPages((root) =>
    writeSiteFile(
      root,
      'site.config.ts',
      readFileSync(config(root), 'utf8').replace('mermaid: true', 'mermaid: false'),
    ),
  );
  const diagrams = pages.find((page) => page.source.relPath === 'content/docs/diagrams.md')!;
  assert.not.ok(diagrams.diagrams);
  const fences = readFileSync(path.join(fixturesDir, 'writing/content/docs/diagrams.md'), 'utf8')
    .split('\n')
    .flatMap((line, i) => (line === '```mermaid' ? [`content/docs/diagrams.md:${i + 1}`] : []));
  assert.is(fences.length, 2);
  assert.equal(
    diagrams.warnings.map((warning) => warning.split(': ')[0]),
    fences,
  );
  assert.match(diagrams.warnings[0], 'set `markdown: { mermaid: true }` in the config');
  assert.ok(
    pages.every((page) => page === diagrams || !page.warnings.some((warning) => warning.includes('mermaid'))),
    'no other page warns of a diagram',
  );
});

stage.run();
