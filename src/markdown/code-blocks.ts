import type { RendererObject } from '../marked.js';
import { applyMagicComments, parseCodeInfo } from './code-lines.js';
import type { CodeHighlighter } from './highlight/index.js';
import { escapeHtml } from '../html-text.js';

/** Fenced code highlighted by `highlighter`, with the title, line numbers and marked lines its info string asks for. */
export function codeBlockRenderer(highlighter: CodeHighlighter): RendererObject {
  return {
    code({ text, lang }) {
      const { language, title, lines, firstLineNumber } = parseCodeInfo(lang ?? '');
      const code = applyMagicComments(text.replace(/\n$/, ''), lines);
      return codeBlockHtml({ html: highlighter.highlight(code, language, lines), language, title, firstLineNumber });
    },
  };
}

/** A highlighted code block, with its title and, when asked, line numbers counted from `firstLineNumber`. */
function codeBlockHtml({
  html,
  language,
  title,
  firstLineNumber,
}: {
  html: string;
  language: string;
  title: string | null;
  firstLineNumber: number | null;
}): string {
  const titleHtml = title ? `<div class="code-title">${escapeHtml(title)}</div>` : '';
  const langClass = language ? ` class="language-${escapeHtml(language)}"` : '';
  // The numbers are a CSS counter, so that copying the code leaves them out.
  const numbered = firstLineNumber === null ? '' : ` line-numbers" style="counter-reset:line ${firstLineNumber - 1}`;
  return `<div class="code-block">${titleHtml}<pre class="shiki${numbered}" tabindex="0"><code${langClass}>${html}</code></pre></div>\n`;
}
