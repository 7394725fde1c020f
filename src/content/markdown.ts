import type { MarkdownExtension } from '../config/types.js';
import { Marked, Parser, type Tokens } from '../marked.js';
import { parseCodeInfo } from './code-lines.js';
import type { CodeHighlighter } from './highlight/index.js';
import { admonition } from './markdown/admonitions.js';
import { alert } from './markdown/alerts.js';
import { codeBlockRenderer } from './markdown/code-blocks.js';
import { footnoteExtensions, footnotesHtml, newFootnoteState, noteFootnote } from './markdown/footnotes.js';
import { headingRenderer, identifyHeadings, tocHeadings } from './markdown/headings.js';
import { withinParserLimits } from './markdown/limits.js';
import { rewriteLink } from './markdown/links.js';
import { newPageState, withPage } from './markdown/page-state.js';
import { tableRenderer } from './markdown/tables.js';

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

/**
 * Builds the Markdown renderer: marked with GFM and the extensions of `markdown/` (admonitions, alerts, footnotes,
 * heading anchors, tables, links, code blocks with the highlighter, whose shiki starts when the first page is
 * rendered: a build whose pages all come from the cache never needs it), then the site's own `extensions`.
 */
export function createMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[] = [],
): MarkdownRenderer {
  const renderer = { ...headingRenderer, ...tableRenderer, ...codeBlockRenderer(highlighter) };
  // Block extensions are tried at the start of every block of every page: alerts and footnotes, which few pages
  // have, are left to a parser of their own, for the pages whose text holds their marks.
  // The site's extensions come last, so that their renderers take precedence over these.
  const plain = new Marked({ gfm: true }).use({ extensions: [admonition], renderer }, ...extensions);
  const withNotes = new Marked({ gfm: true }).use(
    { extensions: [admonition, alert, ...footnoteExtensions], renderer },
    ...extensions,
  );

  return (source, options) => withinParserLimits(source, options.firstLine ?? 1, () => render(source, options));

  async function render(source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
    const marked = source.includes('[^') || source.includes('[!') ? withNotes : plain;
    const tokens = marked.lexer(source);
    const links: MarkdownLink[] = [];
    const languages = new Set<string>();
    const headingTokens: Array<{ token: Tokens.Heading; line: number }> = [];
    const lineFinder = createLineFinder(source, options.firstLine ?? 1);
    const page = newPageState(newFootnoteState());

    marked.walkTokens(tokens, (token) => {
      noteFootnote(token, page.footnotes);
      if (token.type === 'code') languages.add(parseCodeInfo(token.lang ?? '').language);
      else if (token.type === 'heading')
        headingTokens.push({ token: token as Tokens.Heading, line: lineFinder(token.raw) });
      else if (token.type === 'link' || token.type === 'image') {
        const link = token as Tokens.Link | Tokens.Image;
        links.push(rewriteLink(link, lineFinder(link.raw), options));
      }
    });
    // The lexer and parser are called apart, so the extensions' walkTokens, which `marked.parse` would run, run here.
    const { walkTokens } = marked.defaults;
    if (walkTokens) await Promise.all(marked.walkTokens(tokens, walkTokens));
    const unknownLanguages = await highlighter.load([...languages].filter(Boolean));

    // The renderers find the page in the options they are parsed with.
    const pageOptions = withPage(marked.defaults, page);
    identifyHeadings(headingTokens, page, (inline) => Parser.parseInline(inline, pageOptions));
    const html =
      marked.parser(tokens, pageOptions) + footnotesHtml(page.footnotes, (t) => marked.parser(t, pageOptions));
    return { html, headings: tocHeadings(page), links, unknownLanguages };
  }
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
