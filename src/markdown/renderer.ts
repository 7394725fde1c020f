import type { MarkdownExtension } from '../config/types.js';
import { Marked, Parser, type Tokens } from '../marked.js';
import { parseCodeInfo } from './code-lines.js';
import type { CodeHighlighter } from './highlight/index.js';
import { admonition } from './admonitions.js';
import { admonitionLabels } from '../shared/admonition-kinds.js';
import { alert } from './alerts.js';
import { codeBlockRenderer } from './code-blocks.js';
import { codeGroup } from './code-groups.js';
import { checkDiagrams, diagramIslandTag, type DiagramSettings, type FoundDiagram } from './diagrams.js';
import { footnoteExtensions, footnotesHtml, newFootnoteState, noteFootnote } from './footnotes.js';
import { renderFormulas, type FoundFormula } from './formulas.js';
import { headingRenderer, identifyHeadings, tocHeadings } from './headings.js';
import { withinParserLimits } from './limits.js';
import { rewriteLink } from './links.js';
import { isMath, mathExtension } from './math.js';
import { newPageState, withPage } from './page-state.js';
import { tableRenderer } from './tables.js';
import type { MarkdownLink, MarkdownOptions, MarkdownRenderer, RenderedMarkdown } from './types.js';

/**
 * What the renderer reads besides Markdown: the theme's words in the site's language, whether `$` marks math, and
 * how ```mermaid blocks are drawn (null: they are code).
 */
export interface RendererSettings {
  words?: Record<string, string>;
  math?: boolean;
  mermaid?: DiagramSettings;
}

/**
 * Builds the Markdown renderer: marked with GFM and the extensions of `markdown/` (admonitions, alerts, footnotes,
 * math, heading anchors, tables, links, code blocks and code groups with the highlighter, whose shiki starts when the
 * first page is rendered: a build whose pages all come from the cache never needs it), then the site's own `extensions`.
 */
export function createMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[] = [],
  { words = {}, math = false, mermaid = null }: RendererSettings = {},
): MarkdownRenderer {
  const kindLabels = admonitionLabels(words);
  const renderer = { ...headingRenderer, ...tableRenderer, ...codeBlockRenderer(highlighter) };
  // Block extensions are tried at the start of every block of every page, and inline ones at every piece of text:
  // alerts, footnotes and math, which few pages have, are left to parsers of their own, for the pages whose text
  // holds their marks. The site's extensions come last, so that their renderers take precedence over these.
  const parsers = new Map<string, Marked>();
  const parserFor = (notes: boolean, formulas: boolean) => {
    const key = `${notes} ${formulas}`;
    let parser = parsers.get(key);
    if (!parser) {
      const own = [admonition, codeGroup, ...(notes ? [alert, ...footnoteExtensions] : [])];
      parser = new Marked({ gfm: true }).use(
        { extensions: own, renderer },
        ...(formulas ? [mathExtension] : []),
        ...extensions,
      );
      parsers.set(key, parser);
    }
    return parser;
  };

  return (source, options) => withinParserLimits(source, options.firstLine ?? 1, () => render(source, options));

  async function render(source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
    const marked = parserFor(source.includes('[^') || source.includes('[!'), math && source.includes('$'));
    const tokens = marked.lexer(source);
    const links: MarkdownLink[] = [];
    const languages = new Set<string>();
    const headingTokens: Array<{ token: Tokens.Heading; line: number }> = [];
    const formulas: FoundFormula[] = [];
    const diagrams: FoundDiagram[] = [];
    const diagramsAsCode: number[] = [];
    const lineFinder = createLineFinder(source, options.firstLine ?? 1);
    const page = newPageState(newFootnoteState(), kindLabels);

    marked.walkTokens(tokens, (token) => {
      noteFootnote(token, page.footnotes);
      if (token.type === 'code') {
        const { language } = parseCodeInfo(token.lang ?? '');
        if (language === 'mermaid' && mermaid) diagrams.push({ source: token.text, line: lineFinder(token.raw) });
        else languages.add(language);
        if (language === 'mermaid' && !mermaid) diagramsAsCode.push(lineFinder(token.raw));
      } else if (token.type === 'heading')
        headingTokens.push({ token: token as Tokens.Heading, line: lineFinder(token.raw) });
      else if (token.type === 'link' || token.type === 'image') {
        const link = token as Tokens.Link | Tokens.Image;
        links.push(rewriteLink(link, lineFinder(link.raw), options));
      } else if (isMath(token)) formulas.push({ token, line: lineFinder(token.raw) });
    });
    if (formulas.length > 0) await renderFormulas(formulas);
    if (mermaid && diagrams.length > 0) {
      await checkDiagrams(diagrams);
      page.diagramIsland = await diagramIslandTag(mermaid, options.withBase);
    }
    // The lexer and parser are called apart, so the extensions' walkTokens, which `marked.parse` would run, run here.
    const { walkTokens } = marked.defaults;
    if (walkTokens) await Promise.all(marked.walkTokens(tokens, walkTokens));
    const unknownLanguages = await highlighter.load([...languages].filter(Boolean));

    // The renderers find the page in the options they are parsed with.
    const pageOptions = withPage(marked.defaults, page);
    identifyHeadings(headingTokens, page, (inline) => Parser.parseInline(inline, pageOptions));
    const html =
      marked.parser(tokens, pageOptions) + footnotesHtml(page.footnotes, (t) => marked.parser(t, pageOptions));
    const drawn = { math: formulas.length > 0, diagrams: diagrams.length > 0, diagramsAsCode };
    return { html, headings: tocHeadings(page), links, unknownLanguages, ...drawn };
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
