import type { Token, Tokens, TokenizerAndRendererExtension } from '../marked.js';
import { parseCodeInfo } from './code-lines.js';
import { tabsHtml, type Tab } from './tabs-html.js';

const opening = /^(:{3,})[ \t]*code-group[ \t]*(?:\n|$)/;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/**
 * VitePress's `::: code-group` … `:::`: its fenced blocks become tabs, each labelled by the title in brackets of its
 * info string (```` ```js [config.js] ````), else by its language.
 */
export const codeGroup: TokenizerAndRendererExtension = {
  name: 'codeGroup',
  level: 'block',
  start: (src) => {
    // As admonitions do: only as far as the paragraph that may be cut short goes.
    const paragraphEnd = src.indexOf('\n\n');
    return (paragraphEnd < 0 ? src : src.slice(0, paragraphEnd)).match(/^:{3,}[ \t]*code-group/m)?.index;
  },
  tokenizer(src) {
    const open = opening.exec(src);
    if (!open) return undefined;
    const end = closingLine(src, open[0].length, open[1].length);
    if (!end) return undefined;
    return {
      type: 'codeGroup',
      raw: src.slice(0, end.after),
      tokens: this.lexer.blockTokens(src.slice(open[0].length, end.at), []),
    };
  },
  renderer(token) {
    const tabs: Tab[] = [];
    for (const child of token.tokens as Token[]) {
      if (child.type === 'space') continue;
      const html = this.parser.parse([child]);
      // Whatever is not code goes with the block before it.
      const last = tabs[tabs.length - 1];
      if (child.type !== 'code' && last) last.html += html;
      else tabs.push({ ...uniqueValue(tabs, tabLabel(child)), html });
    }
    return tabsHtml(this.parser, tabs);
  },
  childTokens: ['tokens'],
};

/** Where the group's closing `:::` line starts and ends: the first one outside a fenced block. */
function closingLine(src: string, from: number, colons: number): { at: number; after: number } | null {
  let inFence: string | null = null;
  for (let at = from; at < src.length;) {
    const next = src.indexOf('\n', at);
    const after = next < 0 ? src.length : next + 1;
    const line = src.slice(at, next < 0 ? src.length : next);
    const marker = fence.exec(line)?.[1];
    if (inFence) {
      if (marker && marker[0] === inFence[0] && marker.length >= inFence.length && line.trim() === marker)
        inFence = null;
    } else if (marker) inFence = marker;
    else if (/^:{3,}[ \t]*$/.test(line) && line.trim().length >= colons) return { at, after };
    at = after;
  }
  return null;
}

function tabLabel(token: Token): string {
  const info = (token as Tokens.Code).lang ?? '';
  return /\[([^\]]+)\]/.exec(info)?.[1].trim() || parseCodeInfo(info).language || 'code';
}

/** A tab's value, which tells its panel from the others: its label, numbered when an earlier tab has it. */
function uniqueValue(tabs: Tab[], label: string): { value: string; label: string } {
  let value = label;
  for (let n = 2; tabs.some((tab) => tab.value === value); n++) value = `${label} (${n})`;
  return { value, label };
}
