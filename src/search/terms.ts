import { encodeIds, prefixOf, shardsOfPrefix, type EncodedWords, type PostingsShard } from '../shared/search-format.js';
import type { PageIndex, SearchSize } from '../content/search-words.js';

/** A page's words, each with the numbers of the sections (within the page) that have it in their heading and in their text. */
export function sectionsOfWords(page: PageIndex): Map<string, [heading: number[], text: number[]]> {
  const byWord = new Map<string, [number[], number[]]>();
  let at = 0;
  for (const word of page.words ? page.words.split(' ') : []) {
    const lists: [number[], number[]] = [[], []];
    for (const list of lists) {
      const end = at + 1 + page.places[at];
      while (++at < end) list.push(page.places[at]);
    }
    byWord.set(word, lists);
  }
  return byWord;
}

/**
 * The site's postings shards from its pages' words, section ids running on from page to page as in the text files,
 * by prefix in order, each encoded as it is reached rather than all held at once, which on a large site would be a great deal of memory.
 * The ids are counted first, then gathered into one typed array: a large site has tens of millions of them, which
 * as growing arrays of numbers took more memory and more time.
 */
export function* postingsShardsOf(
  pages: Array<{ searchSize: SearchSize; search: PageIndex }>,
): Generator<[prefix: string, shard: PostingsShard]> {
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  let counts: Uint32Array = new Uint32Array(2 * 4096);
  // Each page's words as ids, so that the second pass neither splits nor looks them up again.
  const pageWords = pages.map(({ search: page }) => {
    const list = page.words ? page.words.split(' ') : [];
    const ids = new Uint32Array(list.length);
    let at = 0;
    list.forEach((word, i) => {
      let id = wordIds.get(word);
      if (id === undefined) {
        wordIds.set(word, (id = words.push(word) - 1));
        if (2 * words.length > counts.length) counts = grown(counts);
      }
      ids[i] = id;
      // Its heading ids, then its text ids.
      for (const field of [0, 1]) {
        counts[2 * id + field] += page.places[at];
        at += 1 + page.places[at];
      }
    });
    return ids;
  });
  // Where each word's heading ids, then its text ids, start in `ids`.
  const starts = new Uint32Array(2 * words.length + 1);
  for (let n = 0; n < 2 * words.length; n++) starts[n + 1] = starts[n] + counts[n];
  const ids = new Uint32Array(starts[2 * words.length]);
  const next = starts.slice(0, -1);
  let offset = 0;
  pages.forEach(({ searchSize, search: { places } }, p) => {
    let at = 0;
    for (const id of pageWords[p]) {
      for (const list of [2 * id, 2 * id + 1]) {
        const end = at + 1 + places[at];
        while (++at < end) ids[next[list]++] = offset + places[at];
      }
    }
    offset += searchSize.sections;
  });
  const idsOf = (list: number) => ids.subarray(starts[list], starts[list + 1]);
  const byPrefix = new Map<string, number[]>();
  words.forEach((word, id) => {
    const prefix = prefixOf(word);
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, []);
    byPrefix.get(prefix)!.push(id);
  });
  for (const prefix of [...byPrefix.keys()].sort()) {
    const encoded: EncodedWords = new Map(
      byPrefix.get(prefix)!.map((id) => [words[id], [encodeIds(idsOf(2 * id)), encodeIds(idsOf(2 * id + 1))]]),
    );
    yield* shardsOfPrefix(prefix, encoded);
  }
}

function grown(counts: Uint32Array): Uint32Array {
  const larger = new Uint32Array(counts.length * 2);
  larger.set(counts);
  return larger;
}
