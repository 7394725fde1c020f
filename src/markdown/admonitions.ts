import type { Token, TokenizerAndRendererExtension } from '../marked.js';
import { escapeHtml } from '../html-text.js';
import { renderedPage, uniqueName } from './page-state.js';
import { plainText } from './plain-text.js';
import { admonitionKinds } from '../shared/admonition-kinds.js';

// Sticky: it is tried at the start of every block, and a search through the rest of the page each time made
// long pages quadratic.
const admonitionPattern = new RegExp(
  `^(:{3,})(${[...Object.keys(admonitionKinds), 'details'].join('|')})(?:\\[([^\\]\\n]*)\\]|[ \\t]+([^\\n]*))?[ \\t]*\\n([\\s\\S]*?)\\n?^\\1[ \\t]*(?:\\n+|$)`,
  'my',
);

/** `:::kind Title` … `:::` boxes, named landmarks with their kind written out, and `:::details` disclosures. */
export const admonition: TokenizerAndRendererExtension = {
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
    const title = (bracketTitle ?? spaceTitle ?? '').trim() || (admonitionKinds[kind]?.english ?? 'Details');
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
    const page = renderedPage(this.parser);
    const kindLabel = page.kindLabels[kind];
    const label = escapeHtml(kindLabel);
    const titleText = plainText(token.titleTokens as Token[]);
    // A box without a title of its own is titled with its kind, in English until now.
    const untitled = titleText === admonitionKinds[kind].english;
    const name = uniqueName(page, untitled ? kindLabel : `${kindLabel}: ${titleText}`);
    // The kind is always written out, so that boxes differ by more than their colour.
    const heading = untitled
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
