import {
  PREFIX_LENGTH,
  prefixOf,
  shardsOfPrefix,
  spliceIds,
  type EncodedWords,
  type PostingsShard,
} from '../shared/search-format.js';
import type { PageIndex } from '../content/search-words.js';
import { sectionsOfWords } from './terms.js';

/** A page indexed again where it was, with as many sections as before: its words before and now. */
export interface ReindexedPage {
  /** The site-wide id of its first section. */
  firstSection: number;
  sections: number;
  before: PageIndex;
  now: PageIndex;
}

/**
 * The shard files of every prefix that a word of `pages` moved in or out of a section under, made from the files an
 * earlier build wrote (`previous`, by prefix, null where there was none): the pages' words have the ids of the
 * pages' sections replaced, and every other word keeps its ids as encoded; the other prefixes' files stay as they are. The result is what merging every page's words
 * anew would give for those prefixes, in a fraction of the time: an edit touches a page's words, not the site's.
 * A prefix left with no words has no files.
 */
export function patchPostings(
  pages: ReindexedPage[],
  previous: (prefix: string) => PostingsShard | null,
): Map<string, Array<[prefix: string, shard: PostingsShard]>> {
  const changesByPrefix = new Map<string, Map<string, WordChange[]>>();
  for (const { firstSection, sections, before, now } of pages) {
    const beforeWords = sectionsOfWords(before);
    const nowWords = sectionsOfWords(now);
    for (const word of new Set([...beforeWords.keys(), ...nowWords.keys()])) {
      const [heading, text] = nowWords.get(word) ?? [[], []];
      // A word in the same sections as before keeps its ids: unless another word changes, its shard is not read.
      const was = beforeWords.get(word);
      if (was && sameNumbers(was[0], heading) && sameNumbers(was[1], text)) continue;
      const prefix = prefixOf(word);
      if (!changesByPrefix.has(prefix)) changesByPrefix.set(prefix, new Map());
      const changes = changesByPrefix.get(prefix)!;
      changes.set(word, [...(changes.get(word) ?? []), { firstSection, sections, heading, text }]);
    }
  }

  const shards = new Map<string, Array<[string, PostingsShard]>>();
  for (const [prefix, changes] of changesByPrefix) {
    const encoded: EncodedWords = new Map();
    for (const [word, ids] of Object.entries(previous(prefix) ?? {})) {
      encoded.set(word, ids === 0 ? (previous(prefixOf(word, PREFIX_LENGTH + 1))![word] as [string, string]) : ids);
    }
    for (const [word, wordChanges] of changes) {
      let [heading, text] = encoded.get(word) ?? ['', ''];
      for (const { firstSection, sections, ...now } of wordChanges) {
        const end = firstSection + sections;
        heading = spliceIds(
          heading,
          firstSection,
          end,
          now.heading.map((n) => firstSection + n),
        );
        text = spliceIds(
          text,
          firstSection,
          end,
          now.text.map((n) => firstSection + n),
        );
      }
      if (heading === '' && text === '') encoded.delete(word);
      else encoded.set(word, [heading, text]);
    }
    shards.set(prefix, encoded.size > 0 ? shardsOfPrefix(prefix, encoded) : []);
  }
  return shards;
}

function sameNumbers(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/** Where a word is in one reindexed page now, by section number within the page. */
interface WordChange {
  firstSection: number;
  sections: number;
  heading: number[];
  text: number[];
}
