import GithubSlugger from 'github-slugger';
import type { RendererObject, Token, Tokens } from '../marked.js';
import type { Heading } from './types.js';
import { escapeHtml } from '../html-text.js';
import { takeCustomId } from './heading-ids.js';
import { renderedPage, type PageState } from './page-state.js';
import { plainText } from './plain-text.js';

/**
 * Gives each of the page's headings, on its line of the file, its id: its `{#custom-id}`, or its text slugged as
 * GitHub does. `parseInline` renders a heading's text.
 */
export function identifyHeadings(
  found: Array<{ token: Tokens.Heading; line: number }>,
  page: PageState,
  parseInline: (tokens: Token[]) => string,
): void {
  // One slugger per page, fed in document order, so duplicate headings get -1, -2 exactly as on GitHub.
  const slugger = new GithubSlugger();
  for (const { token, line } of found) {
    const customId = takeCustomId(token, line);
    const text = plainText(token.tokens);
    const id = customId ?? slugger.slug(text);
    page.headings.set(token.tokens, { depth: token.depth, id, text, html: parseInline(token.tokens) });
  }
}

/** The page's headings for its table of contents, whose entries are links themselves. */
export function tocHeadings(page: PageState): Heading[] {
  return [...page.headings.values()].map((h) => ({ ...h, html: h.html.replace(/<\/?a\b[^>]*>/g, '') }));
}

/** Each heading with its id and a link to itself. */
export const headingRenderer: RendererObject = {
  heading({ tokens, depth }) {
    const page = renderedPage(this.parser);
    const { id, text, html } = page.headings.get(tokens)!;
    page.section = text;
    const label = escapeHtml(`Direct link to ${text}`);
    return `<h${depth} id="${escapeHtml(id)}" class="anchor">${html}<a class="hash-link" href="#${escapeHtml(id)}" aria-label="${label}" title="${label}">#</a></h${depth}>\n`;
  },
};
