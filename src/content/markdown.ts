import GithubSlugger from 'github-slugger';
import {
  Marked,
  Parser,
  Renderer,
  type MarkedExtension,
  type RendererObject,
  type Token,
  type Tokens,
  type TokenizerAndRendererExtension,
} from '../marked.js';
import { SitegenError } from '../errors.js';
import { applyMagicComments, parseCodeInfo } from './code-lines.js';
import {
  footnoteExtensions,
  footnotesHtml,
  markFootnoteReferences,
  newFootnoteState,
  type FootnoteState,
} from './footnotes.js';
import type { CodeHighlighter } from './highlight/index.js';
import { decodeEntities, escapeHtml } from './text.js';
import { takeCustomId } from './heading-ids.js';

/** A heading of a page, for its table of contents and for anchor checks. */
export interface Heading {
  depth: number;
  id: string;
  /** Plain text, for search and `title` attributes. */
  text: string;
  /** Inline HTML, e.g. with `<code>`, for the table of contents. */
  html: string;
}

/** A link written in Markdown, with where it was written and what it became. */
export interface MarkdownLink {
  /** The target as written. */
  href: string;
  /** The target as rendered into the HTML. */
  resolved: string;
  line: number;
  /** True when it names a `.md` file that does not exist. */
  brokenMarkdown: boolean;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  /** Code block languages shiki does not know; they render as plain text. */
  unknownLanguages: string[];
}

export interface MarkdownOptions {
  /** Line of the file on which the Markdown starts (after front matter). */
  firstLine?: number;
  /** Maps a relative `.md` link to a route URL, or null when no such file exists. */
  resolveMarkdownLink(target: string): string | null;
  /** Maps a relative link or image to another file (`./diagram.png`) to the URL it is published at, or null when there is no such file. */
  resolveFile(target: string): string | null;
  /** Prefixes a site-absolute path (`/docs/x`) with the base URL. */
  withBase(path: string): string;
}

export type MarkdownRenderer = (source: string, options: MarkdownOptions) => Promise<RenderedMarkdown>;

/** What a site's config gives in `markdown.extensions`: an object `marked.use()` takes (tokenizers, renderers, walkTokens). */
export type MarkdownExtension = MarkedExtension;

const admonitionTypes: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};
/** GitHub's alerts, `> [!NOTE]`, as the admonitions they stand for. */
const alertKinds: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
};
const alertPattern = /^ {0,3}> ?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*([^\n]*)((?:\n {0,3}>[^\n]*)*)(?:\n+|$)/;
// Sticky: it is tried at the start of every block, and a search through the rest of the page each time made
// long pages quadratic.
const admonitionPattern = new RegExp(
  `^(:{3,})(${[...Object.keys(admonitionTypes), 'details'].join('|')})(?:\\[([^\\]\\n]*)\\]|[ \\t]+([^\\n]*))?[ \\t]*\\n([\\s\\S]*?)\\n?^\\1[ \\t]*(?:\\n+|$)`,
  'my',
);
/**
 * A list item indented this far sits fifty to a hundred lists deep. The parser's time grows with the cube of a
 * list's depth, so a much deeper one would stall the build; no document needs it.
 */
const deepListItem = /^[ \t]{200,}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/m;
const externalPattern = /^[a-z][a-z0-9+.-]*:|^\/\//i;

interface PageState {
  /** Each heading token's inline tokens → its heading, so the renderer uses the ids computed up front. */
  headings: Map<Token[], Heading>;
  /** The text of the last heading rendered, which names the tables under it. */
  section: string;
  /** Names of the page's regions (tables, admonitions) so far: each needs a name of its own. */
  landmarkNames: Set<string>;
  footnotes: FootnoteState;
}

/**
 * Builds the Markdown renderer: marked with GFM, heading anchors, admonitions, link rewriting and the highlighter,
 * whose shiki starts when the first page is rendered: a build whose pages all come from the cache never needs it.
 */
export function createMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[] = [],
): MarkdownRenderer {
  let page: PageState = newPageState(newFootnoteState());

  const admonition: TokenizerAndRendererExtension = {
    name: 'admonition',
    level: 'block',
    // Where a paragraph may be cut short. A paragraph ends at its first blank line, so a box further on cannot cut
    // it, and looking only that far spares long pages a search to their end at every paragraph.
    start: (src) => {
      const paragraphEnd = src.indexOf('\n\n');
      return (paragraphEnd < 0 ? src : src.slice(0, paragraphEnd)).match(/^:{3,}[a-z]/m)?.index;
    },
    tokenizer(src) {
      admonitionPattern.lastIndex = 0;
      const match = admonitionPattern.exec(src);
      if (!match) return undefined;
      const [raw, , kind, bracketTitle, spaceTitle, body] = match;
      const title = (bracketTitle ?? spaceTitle ?? '').trim() || (admonitionTypes[kind] ?? 'Details');
      return {
        type: 'admonition',
        raw,
        kind,
        titleTokens: this.lexer.inlineTokens(title),
        tokens: this.lexer.blockTokens(body, []),
      };
    },
    renderer(token) {
      const kind = token.kind as string;
      const title = this.parser.parseInline(token.titleTokens as Token[]);
      if (kind === 'details')
        return `<details class="details"><summary>${title}</summary><div class="details-body">${this.parser.parse(token.tokens as Token[])}</div></details>\n`;
      const label = escapeHtml(admonitionTypes[kind]);
      const titleText = plainText(token.titleTokens as Token[]);
      const name = uniqueName(
        page,
        titleText === admonitionTypes[kind] ? titleText : `${admonitionTypes[kind]}: ${titleText}`,
      );
      // The kind is always written out, so that boxes differ by more than their colour.
      const heading =
        title === label
          ? `<p class="admonition-title admonition-kind">${label}</p>`
          : `<p class="admonition-kind">${label}</p><p class="admonition-title">${title}</p>`;
      return (
        `<aside class="admonition admonition-${kind}" aria-label="${escapeHtml(name)}">` +
        heading +
        `<div class="admonition-body">${this.parser.parse(token.tokens as Token[])}</div></aside>\n`
      );
    },
    childTokens: ['titleTokens', 'tokens'],
  };

  const alert: TokenizerAndRendererExtension = {
    name: 'alert',
    level: 'block',
    // No start function: a quote already ends a paragraph.
    tokenizer(src) {
      const match = alertPattern.exec(src);
      if (!match) return undefined;
      const [raw, name, title, rest] = match;
      const kind = alertKinds[name];
      const body = rest.replace(/\n {0,3}> ?/g, '\n').slice(1);
      // An admonition token: alerts render, and are walked, as admonitions are.
      return {
        type: 'admonition',
        raw,
        kind,
        titleTokens: this.lexer.inlineTokens(title.trim() || admonitionTypes[kind]),
        tokens: this.lexer.blockTokens(body, []),
      };
    },
  };

  const renderer: RendererObject = {
    heading({ tokens, depth }) {
      const { id, text, html } = page.headings.get(tokens)!;
      page.section = text;
      const label = escapeHtml(`Direct link to ${text}`);
      return `<h${depth} id="${escapeHtml(id)}" class="anchor">${html}<a class="hash-link" href="#${escapeHtml(id)}" aria-label="${label}" title="${label}">#</a></h${depth}>\n`;
    },
    // A wide table scrolls sideways in its own box, named and focusable so keyboards can scroll it too, rather
    // than breaking identifiers in its cells.
    table(token) {
      const label = uniqueName(
        page,
        page.section
          ? `Table: ${page.section}`
          : `Table: ${token.header.map((cell) => plainText(cell.tokens)).join(', ')}`,
      );
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
    code({ text, lang }) {
      const { language, title, lines, firstLineNumber } = parseCodeInfo(lang ?? '');
      const code = applyMagicComments(text.replace(/\n$/, ''), lines);
      return codeBlockHtml({ html: highlighter.highlight(code, language, lines), language, title, firstLineNumber });
    },
  };
  // Block extensions are tried at the start of every block of every page: alerts and footnotes, which few pages
  // have, are left to a parser of their own, for the pages whose text holds their marks.
  // The site's extensions come last, so that their renderers take precedence over these.
  const plain = new Marked({ gfm: true }).use({ extensions: [admonition], renderer }, ...extensions);
  const withNotes = new Marked({ gfm: true }).use(
    { extensions: [admonition, alert, ...footnoteExtensions(() => page.footnotes)], renderer },
    ...extensions,
  );

  /**
   * Markdown the parser cannot take is an error at its line, without the file, which the caller knows: lists nested
   * too deep are found up front, and the parser's recursion overflowing (quotes thousands deep, a line of
   * megabytes) as it happens.
   */
  return async function renderMarkdown(source, options) {
    const firstLine = options.firstLine ?? 1;
    const deep = deepListItem.exec(source);
    if (deep) {
      throw new SitegenError('a list is nested too deeply to parse (indented 200 columns or more)', {
        line: firstLine + source.slice(0, deep.index).split('\n').length - 1,
        hint: 'nest lists less deeply; for indented text that is not a list, use a code block',
      });
    }
    try {
      return await render(source, options);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new SitegenError(`the Markdown is nested too deeply, or has too long a line, to parse (${error.message})`, {
        line: firstLine + longestLineIndex(source),
        hint: 'break up the deepest nesting of quotes, lists or emphasis, or the longest line (shown here)',
      });
    }
  };

  async function render(source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
    const marked = source.includes('[^') || source.includes('[!') ? withNotes : plain;
    const tokens = marked.lexer(source);
    const links: MarkdownLink[] = [];
    const languages = new Set<string>();
    const headingTokens: Array<{ token: Tokens.Heading; line: number }> = [];
    const lineFinder = createLineFinder(source, options.firstLine ?? 1);
    const footnotes = newFootnoteState();

    marked.walkTokens(tokens, (token) => {
      if (token.type === 'footnoteDefinition')
        footnotes.definitions.set((token as Tokens.Generic).label, (token as Tokens.Generic).tokens!);
      else if (token.type === 'text') markFootnoteReferences(token);
      else if (token.type === 'code') languages.add(parseCodeInfo(token.lang ?? '').language);
      else if (token.type === 'heading')
        headingTokens.push({ token: token as Tokens.Heading, line: lineFinder(token.raw) });
      else if (token.type === 'link' || token.type === 'image') {
        const link = token as Tokens.Link | Tokens.Image;
        const written = link.href;
        const resolved = rewriteHref(written, options);
        link.href = resolved ?? written;
        links.push({
          href: written,
          resolved: link.href,
          line: lineFinder(link.raw),
          brokenMarkdown: resolved === null,
        });
      }
    });
    // The lexer and parser are called apart, so the extensions' walkTokens, which `marked.parse` would run, run here.
    const { walkTokens } = marked.defaults;
    if (walkTokens) await Promise.all(marked.walkTokens(tokens, walkTokens));
    const unknownLanguages = await highlighter.load([...languages].filter(Boolean));

    // One slugger per page, fed in document order, so duplicate headings get -1, -2 exactly as on GitHub.
    const slugger = new GithubSlugger();
    page = newPageState(footnotes);
    for (const { token, line } of headingTokens) {
      const customId = takeCustomId(token, line);
      const text = plainText(token.tokens);
      const id = customId ?? slugger.slug(text);
      const html = Parser.parseInline(token.tokens, marked.defaults);
      page.headings.set(token.tokens, { depth: token.depth, id, text, html });
    }
    const html = marked.parser(tokens) + footnotesHtml(footnotes, (t) => marked.parser(t));
    const headings = [...page.headings.values()].map((h) => ({ ...h, html: stripTags(h.html, ['a']) }));
    return { html, headings, links, unknownLanguages };
  }
}

/** The 0-based index of the longest line of `text`. */
function longestLineIndex(text: string): number {
  const lines = text.split('\n');
  return lines.reduce((longest, line, i) => (line.length > lines[longest].length ? i : longest), 0);
}

function newPageState(footnotes: FootnoteState): PageState {
  return { headings: new Map(), section: '', landmarkNames: new Set(), footnotes };
}

/** `name`, or `name (2)`, `name (3)`… when the page already has it. */
function uniqueName(page: PageState, name: string): string {
  let unique = name;
  for (let n = 2; page.landmarkNames.has(unique); n++) unique = `${name} (${n})`;
  page.landmarkNames.add(unique);
  return unique;
}

/**
 * Rewrites relative `.md` links to routes, relative links to other files to where they are published, and
 * site-absolute paths to include the base URL; null when a `.md` target is missing. A relative link to a file
 * that does not exist stays as written, for the link check to report.
 */
function rewriteHref(href: string, options: MarkdownOptions): string | null | undefined {
  if (!href || href.startsWith('#') || externalPattern.test(href)) return href;
  if (href.startsWith('/')) return options.withBase(href);
  const [pathPart] = href.split(/[?#]/);
  const target = decodedPath(pathPart);
  if (/\.mdx?$/i.test(pathPart)) {
    const route = options.resolveMarkdownLink(target);
    return route === null ? null : route + href.slice(pathPart.length);
  }
  const published = pathPart ? options.resolveFile(target) : null;
  return published === null ? href : published + href.slice(pathPart.length);
}

/** A link's path with its %-escapes decoded; a `%` that starts no escape (`a%zz.png`) is taken as the character itself. */
function decodedPath(pathPart: string): string {
  try {
    return decodeURIComponent(pathPart);
  } catch {
    return pathPart;
  }
}

/** The visible text of inline tokens, as github-slugger expects to receive it. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'codespan') return plainText(token.tokens);
      if (token.type === 'html') return '';
      if (token.type === 'escape' || token.type === 'codespan' || token.type === 'text')
        return decodeEntities(token.text);
      return 'text' in token ? decodeEntities(String(token.text)) : '';
    })
    .join('');
}

function stripTags(html: string, tags: string[]): string {
  return html.replace(new RegExp(`</?(${tags.join('|')})\\b[^>]*>`, 'g'), '');
}

/** A highlighted code block, with its title and, when asked, line numbers counted from `firstLineNumber`. */
export function codeBlockHtml({
  html,
  language,
  title,
  firstLineNumber,
}: {
  html: string;
  language: string;
  title: string | null;
  firstLineNumber: number | null;
}): string {
  const titleHtml = title ? `<div class="code-title">${escapeHtml(title)}</div>` : '';
  const langClass = language ? ` class="language-${escapeHtml(language)}"` : '';
  // The numbers are a CSS counter, so that copying the code leaves them out.
  const numbered = firstLineNumber === null ? '' : ` line-numbers" style="counter-reset:line ${firstLineNumber - 1}`;
  return `<div class="code-block">${titleHtml}<pre class="shiki${numbered}" tabindex="0"><code${langClass}>${html}</code></pre></div>\n`;
}

/** Finds the line of successive snippets of `source`, scanning forward like the document is read. */
function createLineFinder(source: string, firstLine: number) {
  let cursor = 0;
  let line = firstLine;
  return (snippet: string): number => {
    const index = source.indexOf(snippet, cursor);
    if (index < 0) return line;
    for (let i = cursor; i < index; i++) if (source.charCodeAt(i) === 10) line++;
    cursor = index;
    return line;
  };
}
