import type { MarkdownExtension } from '../config/types.js';
import { Marked, Parser, type Tokens } from '../marked.js';
import { parseCodeInfo } from './code-lines.js';
import type { CodeHighlighter } from './highlight/index.js';
import { admonition, admonitionLabels } from './admonitions.js';
import { alert } from './alerts.js';
import { codeBlockRenderer } from './code-blocks.js';
import { codeGroup } from './code-groups.js';
import { footnoteExtensions, footnotesHtml, newFootnoteState, noteFootnote } from './footnotes.js';
import { headingRenderer, identifyHeadings, tocHeadings } from './headings.js';
import { withinParserLimits } from './limits.js';
import { rewriteLink } from './links.js';
import { newPageState, withPage } from './page-state.js';
import { tableRenderer } from './tables.js';
import type { MarkdownLink, MarkdownOptions, MarkdownRenderer, RenderedMarkdown } from './types.js';

/**
 * Builds the Markdown renderer: marked with GFM and the extensions of `markdown/` (admonitions, alerts, footnotes,
 * heading anchors, tables, links, code blocks and code groups with the highlighter, whose shiki starts when the first
 * page is rendered: a build whose pages all come from the cache never needs it), then the site's own `extensions`.
 */
export function createMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[] = [],
  words: Record<string, string> = {},
): MarkdownRenderer {
  const kindLabels = admonitionLabels(words);
  const renderer = { ...headingRenderer, ...tableRenderer, ...codeBlockRenderer(highlighter) };
  // Block extensions are tried at the start of every block of every page: alerts and footnotes, which few pages
  // have, are left to a parser of their own, for the pages whose text holds their marks.
  // The site's extensions come last, so that their renderers take precedence over these.
  const plain = new Marked({ gfm: true }).use({ extensions: [admonition, codeGroup], renderer }, ...extensions);
  const withNotes = new Marked({ gfm: true }).use(
    { extensions: [admonition, codeGroup, alert, ...footnoteExtensions], renderer },
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
    const page = newPageState(newFootnoteState(), kindLabels);

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
