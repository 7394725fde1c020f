/**
 * What a word is to search, in any language: the index (built here or in the browser) and the queries split and fold
 * text with these functions alike, for the language the site is written in.
 */

/**
 * A word as written: letters and digits, with the marks on them, and an English contraction's ending, so that
 * `doesn't`, `doesn’t` and `doesnt` are one word. Other apostrophes part words: French `l'écran` is `l` and `écran`.
 * One pattern, so the browser compiles it once.
 */
export const wordPattern = /[\p{L}\p{N}\p{M}]+(?:['’](?:[tTsSdDmM]|[lL]{2}|[rRvV][eE])(?![\p{L}\p{N}\p{M}]))?/gu;
const apostrophes = /['’]/g;

/**
 * The accents folded away: Latin, Greek and Cyrillic diacritics, Hebrew points and Arabic vowel marks, all of them
 * combining marks. Other marks stay: without them, Japanese が would be か and a Hindi word its consonants.
 */
const diacritics = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u065f\u0670]/g;
const nonAscii = /[^\0-\x7f]/;
/** Beyond ASCII, Latin-1's symbols and the general punctuation (’ — …): none of them folds or is CJK. */
const nonAsciiLetter = /[^\0-\u00bf\u2000-\u206f]/;

/** Chinese, Japanese and Korean letters: written without spaces between words, or with particles joined to them. */
const cjkLetters = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}]';
const cjkRun = new RegExp(`${cjkLetters}+`, 'gu');
const cjkLetter = new RegExp(cjkLetters, 'u');
const cjkStart = new RegExp(`^${cjkLetters}`, 'u');

/** A language tag the case functions accept: `tag` when valid, else English's rules (which are most languages'). */
export function searchLocale(tag: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(tag || 'en')[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Languages whose lower case is not the default one: Turkish and Azeri dotted and dotless i, Lithuanian dots. */
const ownLowerCase = /^(tr|az|lt)(-|$)/i;

/** The default lower case is V8's fast one; asking for a locale's costs a lookup of the locale every time. */
function lowerCase(text: string, locale: string): string {
  return ownLowerCase.test(locale) ? text.toLocaleLowerCase(locale) : text.toLowerCase();
}

/**
 * Lower-case letters that normalizing may change: those with accents or other marks written in one (Latin, Greek,
 * Cyrillic, Hangul's jamo and the like), compatibility ideographs, the marks themselves, and letters beyond the BMP.
 * Chinese, Japanese kana and Hangul syllables come back from it as they were, so their text is not normalized.
 */
const mayFold = /[\u00c0-\u1fff\u3099\u309a\uf900-\ufaff\ud800-\udfff]/;

/** Words already folded: normalizing is most of what indexing costs in a language with accents, and words recur. */
const foldedWords = new Map<string, string>();
const FOLDED_WORDS_KEPT = 100_000;

/** Text without its accents; text with none comes back as it is, without the cost of normalizing it. */
function withoutAccents(text: string): string {
  if (!mayFold.test(text)) return text;
  let folded = foldedWords.get(text);
  if (folded === undefined) {
    folded = text.normalize('NFD').replace(diacritics, '').normalize('NFC');
    if (foldedWords.size >= FOLDED_WORDS_KEPT) foldedWords.clear();
    foldedWords.set(text, folded);
  }
  return folded;
}

/** Text in lower case for `locale`, without accents or apostrophes: `Écran` and `ecran` are the same word. */
function foldText(text: string, locale: string): string {
  const lower = lowerCase(text, locale).replace(apostrophes, '');
  return nonAscii.test(lower) ? withoutAccents(lower) : lower;
}

/**
 * The words search knows in some text, folded. A run of Chinese, Japanese or Korean letters is read as its pairs of
 * neighbouring letters (`全文検索` → `全文 文検 検索`), one letter alone: any word of two letters or more is then
 * found wherever it is written, with no dictionary to agree on between the build and the browser.
 */
export function searchWords(text: string, locale: string): string[] {
  const found = lowerCase(text, locale).match(wordPattern) ?? [];
  if (text.includes("'") || text.includes('’'))
    for (let i = 0; i < found.length; i++) found[i] = found[i].replace(apostrophes, '');
  if (!nonAsciiLetter.test(text)) return found;
  // Word by word, and only the words that are not ASCII: most words of most languages' text are.
  const words: string[] = [];
  for (const word of found) {
    const folded = nonAscii.test(word) ? withoutAccents(word) : word;
    if (folded.length > 1 && cjkLetter.test(folded))
      for (const { start, end } of wordSpans(folded)) words.push(folded.slice(start, end));
    else words.push(folded);
  }
  return words;
}

/** Where one of `searchWords`'s words is written, and the word. */
export interface WordSpan {
  start: number;
  end: number;
  word: string;
}

/** The words of a text where it writes them, each folded as `searchWords` makes it: to mark them in the original. */
export function* wordSpansIn(text: string, locale: string): Generator<WordSpan> {
  for (const match of text.matchAll(wordPattern)) {
    for (const { start, end } of wordSpans(match[0])) {
      const [from, to] = [match.index! + start, match.index! + end];
      yield { start: from, end: to, word: foldText(text.slice(from, to), locale) };
    }
  }
}

/** The parts of one word that are words to search: it whole, or its CJK runs' letter pairs and the rest around them. */
function wordSpans(word: string): Array<{ start: number; end: number }> {
  if (!nonAscii.test(word) || !cjkLetter.test(word)) return [{ start: 0, end: word.length }];
  const spans: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const run of word.matchAll(cjkRun)) {
    if (run.index! > from) spans.push({ start: from, end: run.index! });
    // By code point: rare Han characters are two UTF-16 units.
    const letters = [...run[0]];
    let at = run.index!;
    if (letters.length === 1) spans.push({ start: at, end: at + letters[0].length });
    for (let i = 0; i + 1 < letters.length; i++) {
      spans.push({ start: at, end: at + letters[i].length + letters[i + 1].length });
      at += letters[i].length;
    }
    from = run.index! + run[0].length;
  }
  if (from < word.length) spans.push({ start: from, end: word.length });
  return spans;
}

/** Whether a word is of Chinese, Japanese or Korean letters, which `searchWords` gives two at a time. */
export function isCjkWord(word: string): boolean {
  return word.charCodeAt(0) >= 0x1100 && cjkStart.test(word);
}
