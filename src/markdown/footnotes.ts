import type { RendererExtension, Token, Tokens, TokenizerAndRendererExtension } from '../marked.js';
import { escapeHtml } from '../html-text.js';
import { renderedPage, type FootnoteState } from './page-state.js';

export function newFootnoteState(): FootnoteState {
  return { definitions: new Map(), cited: new Map() };
}

// A definition runs on over lines indented by two or more spaces, and over blank lines followed by such lines.
const definitionPattern = /^\[\^([^\]\s]+)\]:[ \t]*([^\n]*(?:\n(?:[ \t]*\n)*(?: {2,}|\t)[^\n]*)*)(?:\n|$)/;
const referencePattern = /\[\^([^\]\s]+)\]/g;

/** `[^label]: text` definitions, as GitHub renders them: gathered by `noteFootnote`, shown by `footnotesHtml`. */
const definition: TokenizerAndRendererExtension = {
  name: 'footnoteDefinition',
  level: 'block',
  tokenizer(src) {
    const match = definitionPattern.exec(src);
    if (!match) return undefined;
    const body = match[2].replace(/^(?: {2,4}|\t)/gm, '');
    return { type: 'footnoteDefinition', raw: match[0], label: match[1], tokens: this.lexer.blockTokens(body, []) };
  },
  // Rendered at the end of the page, in the order of first citation.
  renderer: () => '',
  childTokens: ['tokens'],
};

// References are found in text tokens once the page is lexed (`noteFootnote`), rather than by an inline tokenizer,
// whose start function marked would call at every piece of text of every page.
/** `[^label]` references, numbered in the order the page first cites them. */
const reference: RendererExtension = {
  name: 'footnoteText',
  renderer(token) {
    const state = renderedPage(this.parser).footnotes;
    return escapeHtml(token.text as string).replace(referencePattern, (raw, label: string) => {
      if (!state.definitions.has(label)) return raw;
      const cited = state.cited.get(label) ?? { n: state.cited.size + 1, refs: 0 };
      cited.refs++;
      state.cited.set(label, cited);
      return `<sup class="footnote-ref"><a href="#fn-${cited.n}" id="${referenceId(cited.n, cited.refs)}" aria-describedby="footnotes-label">${cited.n}</a></sup>`;
    });
  },
};

export const footnoteExtensions = [definition, reference];

/**
 * Keeps a footnote's definition in `state`, and marks a text token that cites a footnote for the `footnoteText`
 * renderer to draw its references.
 */
export function noteFootnote(token: Token, state: FootnoteState): void {
  if (token.type === 'footnoteDefinition')
    state.definitions.set((token as Tokens.Generic).label, (token as Tokens.Generic).tokens!);
  else if (token.type === 'text' && !(token as Tokens.Text).tokens && token.text.includes('[^'))
    (token as { type: string }).type = 'footnoteText';
}

/** The footnotes section closing the page: each cited note with links back to every place that cites it. */
export function footnotesHtml(state: FootnoteState, parse: (tokens: Token[]) => string): string {
  if (state.cited.size === 0) return '';
  const items = [...state.cited].map(([label, { n, refs }]) => {
    const backLinks = Array.from({ length: refs }, (_, i) => {
      const name = refs > 1 ? `${n}-${i + 1}` : `${n}`;
      return ` <a href="#${referenceId(n, i + 1)}" class="footnote-backref" aria-label="Back to reference ${name}">↩</a>`;
    }).join('');
    const body = parse(state.definitions.get(label)!);
    // The back-links go inside the last paragraph, as GitHub places them.
    const html = body.endsWith('</p>\n') ? body.slice(0, -5) + backLinks + '</p>\n' : body + backLinks;
    return `<li id="fn-${n}">${html}</li>\n`;
  });
  return `<section class="footnotes"><h2 id="footnotes-label" class="sr-only">Footnotes</h2>\n<ol>\n${items.join('')}</ol>\n</section>\n`;
}

function referenceId(n: number, ref: number): string {
  return ref === 1 ? `fnref-${n}` : `fnref-${n}-${ref}`;
}
