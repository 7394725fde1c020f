// shiki's notation comments in code blocks: what they mark, what is left of them, and the remembered lines around them.
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCodeHighlighter } from '../../src/markdown/highlight/index.js';
import { createMarkdownRenderer } from '../../src/markdown/renderer.js';
import type { MarkdownOptions } from '../../src/markdown/types.js';

const renderMarkdown = createMarkdownRenderer(createCodeHighlighter());
const options: MarkdownOptions = { withBase: (path) => path, resolveMarkdownLink: () => null, resolveFile: () => null };

async function codeLines(markdown: string) {
  const { html } = await renderMarkdown(markdown, options);
  const $ = cheerio.load(html);
  return $('pre code > .line')
    .map((_, line) => ({
      text: $(line).text(),
      classes: $(line).attr('class')!,
      words: $(line).find('.highlighted-word').length,
    }))
    .get();
}

const notation = suite('notation comments');

notation('mark their lines with the classes they name, and leave the code without them', async () => {
  const lines = await codeLines(
    [
      '```js',
      'const port = 3000; // [!code --]',
      'const port = 8080; // [!code ++]',
      'start(port); // [!code focus]',
      'retry(); // [!code highlight]',
      'fail(); // [!code error]',
      'slow(); // [!code warning]',
      'done();',
      '```',
    ].join('\n'),
  );
  assert.equal(
    lines.map((line) => line.classes),
    [
      'line diff remove',
      'line diff add',
      'line focused',
      'line highlighted',
      'line highlighted error',
      'line highlighted warning',
      'line',
    ],
  );
  assert.equal(
    lines.map((line) => line.text.trimEnd()),
    ['const port = 3000;', 'const port = 8080;', 'start(port);', 'retry();', 'fail();', 'slow();', 'done();'],
  );
});

notation('a notation alone on its line marks the next line, and its own line goes', async () => {
  const lines = await codeLines('```python\n# [!code focus]\nimport os\nprint(os.name)\n```');
  assert.equal(lines, [
    { text: 'import os', classes: 'line focused', words: 0 },
    { text: 'print(os.name)', classes: 'line', words: 0 },
  ]);
});

notation('[!code word:…] marks each use of the word in the lines after it', async () => {
  const lines = await codeLines('```ts\n// [!code word:config]\nconst config = load();\nuse(config, other);\n```');
  assert.equal(
    lines.map((line) => [line.text, line.words]),
    [
      ['const config = load();', 1],
      ['use(config, other);', 1],
    ],
  );
});

notation(
  '{2} counts the lines as shown, once the notation lines are gone, and an escaped notation shows as written',
  async () => {
    const lines = await codeLines('```js {2}\n// [!code focus]\nfirst();\nsecond();\nshow(); // [\\!code ++]\n```');
    assert.equal(
      lines.map((line) => line.classes),
      ['line focused', 'line highlighted', 'line'],
    );
    assert.is(lines[2].text, 'show(); // [!code ++]');
  },
);

notation('a line is marked only where its own block asks, whichever block the highlighter saw first', async () => {
  const notated = '```js\nconst a = 1; // [!code ++]\nconst b = 2;\n```';
  const plain = '```js\nconst a = 1;\nconst b = 2;\n```';
  for (const order of [
    [notated, plain],
    [plain, notated],
  ]) {
    const highlighter = createCodeHighlighter();
    const render = createMarkdownRenderer(highlighter);
    const pages: string[] = [];
    for (const markdown of [...order, ...order]) pages.push((await render(markdown, options)).html);
    assert.is(pages[0], pages[2], 'the same block comes out the same the second time');
    assert.is(pages[1], pages[3]);
    const [notatedHtml, plainHtml] = order[0] === notated ? [pages[0], pages[1]] : [pages[1], pages[0]];
    assert.match(notatedHtml, 'class="line diff add"');
    assert.not.match(notatedHtml, '[!code');
    assert.not.match(plainHtml, 'diff');
    // The line the notation block left alone is the plain block's line, tokens and all.
    const secondLine = (html: string) => cheerio.load(html)('pre code > .line').eq(1).prop('outerHTML');
    assert.is(secondLine(notatedHtml), secondLine(plainHtml));
    highlighter.dispose();
  }
});

notation.run();
