import type { TokenizerAndRendererExtension } from '../marked.js';
import { admonitionKinds } from '../shared/admonition-kinds.js';

/** GitHub's alerts, `> [!NOTE]`, as the admonitions they stand for. */
const alertKinds: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
};
const alertPattern = /^ {0,3}> ?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*([^\n]*)((?:\n {0,3}>[^\n]*)*)(?:\n+|$)/;

/** `> [!TIP]` quotes, read as admonition tokens: they render, and are walked, as admonitions are. */
export const alert: TokenizerAndRendererExtension = {
  name: 'alert',
  level: 'block',
  // No start function: a quote already ends a paragraph.
  tokenizer(src) {
    const match = alertPattern.exec(src);
    if (!match) return undefined;
    const [raw, name, title, rest] = match;
    const kind = alertKinds[name];
    const body = rest.replace(/\n {0,3}> ?/g, '\n').slice(1);
    return {
      type: 'admonition',
      raw,
      kind,
      titleTokens: this.lexer.inlineTokens(title.trim() || admonitionKinds[kind].english),
      tokens: this.lexer.blockTokens(body, []),
    };
  },
};
