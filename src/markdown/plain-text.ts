import type { Token } from '../marked.js';
import { decodeEntities } from '../html-text.js';

/** The visible text of inline tokens, as github-slugger expects to receive it. */
export function plainText(tokens: Token[]): string {
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
