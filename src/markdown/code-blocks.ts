import type { RendererObject } from '../marked.js';
import { applyMagicComments, parseCodeInfo, type CodeInfo } from './code-lines.js';
import type { CodeHighlighter } from './highlight/index.js';
import { escapeHtml } from '../html-text.js';
import { diagramHtml } from './diagrams.js';
import { packageManagerCommands } from './npm2yarn.js';
import { renderedPage } from './page-state.js';
import { tabsHtml } from './tabs-html.js';

/**
 * Fenced code highlighted by `highlighter`, with the title, line numbers and marked lines its info string asks for;
 * an `npm2yarn` block becomes tabs of its commands for each package manager, and a `mermaid` block a diagram when
 * the page draws them.
 */
export function codeBlockRenderer(highlighter: CodeHighlighter): RendererObject {
  return {
    code({ text, lang }) {
      const info = parseCodeInfo(lang ?? '');
      const code = text.replace(/\n$/, '');
      const { diagramIsland } = renderedPage(this.parser);
      if (info.language === 'mermaid' && diagramIsland) return diagramHtml(diagramIsland, code);
      if (!info.npm2yarn) return highlightedBlock(highlighter, code, info);
      const tabs = packageManagerCommands(code).map(({ value, label, code: command }) => ({
        value,
        label,
        html: highlightedBlock(highlighter, command, info),
      }));
      return tabsHtml(this.parser, tabs, 'npm2yarn');
    },
  };
}

/** A block of code as its info string asks: the magic comments taken out, the lines they mark highlighted. */
function highlightedBlock(highlighter: CodeHighlighter, code: string, info: CodeInfo): string {
  const { language, title, firstLineNumber } = info;
  const lines = new Set(info.lines);
  const html = highlighter.highlight(applyMagicComments(code, lines), language, lines);
  return codeBlockHtml({ html, language, title, firstLineNumber });
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
