import type { Token } from '../marked.js';
import { decodeEntities } from '../html-text.js';

/** What stands for inline JSX in the Markdown of an MDX page (`<Badge />` in a heading): piece `n`, no text. */
export const inlinePiece = (n: number) => `\uE000${n}\uE001`;
const inlinePieces = /\uE000\d+\uE001/g;

/**
 * The visible text of inline tokens, as github-slugger expects to receive it; inline JSX adds none of its own, as
 * in Docusaurus, whose heading `getLicenses <Tags />` has the id `getlicenses-`.
 */
export function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'codespan') return plainText(token.tokens);
      if (token.type === 'html') return '';
      if (token.type === 'escape' || token.type === 'codespan' || token.type === 'text')
        return decodeEntities(token.text.replace(inlinePieces, ''));
      return 'text' in token ? decodeEntities(String(token.text)) : '';
    })
    .join('');
}
