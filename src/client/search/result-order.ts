import { searchWords } from '../../shared/search-tokens.js';

// The order of results already ranked: reordering them loads nothing.

/** What the order of a result depends on. */
interface Ordered {
  heading: string;
  pageTitle: string;
  score: number;
}

/** The items of the version being read (`own`), then the others, each group in its order. */
export function ownFirst<T>(items: T[], own: (item: T) => boolean): T[] {
  return [...items.filter(own), ...items.filter((item) => !own(item))];
}

/**
 * Among results of equal score and as many of the query's words (`wordsFound`), those whose heading the query matches more of
 * come first: for "folder", the heading `Game.Folder` before "Create a folder", and for "hexedi", `HexEdit` before
 * `HexEditAllExes`. A word typed in part counts for the part typed.
 */
export function byHeadingShare<T extends Ordered>(
  results: T[],
  wordsFound: number[],
  terms: string[],
  matched: Set<string>,
  locale: string,
): T[] {
  const typed = (word: string) =>
    matched.has(word)
      ? Math.max(...terms.map((term) => (word.startsWith(term) ? term.length / word.length : 0)), 0) || 1
      : 0;
  const found = new Map(results.map((result, i) => [result, wordsFound[i]]));
  const share = new Map(
    results.map((result) => {
      const headingWords = searchWords(result.heading || result.pageTitle, locale);
      return [result, headingWords.reduce((sum, word) => sum + typed(word), 0) / (headingWords.length || 1)];
    }),
  );
  return results.sort((a, b) => found.get(b)! - found.get(a)! || b.score - a.score || share.get(b)! - share.get(a)!);
}
