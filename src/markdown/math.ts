import type { MarkedExtension, Token, TokenizerAndRendererExtension } from '../marked.js';

// `$…$` and `$$…$$` as remark-math reads them, the syntax Docusaurus sites use: a run of dollars opens a formula in
// text, which a run of as many closes, as code spans work with backticks; `$$` on a line of its own opens a block.
// A formula of one dollar follows Pandoc's rules too, as remark-math 3 did, so that prices stay text: no space after
// the opening dollar, none before the closing one, and no digit after it ("costs $5 and $10"); nor a backtick within.

/** A formula of a page: its TeX, and the HTML KaTeX makes of it before the page is parsed. */
export interface MathToken {
  type: 'inlineMath' | 'displayMath';
  raw: string;
  text: string;
  /** Lines from the start of `raw` to the start of the TeX. */
  texLine: number;
  html?: string;
}

const dollar = 36;
const backslash = 92;
const backtick = 96;

/**
 * The formula of text that starts at `at` of `src` and ends before `limit`, or null: `end` is where its closing
 * dollars end.
 */
export function inlineMathAt(src: string, at: number, limit = src.length): { end: number; tex: string } | null {
  const open = runEnd(src, at);
  const size = open - at;
  const single = size === 1;
  if (single && !/\S/.test(src.charAt(open))) return null;
  for (let i = open; i < limit; i++) {
    const c = src.charCodeAt(i);
    if (c === backslash) i++;
    // A code span's backtick ends a formula of one dollar before it starts: `$PATH` never closes "costs $10 (`$PATH`)".
    if (c === backtick && single) return null;
    if (c !== dollar) continue;
    const close = runEnd(src, i);
    if (single) {
      // Pandoc's rule: the first dollar closes, or nothing does.
      if (/\s/.test(src.charAt(i - 1)) || /[0-9]/.test(src.charAt(i + 1))) return null;
      return { end: i + 1, tex: src.slice(open, i) };
    }
    if (close - i === size) return { end: close, tex: src.slice(open, i) };
    i = close - 1;
  }
  return null;
}

const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (src) => {
    const at = src.indexOf('$');
    return at < 0 ? undefined : at;
  },
  tokenizer(src) {
    if (src.charCodeAt(0) !== dollar) return undefined;
    const found = inlineMathAt(src, 0);
    if (!found) {
      // The whole run of dollars is text: a later dollar of it must not open a formula.
      const run = src.slice(0, runEnd(src, 0));
      return { type: 'text', raw: run, text: run, escaped: false };
    }
    const raw = src.slice(0, found.end);
    const padded = found.tex.trim();
    const texStart = raw.indexOf(padded);
    return { type: 'inlineMath', raw, text: padded, texLine: newlines(raw.slice(0, texStart)) };
  },
  renderer: (token) => (token as MathToken).html ?? '',
};

// Sticky, as the admonitions' pattern: tried at the start of every block, it never searches the rest of the page.
const displayPattern =
  /^( {0,3})(\${2,})[^$\n]*(?:\n|$(?![\s\S]))([\s\S]*?)(?:^ {0,3}\2\$*[ \t]*(?:\n+|$(?![\s\S]))|$(?![\s\S]))/my;
const displayOpening = /^ {0,3}\${2,}[^$\n]*$/m;
const blankLine = /\n[ \t]*\n/g;

/** `$$` on a line of its own, the formula, and `$$` again: a block of its own, as a fenced code block is. */
const displayMath: TokenizerAndRendererExtension = {
  name: 'displayMath',
  level: 'block',
  // A block may cut a paragraph short, as a code fence does; looking no further than the paragraph's end spares
  // long pages a search to their end at every paragraph.
  start: (src) => {
    const paragraphEnd = src.indexOf('\n\n');
    return (paragraphEnd < 0 ? src : src.slice(0, paragraphEnd)).match(displayOpening)?.index;
  },
  tokenizer(src) {
    displayPattern.lastIndex = 0;
    const match = displayPattern.exec(src);
    if (!match) return undefined;
    const [raw, indent, , body] = match;
    const dedent = new RegExp(`^ {0,${indent.length}}`, 'gm');
    return { type: 'displayMath', raw, text: body.replace(/\n$/, '').replace(dedent, ''), texLine: 1 };
  },
  renderer: (token) => `${(token as MathToken).html ?? ''}\n`,
};

/**
 * Emphasis is matched over a mask of the text: the formulas are masked too, so that a `*` or `_` of TeX never
 * closes emphasis opened outside the formula.
 */
function maskFormulas(masked: string): string {
  if (!masked.includes('$')) return masked;
  let out = '';
  let from = 0;
  for (let at = masked.indexOf('$'); at !== -1;) {
    const found = inlineMathAt(masked, at);
    if (found) {
      out += masked.slice(from, at) + '$' + 'a'.repeat(found.end - at - 2) + '$';
      from = found.end;
    }
    at = masked.indexOf('$', found ? found.end : runEnd(masked, at));
  }
  return out + masked.slice(from);
}

/** Where a formula block that opens at `at` of `source` ends, its closing line's end, or -1 when none opens there. */
export function displayMathEnd(source: string, at: number): number {
  displayPattern.lastIndex = at;
  const match = displayPattern.exec(source);
  return match ? at + match[0].replace(/\n+$/, '').length : -1;
}

/**
 * Where text goes on after the dollars at `at`: after the formula they open, or after their run when they open
 * none. A formula runs on over lines, but never over a blank one, which ends a paragraph.
 */
export function skipInlineFormula(source: string, at: number): number {
  blankLine.lastIndex = at;
  const found = inlineMathAt(source, at, blankLine.exec(source)?.index ?? source.length);
  return found ? found.end : runEnd(source, at);
}

/** Where the run of dollars at `at` ends. */
function runEnd(src: string, at: number): number {
  let end = at;
  while (src.charCodeAt(end) === dollar) end++;
  return end;
}

/** The marked extension reading formulas, for the pages whose text holds a dollar. */
export const mathExtension: MarkedExtension = {
  extensions: [displayMath, inlineMath],
  hooks: { emStrongMask: maskFormulas },
};

/** Whether a token is a formula, for the walk that gathers a page's formulas before it is parsed. */
export function isMath(token: Token): token is Token & MathToken {
  return token.type === 'inlineMath' || token.type === 'displayMath';
}

function newlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
