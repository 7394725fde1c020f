// Splits an MDX document into Markdown, JSX and ESM. This is a lexical scanner: it finds where each tag, expression
// and import ends, respecting code fences, code spans, strings and braces; esbuild parses what it finds.
import { SitegenError } from '../errors.js';
import { displayMathEnd, skipInlineFormula } from '../markdown/math.js';
import { inlinePiece } from '../markdown/plain-text.js';
import { checkEsm } from './esm.js';
import { readExpression, readTag, skipCodeSpan } from './read-jsx.js';

/** A JSX tag or `{expression}` found in the Markdown, copied as written into the page's module. */
export interface JsxPiece {
  code: string;
  /** 1-based line of the file it starts on. */
  line: number;
  /** True when it stands on a line of its own, outside any paragraph. */
  block: boolean;
  /** Set on the first and last pieces of a line that starts and ends with JSX (`<Tab>text</Tab>`): its paragraph is dropped. */
  bracket?: 'start' | 'end';
}

/** An `import` or `export` block, which ends at a blank line as in MDX. */
export interface EsmBlock {
  code: string;
  line: number;
}

export interface ScannedMdx {
  /** The Markdown with each JSX piece n replaced: `<!--\uE000n-->` for a block piece, `\uE000n\uE001` inline. */
  markdown: string;
  pieces: JsxPiece[];
  esm: EsmBlock[];
}

const blockPlaceholder = (n: number) => `<!--\uE000${n}-->`;
/** Either placeholder in rendered HTML, with the piece's number in group 1 (block, with its line break) or 2 (inline). */
export const placeholderPattern = /<!--\uE000(\d+)-->\n?|\uE000(\d+)\uE001/g;

const fencePattern = /^([ \t]*)(`{3,}|~{3,})/;
const esmStart = /^(?:import|export)(?=[\s{*])/;
/**
 * A line after which ESM may start a block, as in MDX, where it cannot continue a paragraph: a blank line, a
 * heading, a tag alone on its line, or the end of an HTML comment, which Docusaurus's MDX drops.
 */
const flowEnd = /^$|^#{1,6}(?:\s|$)|^<\/?[A-Za-z][^<>]*>$|-->$/;
const endsFlow = (line: string) => flowEnd.test(line.trim());

// A fence line, or what only JSX or ESM starts with: a capitalised tag, `<>`, an attribute given an expression
// (`<img src={…}>`), `import`/`export` at a line's start, `{/*`. Lines are found by their line break rather than `^`:
// every alternative then starts with a character the engine can look for.
const jsxSignal = /[\n\r][ \t]*(`{3,}|~{3,})|<[A-Z>]|=\{|[\n\r](?:import|export)[\s{*]|\{\/\*/g;

/**
 * Whether a document may hold JSX, imports or MDX comments outside its code fences: one pass of one regular
 * expression, so that plain Markdown pays next to nothing for the MDX path.
 */
export function mayHoldJsx(markdown: string): boolean {
  // A line break first, for the first line to start with one as the others do.
  const text = `\n${markdown}`;
  let fence: string | null = null;
  jsxSignal.lastIndex = 0;
  for (let match = jsxSignal.exec(text); match; match = jsxSignal.exec(text)) {
    const marker = match[1];
    if (marker === undefined) {
      if (fence === null && !inCodeSpan(text, match.index)) return true;
    } else if (fence === null) fence = marker;
    else if (
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      /^[ \t]*[`~]+[ \t]*\r?$/.test(text.slice(match.index + 1, text.indexOf('\n', match.index + 1) >>> 0))
    )
      fence = null;
  }
  return false;
}

/** Whether `index` falls in a code span of its line (`<X>` in `` `Values.<X>HookID` ``): an odd number of backticks precede it. */
function inCodeSpan(markdown: string, index: number): boolean {
  let ticks = 0;
  for (let i = markdown.lastIndexOf('\n', index) + 1; i < index; i++) if (markdown.charCodeAt(i) === 96) ticks++;
  return ticks % 2 === 1;
}

/**
 * Splits `source` (a page's body, starting on line `firstLine` of `file`) into Markdown with placeholders, JSX pieces
 * and ESM blocks. With `math`, formulas are passed over as code is: their braces are TeX.
 */
export function scanMdx(source: string, file: string, firstLine: number, { math = false } = {}): ScannedMdx {
  const pieces: JsxPiece[] = [];
  const esm: EsmBlock[] = [];
  const out: string[] = [];
  // Lines of Markdown inside a JSX element: indented as the JSX is, so they are dedented to read as Markdown.
  const nested: boolean[] = [];
  const open: string[] = [];
  // The line each element in `open` was opened on.
  const openedOn: number[] = [];
  const lines = source.split('\n');
  const lineStarts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += lines[i].length + 1, i++) lineStarts.push(at);
  const lineAt = (index: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  let l = 0;
  while (l < lines.length) {
    const text = lines[l];
    const fence = fencePattern.exec(text);
    const formula = math && !fence ? displayMathEnd(source, lineStarts[l]) : -1;
    // Code blocks and formulas are Markdown as they are: nothing in them is JSX.
    const verbatimEnd = fence ? closingFenceLine(lines, l, fence[2]) : formula >= 0 ? lineAt(formula - 1) : -1;
    if (verbatimEnd >= 0) {
      for (let k = l; k <= Math.min(verbatimEnd, lines.length - 1); k++) {
        out.push(lines[k]);
        nested.push(open.length > 0);
      }
      l = verbatimEnd + 1;
      continue;
    }
    // ESM inside an element (`<TabItem>` then an import) belongs to the module all the same, as in MDX.
    if (esmStart.test(text) && (l === 0 || endsFlow(lines[l - 1]))) {
      let end = l;
      while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
      const code = lines.slice(l, end + 1).join('\n');
      checkEsm(code, file, firstLine + l);
      esm.push({ code, line: firstLine + l });
      for (let k = l; k <= end; k++) {
        out.push('');
        nested.push(false);
      }
      l = end + 1;
      continue;
    }

    // One logical line: a tag or expression may run over several lines.
    const start = lineStarts[l];
    const segments: Array<{ text: string } | { piece: Omit<JsxPiece, 'block'> }> = [];
    let textStart = start;
    let i = start;
    const insideAtStart = open.length > 0;
    while (i < source.length && source[i] !== '\n') {
      const c = source[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '`') {
        i = skipCodeSpan(source, i);
        continue;
      }
      if (math && c === '$') {
        i = skipInlineFormula(source, i);
        continue;
      }
      // An HTML comment is passed over as Docusaurus's MDX does (remark-comment): its braces and tags are not JSX.
      if (source.startsWith('<!--', i) && source.indexOf('-->', i + 4) >= 0) {
        i = source.indexOf('-->', i + 4) + 3;
        continue;
      }
      const item =
        c === '<' ? readTag(source, i, open) : c === '{' && source[i + 1] !== '#' ? readExpression(source, i) : -1;
      if (item < 0) {
        i++;
        continue;
      }
      if (i > textStart) segments.push({ text: source.slice(textStart, i) });
      segments.push({ piece: { code: source.slice(i, item), line: firstLine + lineAt(i) } });
      while (openedOn.length < open.length) openedOn.push(firstLine + lineAt(i));
      openedOn.length = open.length;
      i = textStart = item;
    }
    if (i > textStart) segments.push({ text: source.slice(textStart, i) });
    const endLine = lineAt(Math.min(i, source.length - 1));
    const spanned = Math.max(endLine, l) - l + 1;
    const block = segments.some((s) => 'piece' in s) && segments.every((s) => 'piece' in s || s.text.trim() === '');
    const meaningful = segments.filter((s) => !('text' in s) || s.text.trim() !== '');
    const first = meaningful[0];
    const last = meaningful[meaningful.length - 1];
    const bracketed = !block && meaningful.length > 2 && 'piece' in first && 'piece' in last;
    let line = '';
    for (const segment of segments) {
      if ('text' in segment) line += block ? '' : segment.text;
      else {
        pieces.push({
          ...segment.piece,
          block,
          ...(bracketed && segment === first
            ? { bracket: 'start' as const }
            : bracketed && segment === last
              ? { bracket: 'end' as const }
              : {}),
        });
        line += block ? blockPlaceholder(pieces.length - 1) : inlinePiece(pieces.length - 1);
      }
    }
    // The same number of lines as the source, so that a link's line is found where it was written; a comment's lines
    // are in `line` already.
    const entries = spanned - (line.split('\n').length - 1);
    out.push(line, ...Array<string>(entries - 1).fill(''));
    for (let k = 0; k < entries; k++) nested.push(insideAtStart && !block);
    l += spanned;
  }
  if (open.length > 0) {
    throw new SitegenError(`<${open[open.length - 1]}> is never closed`, {
      file,
      line: openedOn[open.length - 1],
      hint: `close it with </${open[open.length - 1]}>, or end the tag with />`,
    });
  }
  return {
    markdown: dedentNested(out, nested).join('\n'),
    pieces,
    esm: [...esm, ...npm2yarnImports(lines, esm, firstLine)],
  };
}

/**
 * The imports Docusaurus's npm2yarn plugin gives a page with an `npm2yarn` block, which draws as tabs: the page may
 * then name `Tabs` and `TabItem` without importing them. Those it imports itself are left as they are.
 */
function npm2yarnImports(lines: string[], esm: EsmBlock[], firstLine: number): EsmBlock[] {
  const at = lines.findIndex((line) => /^[ \t]*(?:`{3,}|~{3,})[^`]*\snpm2yarn(?:\s|$)/.test(line));
  if (at < 0) return [];
  const declared = (name: string) => esm.some((block) => new RegExp(`\\b${name}\\b`).test(block.code));
  return [
    ['Tabs', '@theme/Tabs'],
    ['TabItem', '@theme/TabItem'],
  ]
    .filter(([name]) => !declared(name))
    .map(([name, from]) => ({ code: `import ${name} from '${from}';`, line: firstLine + at }));
}

/** The line that closes the code fence opened by `marker` on line `l`, or the last line when none does. */
function closingFenceLine(lines: string[], l: number, marker: string): number {
  const closing = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
  let end = l + 1;
  while (end < lines.length && !closing.test(lines[end])) end++;
  return end;
}

/** Removes the common indentation of each run of Markdown lines inside JSX, as MDX reads them. */
function dedentNested(lines: string[], nested: boolean[]): string[] {
  let i = 0;
  while (i < lines.length) {
    if (!nested[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && nested[end]) end++;
    const indents = lines
      .slice(i, end)
      .filter((line) => line.trim() !== '')
      .map((line) => /^[ \t]*/.exec(line)![0].length);
    const strip = indents.length ? Math.min(...indents) : 0;
    for (let k = i; k < end; k++) lines[k] = lines[k].slice(Math.min(strip, /^[ \t]*/.exec(lines[k])![0].length));
    i = end;
  }
  return lines;
}
