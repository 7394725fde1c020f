// `$…$` and `$$…$$` in Markdown, rendered with KaTeX: the renderer given plain strings.
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitegenError } from '../../src/errors.js';
import { createCodeHighlighter } from '../../src/markdown/highlight/index.js';
import { createMarkdownRenderer } from '../../src/markdown/renderer.js';
import type { MarkdownOptions } from '../../src/markdown/types.js';
import { scanMdx } from '../../src/mdx/scan.js';

const highlighter = createCodeHighlighter();
const withMath = createMarkdownRenderer(highlighter, [], { math: true });
const withoutMath = createMarkdownRenderer(highlighter);

const options: MarkdownOptions = {
  withBase: (path) => path,
  resolveMarkdownLink: () => null,
  resolveFile: () => null,
};

/** The page's HTML, its formulas by the TeX KaTeX was given, and the text around them. */
async function render(markdown: string, renderer = withMath) {
  const result = await renderer(markdown, { ...options, firstLine: 1 });
  const $ = cheerio.load(result.html);
  const formulas = $('.katex')
    .map((_, element) => ({
      tex: $(element).find('annotation[encoding="application/x-tex"]').text(),
      display: $(element).parent().is('.katex-display'),
    }))
    .get();
  $('.katex').replaceWith('[math]');
  return { ...result, $, formulas, text: $.root().text().replace(/\s+/g, ' ').trim() };
}

/** The error rendering `markdown` fails with, its Markdown starting on line `firstLine`. */
async function failure(markdown: string, firstLine = 1): Promise<SitegenError> {
  try {
    await withMath(markdown, { ...options, firstLine });
  } catch (error) {
    assert.instance(error, SitegenError);
    return error as SitegenError;
  }
  assert.unreachable('the Markdown rendered');
  throw new Error('unreachable');
}

const inline = suite('math: $…$ in text');

inline('a formula between single dollars is drawn by KaTeX, as HTML and as MathML for screen readers', async () => {
  const page = await render('The energy $E = mc^2$ of a body.');
  assert.equal(page.formulas, [{ tex: 'E = mc^2', display: false }]);
  assert.is(page.text, 'The energy [math] of a body.');
  assert.is(page.$('math').length, 0, 'the formulas were replaced above, MathML and all');
  const again = await withMath('$x^2$', options);
  const $ = cheerio.load(again.html);
  assert.is($('.katex .katex-mathml math msup').length, 1, 'MathML for screen readers');
  assert.is($('.katex .katex-html[aria-hidden="true"]').length, 1, 'the drawing, hidden from them');
  assert.ok(again.math, 'the page says it has math');
});

inline('runs of dollars pair up as backticks do: $$…$$ in text is a formula in its line', async () => {
  const page = await render('Both $$a + b$$ and $$ c $$ and $$\\text{if $x$}$$ are inline.');
  assert.equal(
    page.formulas.map((f) => [f.tex, f.display]),
    [
      ['a + b', false],
      ['c', false],
      ['\\text{if $x$}', false],
    ],
  );
});

inline(
  'prices stay text: a space after the opening dollar or before the closing one, or a digit after it',
  async () => {
    for (const prose of [
      'A ticket costs $5 and a season pass $10.',
      'Between $5-$10 a day.',
      'It costs $ 5 and $ 10.',
      'From $x$5 on.',
      'Costs $10 (see `$PRICE`).',
    ]) {
      const page = await render(prose);
      assert.equal(page.formulas, [], prose);
      assert.not.ok(page.math, prose);
      assert.is(page.text, prose.replace(/`/g, ''), prose);
    }
  },
);

inline('\\$ is a dollar sign, and a formula may hold one', async () => {
  const page = await render('A \\$5 bill and $\\$ + x$.');
  assert.equal(page.formulas, [{ tex: '\\$ + x', display: false }]);
  assert.is(page.text, 'A $5 bill and [math].');
});

inline('code spans and code blocks keep their dollars', async () => {
  const page = await render('Run `echo $x$` here.\n\n```sh\necho $HOME $y$\n```\n');
  assert.equal(page.formulas, []);
  assert.is(page.$('code').first().text(), 'echo $x$');
  assert.match(page.$('pre').text(), 'echo $HOME $y$');
});

inline('emphasis around a formula holds it whole, whatever stars its TeX has', async () => {
  const page = await render('*see $a*b$ here*');
  assert.equal(page.formulas, [{ tex: 'a*b', display: false }]);
  assert.is(page.$('em').length, 1);
  assert.is(page.$('em').text(), 'see [math] here');
});

inline('a heading with a formula is named by its TeX', async () => {
  const page = await render('## The $x$ axis\n');
  assert.equal(
    page.headings.map((h) => [h.id, h.text]),
    [['the-x-axis', 'The x axis']],
  );
  assert.is(page.formulas.length, 1);
});

inline('without markdown.math a dollar is text', async () => {
  const page = await render('The energy $E = mc^2$.\n\n$$\nx\n$$\n', withoutMath);
  assert.equal(page.formulas, []);
  assert.not.ok(page.math);
  assert.is(page.text, 'The energy $E = mc^2$. $$ x $$');
});

inline.run();

const display = suite('math: $$ blocks');

display('$$ on lines of their own makes a formula shown as a block, as in Docusaurus', async () => {
  const page = await render('Before:\n$$\n\\int_0^1 x^2 \\, dx\n  = \\frac{1}{3}\n$$\nAfter.\n');
  assert.equal(page.formulas, [{ tex: '\\int_0^1 x^2 \\, dx\n  = \\frac{1}{3}', display: true }]);
  assert.equal(
    page
      .$('p')
      .map((_, p) => page.$(p).text())
      .get(),
    ['Before:', 'After.'],
    'the block cuts the paragraph, as a code fence does',
  );
});

display('inside lists and quotes, and an unclosed block running to the end', async () => {
  const page = await render('- item\n\n  $$\n  a\n  $$\n\n> $$\n> b\n> $$\n\n$$\nc\n');
  assert.equal(
    page.formulas.map((f) => [f.tex, f.display]),
    [
      ['a', true],
      ['b', true],
      ['c', true],
    ],
  );
  assert.is(page.$('li .katex-display').length, 1);
  assert.is(page.$('blockquote .katex-display').length, 1);
});

display('$$x$$ on a line of its own is a formula in a paragraph, as remark-math reads it', async () => {
  const page = await render('$$x$$\n');
  assert.equal(page.formulas, [{ tex: 'x', display: false }]);
});

display.run();

const errors = suite('math: formulas KaTeX cannot read');

errors('a bad formula in text is an error at its line, with KaTeX’s message and a hint', async () => {
  const error = await failure('Intro.\n\nThe ratio $\\frac{1}{$ is wrong.\n', 10);
  assert.is(error.line, 12);
  assert.match(error.message, 'KaTeX cannot render the formula `\\frac{1}{`');
  assert.match(error.message, /expected '\}'/i);
  assert.match(error.hint!, 'katex.org');
  assert.match(error.hint!, '\\$');
});

errors('in a block, the line of the formula where KaTeX stopped', async () => {
  const error = await failure('Intro.\n\n$$\na + b\n  + \\nosuch\n$$\n', 3);
  assert.is(error.line, 7);
  assert.match(error.message, 'Undefined control sequence: \\nosuch');
});

errors.run();

const mdx = suite('math: in MDX');

mdx('braces and angle brackets of a formula are TeX, not JSX', () => {
  const source = 'export const n = 4;\n\nIt has {n} sides: $\\frac{a}{b} < c$.\n\n$$\n\\{ x \\mid x^{2} < 1 \\}\n$$\n';
  const scanned = scanMdx(source, 'page.mdx', 1, { math: true });
  assert.equal(
    scanned.pieces.map((piece) => piece.code),
    ['{n}'],
  );
  assert.match(scanned.markdown, '$\\frac{a}{b} < c$');
  assert.match(scanned.markdown, '$$\n\\{ x \\mid x^{2} < 1 \\}\n$$');
  const plain = scanMdx('It has $\\frac{a}{b}$.\n', 'page.mdx', 1);
  assert.equal(
    plain.pieces.map((piece) => piece.code),
    ['{a}', '{b}'],
    'without math, braces are expressions',
  );
});

mdx.run();
