import {
  bundledLanguagesInfo,
  createCssVariablesTheme,
  createHighlighter,
  EncodedTokenMetadata,
  type LanguageRegistration,
} from '../../shiki.js';
import { createLineTokenizer } from './line-cache.js';
import { notatedLines } from './notation.js';
import { createRegexTables } from './regexes.js';
import { createSharedSearchEngine } from './scanner.js';
import { tokenHtml, tokenLook, type TextToken, type TokenLook } from './token-classes.js';

const themeName = 'sitegen';
// One CSS-variables theme tokenizes each block once; the stylesheet maps the variables to light and dark colours.
const theme = createCssVariablesTheme({ name: themeName, variablePrefix: '--shiki-', fontStyle: true });
const plainLanguages = new Set(['', 'text', 'txt', 'plain', 'plaintext']);
/** Each bundled language by its id and by each of its aliases (`ts` for `typescript`). */
const languages = new Map(
  bundledLanguagesInfo.flatMap((language) =>
    [language.id, ...(language.aliases ?? [])].map((name) => [name, language]),
  ),
);

/** A started shiki and the grammars it has loaded. */
export interface ShikiHighlighter {
  /** Loads the grammars of `langs`; returns those that shiki does not know. */
  load(langs: Iterable<string>): Promise<string[]>;
  /** The lines of `code` as HTML, coloured with CSS variables; null when its language is not loaded. */
  lines(code: string, lang: string): string[] | null;
  /**
   * The lines of `code` holding shiki's notation comments (`// [!code ++]`), each a whole `<span class="line …">`:
   * the comments taken out, their lines given the classes they ask for, `highlighted` the lines numbered in
   * `highlightedLines` as shown. Plain text when its language is not loaded.
   */
  notatedLines(code: string, lang: string, highlightedLines: ReadonlySet<number>): string[];
  /** Drops the tokenized lines remembered so far. */
  forgetLines(): void;
  /** Frees shiki's grammars. */
  dispose(): void;
}

/** Starts shiki with no grammar loaded; its converted patterns and remembered lines are its own. */
export async function startShiki(): Promise<ShikiHighlighter> {
  const patterns = createRegexTables();
  const shiki = await createHighlighter({
    themes: [theme],
    langs: [],
    // Native RegExps rather than Oniguruma in WebAssembly: the same tokens on every bundled grammar, as fast, and no
    // WebAssembly heap, which a large build's workers never give back. A pattern RegExp cannot express
    // is skipped rather than failing the build.
    engine: createSharedSearchEngine(patterns.regExp),
  });
  const loaded = new Set<string>();
  const normalise = (lang: string) => lang.toLowerCase();
  // The theme's colours by index, each as the CSS variable the theme stands for (its colours are placeholders for them).
  const { theme: resolved, colorMap } = shiki.setTheme(themeName);
  const colours = colorMap.map((colour) => resolved.colorReplacements?.[colour.toLowerCase()] ?? colour);
  // Each language's lines as HTML and, for the few blocks with notation comments, as tokens that the notation
  // transformers then rework: remembered apart, each by the line's whole text, comments included.
  const htmlTokenizers = new Map<string, (code: string) => string[]>();
  const tokenTokenizers = new Map<string, (code: string) => TextToken[][]>();
  const tokenizerOf = <T>(
    tokenizers: Map<string, (code: string) => T[]>,
    lang: string,
    made: (line: string, tokens: Uint32Array) => T,
  ) => {
    let tokenizer = tokenizers.get(lang);
    if (!tokenizer) tokenizers.set(lang, (tokenizer = createLineTokenizer(shiki.getLanguage(lang), made)));
    return tokenizer;
  };
  // A token's look follows from its metadata, which few values take: each is worked out once.
  const looks = new Map<number, TokenLook>();
  const lookOf = (metadata: number) => {
    let look = looks.get(metadata);
    if (!look)
      looks.set(
        metadata,
        (look = tokenLook(
          colours[EncodedTokenMetadata.getForeground(metadata)],
          EncodedTokenMetadata.getFontStyle(metadata),
        )),
      );
    return look;
  };
  const textTokens = (line: string, tokens: Uint32Array) => lineTokens(line, tokens, lookOf);

  return {
    async load(langs) {
      const unknown: string[] = [];
      const wanted: string[] = [];
      for (const lang of new Set([...langs].map(normalise))) {
        if (plainLanguages.has(lang) || loaded.has(lang)) continue;
        (languages.has(lang) ? wanted : unknown).push(lang);
      }
      // Each language's grammars, with those it embeds: their patterns come from the tables written at install.
      const grammars: LanguageRegistration[] = (
        await Promise.all(wanted.map((lang) => languages.get(lang)!.import()))
      ).flatMap((module) => module.default);
      patterns.read(grammars.map((grammar) => grammar.name));
      if (grammars.length > 0) await shiki.loadLanguage(...grammars);
      for (const lang of wanted) loaded.add(lang);
      return unknown;
    },
    lines(code, lang) {
      const id = normalise(lang);
      // Joined rather than concatenated: the line cache keeps this string, and a flat one takes less memory than a
      // rope of pieces.
      return loaded.has(id)
        ? tokenizerOf(htmlTokenizers, id, (line, tokens) => textTokens(line, tokens).map(tokenHtml).join(''))(code)
        : null;
    },
    notatedLines(code, lang, highlightedLines) {
      const id = normalise(lang);
      const lines = loaded.has(id)
        ? tokenizerOf(tokenTokenizers, id, textTokens)(code)
        : code.split(/\r?\n/).map((line) => (line ? [{ text: line, look: { classes: '', style: '' } }] : []));
      return notatedLines(lines, { code, lang: id, highlightedLines, shiki });
    },
    forgetLines() {
      htmlTokenizers.clear();
      tokenTokenizers.clear();
    },
    dispose: () => shiki.dispose(),
  };
}

/** A line's tokens, each with the classes of its colour and font style; empty ones left out. */
function lineTokens(line: string, tokens: Uint32Array, lookOf: (metadata: number) => TokenLook): TextToken[] {
  const pieces: TextToken[] = [];
  const count = tokens.length / 2;
  for (let i = 0; i < count; i++) {
    const start = tokens[2 * i];
    const end = i + 1 < count ? tokens[2 * i + 2] : line.length;
    if (start !== end) pieces.push({ text: line.substring(start, end), look: lookOf(tokens[2 * i + 1]) });
  }
  return pieces;
}
