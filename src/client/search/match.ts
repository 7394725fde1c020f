import { PREFIX_LENGTH } from '../../shared/search-format.js';
import { searchWords } from '../../shared/search-tokens.js';
import { stopWordsOf } from '../../shared/stop-words.js';

/**
 * How well a word matched, which weighs less than where it was found (`FIELD_WEIGHT`); a stop word, which a query
 * need not have, adds little.
 */
export const MATCH_WEIGHT = { exact: 1, prefix: 0.7, typo: 0.45, stopWord: 0.1 } as const;

const noStopWords: ReadonlySet<string> = new Set();

/** A query's words to search for: the first `required` must match, the stop words after them need not. */
export interface QueryTerms {
  terms: string[];
  required: number;
}

/**
 * The words of a query that are searched for, folded as the index's are for the site's language: each once, without
 * those too short to have a prefix, stop words last. A query of stop words alone needs them all.
 */
export function queryTerms(query: string, locale: string): QueryTerms {
  const words = [...new Set(searchWords(query, locale))].filter((term) => term.length >= PREFIX_LENGTH);
  const stopWords = stopWordsOf(locale);
  const required = words.filter((term) => !stopWords.has(term));
  const terms = [...required, ...words.filter((term) => stopWords.has(term))];
  return { terms, required: required.length || terms.length };
}

/**
 * The words of a vocabulary a query word may mean: itself, words it starts (from three letters; the shortest
 * `MAX_PREFIX_WORDS`), and (from four letters) words one typo away, none of them `stopWords`: "form" is not "from".
 * A stop word that is `optional`, need not match, means itself alone.
 */
export function candidates(
  term: string,
  vocabulary: string[],
  stopWords: ReadonlySet<string> = noStopWords,
  optional = false,
): Array<[word: string, weight: number]> {
  if (optional) return vocabulary.includes(term) ? [[term, MATCH_WEIGHT.stopWord]] : [];
  // Prefix matching starts at three letters and covers at most this many words, so that "re" does not merge half the index.
  const PREFIX_MIN_LENGTH = 3;
  const MAX_PREFIX_WORDS = 60;
  const found: Array<[string, number]> = [];
  const prefixed: string[] = [];
  for (const word of vocabulary) {
    if (word === term) found.push([word, MATCH_WEIGHT.exact]);
    else if (stopWords.has(word)) continue;
    else if (term.length >= PREFIX_MIN_LENGTH && word.startsWith(term)) prefixed.push(word);
    else if (term.length >= 4 && Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term))
      found.push([word, MATCH_WEIGHT.typo]);
  }
  if (prefixed.length > MAX_PREFIX_WORDS)
    prefixed.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).length = MAX_PREFIX_WORDS;
  for (const word of prefixed) found.push([word, MATCH_WEIGHT.prefix]);
  return found;
}

/** One letter replaced, added, dropped, or two neighbours swapped; for words at most one letter apart in length. */
function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length !== b.length) return a.length > b.length ? sameAfter(a, i + 1, b, i) : sameAfter(a, i, b, i + 1);
  return (
    sameAfter(a, i + 1, b, i + 1) ||
    (a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      sameAfter(a, i + 2, b, i + 2))
  );
}

/** Whether `a` from `i` on equals `b` from `j` on. */
function sameAfter(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}
