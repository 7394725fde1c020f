import { PREFIX_LENGTH, prefixOf, SPLIT_SHARD_BYTES, type Lead } from '../shared/search-format.js';
import { isCjkWord, searchLocale, searchWords } from '../shared/search-tokens.js';
import { stopWordsOf } from '../shared/stop-words.js';

/**
 * Title words shorter than this never match a query: prefixes start at three letters, typos at four. A Chinese,
 * Japanese or Korean word is two letters, matched whole.
 */
const SHORTEST_MATCHED_WORD = 3;

/** What a page's lead shard entries are made of. */
export interface LeadInput {
  title: string;
  searchLead: Lead;
}

/**
 * The lead shards of a large site, as JSON by prefix: for each two-letter prefix of the words in the pages' titles,
 * the leads of the pages whose titles have such a word, by page number. A prefix whose file would be larger than
 * a postings shard may be is split by the third letter instead, each page in the file of each of its words.
 */
export function leadShardsOf(pages: readonly LeadInput[], language: string): Array<[prefix: string, json: string]> {
  const locale = searchLocale(language);
  const stopWords = stopWordsOf(locale);
  const byPrefix = new Map<string, Map<string, number[]>>();
  pages.forEach(({ title }, page) => {
    for (const word of new Set(searchWords(title, locale))) {
      if ((word.length < SHORTEST_MATCHED_WORD && !isCjkWord(word)) || stopWords.has(word)) continue;
      let longer = byPrefix.get(prefixOf(word));
      if (!longer) byPrefix.set(prefixOf(word), (longer = new Map()));
      const three = prefixOf(word, PREFIX_LENGTH + 1);
      const numbers = longer.get(three);
      if (numbers) numbers.push(page);
      else longer.set(three, [page]);
    }
  });
  // A page is in the file of each of its title's words: its lead is made JSON once, and the files are joined from it.
  const leadJson: string[] = [];
  const shardOf = (numbers: Iterable<number>) => {
    const entries = [...new Set(numbers)]
      .sort((a, b) => a - b)
      .map((page) => `"${page}":${(leadJson[page] ??= JSON.stringify(pages[page].searchLead))}`);
    return `{${entries.join(',')}}`;
  };
  return [...byPrefix.keys()].sort().flatMap((prefix) => {
    const longer = byPrefix.get(prefix)!;
    const whole = shardOf([...longer.values()].flat());
    if (whole.length <= SPLIT_SHARD_BYTES) return [[prefix, whole] as [string, string]];
    return [...longer.keys()].sort().map((three): [string, string] => [three, shardOf(longer.get(three)!)]);
  });
}
