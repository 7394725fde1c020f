// Code highlighting: shiki with a cache of tokenized lines, its own RegExp search engine and grammar patterns
// converted at install. The rest of sitegen imports this module only, which loads shiki when a highlighter starts.
import { escapeHtml } from '../../html-text.js';
import type { ShikiHighlighter } from './shiki-highlighter.js';

export { highlightCss } from './token-classes.js';

export interface CodeHighlighter {
  /** Loads the grammars of `langs`, starting shiki if it has not started; returns those that shiki does not know. */
  load(langs: Iterable<string>): Promise<string[]>;
  /**
   * The lines of `code` as `<span class="line">` HTML, coloured with CSS variables: plain text until its grammar is
   * loaded. shiki's notation comments (`// [!code ++]`) are taken out and give their lines classes.
   */
  highlight(code: string, lang: string, highlightedLines?: ReadonlySet<number>): string;
  /** Drops the lines remembered so far: once a build's Markdown is done, they only take memory. */
  forgetLines(): void;
  /** Lets shiki go, once its owner has no more code to highlight. */
  dispose(): void;
}

/**
 * A highlighter whose shiki starts when it first loads grammars: shiki takes a while to start, and a thread whose
 * pages all come from the cache, or render in worker threads, never needs it.
 */
export function createCodeHighlighter(): CodeHighlighter {
  let starting: Promise<ShikiHighlighter> | null = null;
  let started: ShikiHighlighter | null = null;
  const start = () =>
    (starting ??= import('./shiki-highlighter.js')
      .then(({ startShiki }) => startShiki())
      .then(
        (shiki) => (started = shiki),
        (error: unknown) => {
          // Tried again by the next load: the dev server's next rebuild, say.
          starting = null;
          throw error;
        },
      ));
  return {
    load: async (langs) => (await start()).load(langs),
    highlight(code, lang, highlightedLines = new Set()) {
      if (started && hasNotation(code)) return started.notatedLines(code, lang, highlightedLines).join('\n');
      const lines = started?.lines(code, lang) ?? code.split('\n').map(escapeHtml);
      return lines
        .map((html, i) => `<span class="${highlightedLines.has(i + 1) ? 'line highlighted' : 'line'}">${html}</span>`)
        .join('\n');
    },
    forgetLines: () => started?.forgetLines(),
    dispose() {
      void starting?.then(
        (shiki) => {
          if (started === shiki) started = null;
          shiki.dispose();
        },
        () => undefined,
      );
      starting = null;
    },
  };
}

/** Whether `code` may hold shiki's notation comments, `[!code ++]` or the escaped `[\!code ++]`: most have none. */
function hasNotation(code: string): boolean {
  return code.includes('[!code') || code.includes('[\\!code');
}

/**
 * Writes the tables of converted grammar patterns that spare each build converting them; run at install. Imported
 * when called, as shiki is, so that importing this module loads neither the converter nor shiki's languages.
 */
export async function writeRegexTables(): Promise<void> {
  await (await import('./regexes.js')).writeRegexTables();
}
