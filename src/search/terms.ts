import {
  encodeIds,
  LEAD_TEXT_CHARS,
  prefixOf,
  shardsOfPrefix,
  wordSections,
  type EncodedWords,
  type Lead,
  type PostingsShard,
  type TextShard,
} from '../shared/search-format.js';

/** A page's share of the search index: its sections, and their length as JSON, its share of the text files. */
export interface SearchSize {
  sections: number;
  textBytes: number;
}

/** A page's sections as the search index takes them: as JSON, with their count and length, and its lead. */
export function sectionsForIndex(sections: TextShard): {
  sectionsJson: string;
  searchSize: SearchSize;
  searchLead: Lead;
} {
  const sectionsJson = JSON.stringify(sections);
  const [heading, anchor, text] = sections[0] ?? ['', '', ''];
  const searchLead: Lead = [heading, anchor, text.slice(0, LEAD_TEXT_CHARS), text.length > LEAD_TEXT_CHARS ? 1 : 0];
  return { sectionsJson, searchSize: { sections: sections.length, textBytes: sectionsJson.length }, searchLead };
}

/**
 * What the search index needs of a page besides its text: made with the page's Markdown, in the worker that
 * renders it, and cached with it, so that the build only merges pages' words instead of reading all text.
 */
export interface PageIndex {
  /** The page's words, separated by spaces (a word is letters and digits only). */
  words: string;
  /**
   * For each word in turn: how many sections (numbered within the page) have it in their heading, their numbers,
   * then the same for their text. Two flat values per page rather than an array per word: a large site's cache
   * holds millions of words, and reads them back far faster this way.
   */
  places: Uint16Array;
}

export function indexPage(sections: TextShard): PageIndex {
  const byWord = wordSections(sections.map(([heading, , text]) => [heading, text] as const));
  let size = 0;
  for (const { heading, text } of byWord.values()) size += 2 + heading.length + text.length;
  const places = new Uint16Array(size);
  let at = 0;
  for (const { heading, text } of byWord.values()) {
    for (const list of [heading, text]) {
      places[at++] = list.length;
      places.set(list, at);
      at += list.length;
    }
  }
  return { words: [...byWord.keys()].join(' '), places };
}

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
