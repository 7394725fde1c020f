import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { nameAt } from '../content/text.js';

/** The targets a page links to and the anchors it offers. */
export interface PageLinks {
  /** Every link target, as written in the HTML, in document order. */
  targets: string[];
  /** Every `id` and `a[name]` on the page. */
  anchors: Set<string>;
}

/** Elements whose attribute names a resource the browser loads or a reader follows. */
const linkAttribute: Record<string, 'href' | 'src'> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  script: 'src',
  source: 'src',
  iframe: 'src',
  video: 'src',
  audio: 'src',
};

/** The attributes a link check reads; every other attribute is skipped. */
const readAttributeNames = ['id', 'name', 'href', 'src', 'srcset', 'rel'] as const;
type ReadAttribute = (typeof readAttributeNames)[number];
type Attributes = Partial<Record<ReadAttribute, string>>;

/** Elements whose content is raw text up to their end tag, where `<a href>` is no link. */
const rawTextTags = ['script', 'style', 'title', 'textarea', 'xmp'] as const;
const rawTextEnd = new Map(rawTextTags.map((tag) => [tag, new RegExp(`</${tag}[\\t\\n\\f\\r >]`, 'gi')]));

/** Reads the links and anchors of a built page, by its path inside the site folder `root`. */
export function readPageLinks(root: string, file: string): PageLinks {
  // Read in turn: a worker has nothing else to do meanwhile, and each asynchronous read costs four round trips.
  return extractLinks(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * Reads a page's links and anchors as htmlparser2's tokenizer (the one cheerio parses with) finds them: comments,
 * declarations and raw-text elements hide links; names are compared in lower case; the first of a repeated
 * attribute counts; values have their entities decoded; a tag the page never closes is no element. It jumps from
 * one `<` to the next and looks only at tags, rather than visiting every character.
 */
export function extractLinks(html: string): PageLinks {
  const links: PageLinks = { targets: [], anchors: new Set() };
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at)) at = readMarkup(html, at + 1, links);
  return links;
}

/** Reads the markup that starts after a `<` at `at`; returns where text resumes. */
function readMarkup(html: string, at: number, links: PageLinks): number {
  const c = html.charCodeAt(at);
  if (isAsciiLetter(c)) return readStartTag(html, at, links);
  if (c === slash) return skipEndTag(html, at + 1);
  if (c === bang) return skipDeclaration(html, at + 1);
  if (c === question) return after(html, '>', at + 1);
  // Not markup: the `<` is text, and the character after it is read again as text.
  return at;
}

function readStartTag(html: string, at: number, links: PageLinks): number {
  let end = at + 1;
  while (end < html.length && !endsTagSection(html.charCodeAt(end))) end++;
  // Most tags carry none of the read attributes: their name is only looked at when one does, or to find raw text.
  const tag = () => html.slice(at, end).toLowerCase();
  let attributes: Attributes | null = null;
  let i = end;
  for (;;) {
    i = skipWhitespace(html, i);
    if (i >= html.length) return html.length;
    const c = html.charCodeAt(i);
    if (c === greaterThan) {
      const rawTextTag = nameAt(html, at, end, rawTextTags);
      const rawText = rawTextTag && rawTextEnd.get(rawTextTag);
      if (attributes) readElement(tag(), attributes, links);
      return rawText ? skipRawText(html, i + 1, rawText) : i + 1;
    }
    if (c === slash) {
      i = skipWhitespace(html, i + 1);
      if (i >= html.length) return html.length;
      // `/>` closes the tag: a self-closed `<script/>` has no raw text after it.
      if (html.charCodeAt(i) === greaterThan) {
        if (attributes) readElement(tag(), attributes, links);
        return i + 1;
      }
      continue;
    }
    // An attribute's name: its first character may be anything else, even `=`.
    const nameStart = i;
    i++;
    while (i < html.length && !endsAttributeName(html.charCodeAt(i))) i++;
    const name = nameAt(html, nameStart, i, readAttributeNames);
    const read = name && attributes?.[name] === undefined ? name : null;
    i = skipWhitespace(html, i);
    if (i >= html.length) return html.length;
    if (html.charCodeAt(i) !== equals) {
      if (read) (attributes ??= {})[read] = '';
      continue;
    }
    i = skipWhitespace(html, i + 1);
    if (i >= html.length) return html.length;
    const quote = html.charCodeAt(i);
    let valueStart = i;
    let valueEnd: number;
    if (quote === doubleQuote || quote === singleQuote) {
      valueStart = i + 1;
      valueEnd = html.indexOf(quote === doubleQuote ? '"' : "'", valueStart);
      if (valueEnd === -1) return html.length;
      i = valueEnd + 1;
    } else {
      while (i < html.length && !endsUnquotedValue(html.charCodeAt(i))) i++;
      if (i >= html.length) return html.length;
      valueEnd = i;
    }
    if (read) {
      const value = html.slice(valueStart, valueEnd);
      (attributes ??= {})[read] = value.includes('&') ? decodeHTMLAttribute(value) : value;
    }
  }
}

function readElement(tag: string, attributes: Attributes, { targets, anchors }: PageLinks): void {
  if (attributes.id) anchors.add(attributes.id);
  if (tag === 'a' && attributes.name) anchors.add(attributes.name);
  const attribute = linkAttribute[tag];
  const target = attribute && attributes[attribute];
  // preconnect and dns-prefetch hints name origins, not documents.
  if (target !== undefined && !(tag === 'link' && /preconnect|dns-prefetch/.test(attributes.rel ?? ''))) targets.push(target);
  if (attributes.srcset && (tag === 'img' || tag === 'source')) {
    for (const candidate of attributes.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) targets.push(url);
    }
  }
}

/** From after `</`: the end tag runs to the next `>`, quotes or not; `</>` is nothing. */
function skipEndTag(html: string, at: number): number {
  const i = skipWhitespace(html, at);
  if (i >= html.length) return html.length;
  return html.charCodeAt(i) === greaterThan ? i + 1 : after(html, '>', i + 1);
}

/** From after `<!`: a comment to `-->` (which may reuse the opening dashes), CDATA to `]]>`, anything else to `>`. */
function skipDeclaration(html: string, at: number): number {
  const c = html.charCodeAt(at);
  if (c === dash) return html.charCodeAt(at + 1) === dash ? after(html, '-->', at) : after(html, '>', at + 2);
  // Short of a whole `CDATA[`, a declaration: what matched of it holds no `>`, so the search can start after `[`.
  if (c === openBracket) return html.startsWith('CDATA[', at + 1) ? after(html, ']]>', at + 7) : after(html, '>', at + 1);
  return after(html, '>', at + 1);
}

function skipRawText(html: string, at: number, end: RegExp): number {
  end.lastIndex = at;
  const match = end.exec(html);
  if (!match) return html.length;
  const last = match.index + match[0].length - 1;
  return html.charCodeAt(last) === greaterThan ? last + 1 : after(html, '>', last);
}

/** The position just past the next `text` from `from`, or the end of the page. */
function after(html: string, text: string, from: number): number {
  const i = html.indexOf(text, from);
  return i === -1 ? html.length : i + text.length;
}

function skipWhitespace(html: string, at: number): number {
  while (at < html.length && isWhitespace(html.charCodeAt(at))) at++;
  return at;
}

const [tab, newline, formFeed, carriageReturn, space] = [9, 10, 12, 13, 32];
const [bang, doubleQuote, singleQuote, dash, slash, equals, greaterThan, question, openBracket] = [33, 34, 39, 45, 47, 61, 62, 63, 91];
// Each test first rules out the characters above its own, which is what almost every character of a tag is.
const isWhitespace = (c: number) => c <= space && (c === space || c === newline || c === tab || c === formFeed || c === carriageReturn);
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const endsTagSection = (c: number) => c <= greaterThan && (c === slash || c === greaterThan || isWhitespace(c));
const endsAttributeName = (c: number) => c <= greaterThan && (c === equals || endsTagSection(c));
const endsUnquotedValue = (c: number) => c <= greaterThan && (c === greaterThan || isWhitespace(c));
