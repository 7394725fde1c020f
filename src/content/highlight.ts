import { bundledLanguagesInfo, createCssVariablesTheme, createHighlighter, EncodedTokenMetadata, type LanguageRegistration } from '../shiki.js';
import { createLineTokenizer } from './line-cache.js';
import { createSharedSearchEngine } from './scanner.js';
import { escapeHtml } from './text.js';
import { tokenAttributes } from './token-classes.js';
import { grammarRegExp, readRegexTables } from './regexes.js';

const themeName = 'sitegen';
// One CSS-variables theme tokenizes each block once; the stylesheet maps the variables to light and dark colours.
const theme = createCssVariablesTheme({ name: themeName, variablePrefix: '--shiki-', fontStyle: true });
const plainLanguages = new Set(['', 'text', 'txt', 'plain', 'plaintext']);
/** Each bundled language by its id and by each of its aliases (`ts` for `typescript`). */
const languages = new Map(bundledLanguagesInfo.flatMap((language) => [language.id, ...(language.aliases ?? [])].map((name) => [name, language])));

export interface CodeHighlighter {
  /** Loads the grammars of `langs`; returns those that shiki does not know. */
  load(langs: Iterable<string>): Promise<string[]>;
  /** The lines of `code` as `<span class="line">` HTML, coloured with CSS variables. */
  highlight(code: string, lang: string, highlightedLines?: ReadonlySet<number>): string;
  /** Drops the lines remembered so far: once a build's Markdown is done, they only take memory. */
  forgetLines(): void;
}

let shared: Promise<CodeHighlighter> | null = null;

/** Creates the shiki highlighter once per process; grammars load only when a page uses them. */
export function createCodeHighlighter(): Promise<CodeHighlighter> {
  // Every build (and every dev rebuild) asks for one; shiki instances are heavy and never freed, so all share the first.
  shared ??= newHighlighter().catch((error) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** Drops the lines the highlighter remembers, if it was started. */
export async function forgetHighlightedLines(): Promise<void> {
  (await shared)?.forgetLines();
}

async function newHighlighter(): Promise<CodeHighlighter> {
  const shiki = await createHighlighter({
    themes: [theme],
    langs: [],
    // Native RegExps rather than Oniguruma in WebAssembly: the same tokens on every bundled grammar, as fast, and no
    // WebAssembly heap, which a large build's workers never give back. A pattern RegExp cannot express
    // is skipped rather than failing the build.
    engine: createSharedSearchEngine(grammarRegExp),
  });
  const loaded = new Set<string>();
  const normalise = (lang: string) => lang.toLowerCase();
  // The theme's colours by index, each as the CSS variable the theme stands for (its colours are placeholders for them).
  const { theme: resolved, colorMap } = shiki.setTheme(themeName);
  const colours = colorMap.map((colour) => resolved.colorReplacements?.[colour.toLowerCase()] ?? colour);
  const tokenizers = new Map<string, (code: string) => string[]>();
  const tokenizerOf = (lang: string) => {
    let tokenizer = tokenizers.get(lang);
    if (!tokenizer) tokenizers.set(lang, (tokenizer = createLineTokenizer(shiki.getLanguage(lang), (line, tokens) => lineHtml(line, tokens, colours))));
    return tokenizer;
  };

  return {
    async load(langs) {
      const unknown: string[] = [];
      const wanted: string[] = [];
      for (const lang of new Set([...langs].map(normalise))) {
        if (plainLanguages.has(lang) || loaded.has(lang)) continue;
        (languages.has(lang) ? wanted : unknown).push(lang);
      }
      // Each language's grammars, with those it embeds: their patterns come from the tables written at install.
      const grammars: LanguageRegistration[] = (await Promise.all(wanted.map((lang) => languages.get(lang)!.import()))).flatMap((module) => module.default);
      readRegexTables(grammars.map((grammar) => grammar.name));
      if (grammars.length > 0) await shiki.loadLanguage(...grammars);
      for (const lang of wanted) loaded.add(lang);
      return unknown;
    },
    forgetLines: () => tokenizers.clear(),
    highlight(code, lang, highlightedLines = new Set()) {
      const id = normalise(lang);
      const lines = loaded.has(id) ? tokenizerOf(id)(code) : code.split('\n').map(escapeHtml);
      return lines.map((html, i) => `<span class="${highlightedLines.has(i + 1) ? 'line highlighted' : 'line'}">${html}</span>`).join('\n');
    },
  };
}

/** A line's tokens as HTML: each token a span with the classes of its colour and font style. */
function lineHtml(line: string, tokens: Uint32Array, colours: string[]): string {
  // Joined rather than concatenated: the line cache keeps this string, and a flat one takes less memory than a rope of pieces.
  const html: string[] = [];
  const count = tokens.length / 2;
  for (let i = 0; i < count; i++) {
    const start = tokens[2 * i];
    const end = i + 1 < count ? tokens[2 * i + 2] : line.length;
    if (start === end) continue;
    const metadata = tokens[2 * i + 1];
    const attributes = tokenAttributes(colours[EncodedTokenMetadata.getForeground(metadata)], EncodedTokenMetadata.getFontStyle(metadata));
    const text = escapeHtml(line.substring(start, end));
    html.push(attributes ? `<span ${attributes}>${text}</span>` : text);
  }
  return html.join('');
}
