import { prefixOf, wordSections, type Postings, type TextShard, type WordSections } from '../client/search/format.js';

/** A page's share of the search index: its sections, and their length as JSON, its share of the text files. */
export interface SearchSize {
  sections: number;
  textBytes: number;
}

/** A page's sections as the search index takes them: as JSON, with their count and length. */
export function sectionsForIndex(sections: TextShard): { sectionsJson: string; searchSize: SearchSize } {
  const sectionsJson = JSON.stringify(sections);
  return { sectionsJson, searchSize: { sections: sections.length, textBytes: sectionsJson.length } };
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

/** The site's postings from its pages' words, section ids running on from page to page as in the text files. */
export function mergePostings(pages: Array<{ searchSize: SearchSize; search: PageIndex }>): Postings {
  const postings: Postings = new Map();
  const byWord = new Map<string, WordSections>();
  let offset = 0;
  for (const { searchSize, search: page } of pages) {
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
    offset += searchSize.sections;
  }
  return postings;
}
