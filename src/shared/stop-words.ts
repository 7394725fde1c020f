/**
 * English words too common to tell sections apart: the text's are not indexed, and a query need not have them. Other
 * languages have none: their words are all searched alike.
 */
const englishStopWords: ReadonlySet<string> = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its may more my no not of on or our so than that the their then there these this to too was we what when which will with you your'.split(
    ' ',
  ),
);
const none: ReadonlySet<string> = new Set();

/** The stop words of a language, as `searchLocale` names it: English's for any English, none for others. */
export function stopWordsOf(locale: string): ReadonlySet<string> {
  return /^en(-|$)/i.test(locale) ? englishStopWords : none;
}
