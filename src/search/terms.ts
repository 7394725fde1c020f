import { prefixOf, wordSections, type Postings, type TextShard, type WordSections } from '../client/search/format.js';

/**
 * What the search index needs of a page besides its text: made with the page's Markdown, in the worker that
 * renders it, and cached with it, so that the build only merges pages' words instead of reading all text.
 */
export interface PageIndex {
  sections: number;
  /** Length of the sections as JSON, the page's share of the text files. */
  textBytes: number;
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
  return { sections: sections.length, textBytes: JSON.stringify(sections).length, words: [...byWord.keys()].join(' '), places };
}

/** The site's postings from its pages' words, section ids running on from page to page as in the text files. */
export function mergePostings(pages: PageIndex[]): Postings {
  const postings: Postings = new Map();
  const byWord = new Map<string, WordSections>();
  let offset = 0;
  for (const page of pages) {
    let at = 0;
    for (const word of page.words ? page.words.split(' ') : []) {
      let entry = byWord.get(word);
      if (!entry) {
        byWord.set(word, (entry = { heading: [], text: [] }));
        const prefix = prefixOf(word);
        let group = postings.get(prefix);
        if (!group) postings.set(prefix, (group = new Map()));
        group.set(word, entry);
      }
      for (const list of [entry.heading, entry.text]) {
        const end = at + 1 + page.places[at];
        while (++at < end) list.push(offset + page.places[at]);
      }
    }
    offset += page.sections;
  }
  return postings;
}
