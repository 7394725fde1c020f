import { anchorOf, LEAD_TEXT_CHARS, wordSections, type Lead, type TextShard } from '../shared/search-format.js';
import { htmlToText } from '../html-text.js';
import { searchLocale } from '../shared/search-tokens.js';

// What the search index takes of a page, made with its Markdown in the worker that renders it and cached with it.

const sectionHeading = /<h([234]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/**
 * Splits a page's HTML into the sections search shows, at its h2, h3 and h4 headings, as plain text: a reference
 * page's entries are h4 under h3 groups, and each is a result of its own.
 */
export function searchSections(html: string): TextShard {
  const sections: TextShard = [];
  let heading = '';
  let anchor = '';
  let from = 0;
  for (const match of html.matchAll(sectionHeading)) {
    sections.push([heading, anchor === anchorOf(heading) ? '' : anchor, htmlToText(html.slice(from, match.index))]);
    heading = htmlToText(match[3].replace(/<a class="hash-link"[\s\S]*?<\/a>/, ''));
    anchor = match[2];
    from = match.index! + match[0].length;
  }
  sections.push([heading, anchor === anchorOf(heading) ? '' : anchor, htmlToText(html.slice(from))]);
  return sections.filter(([h, , text], i) => i > 0 || h || text);
}

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
  /** The page's words, separated by spaces (a word is letters, digits and marks only). */
  words: string;
  /**
   * For each word in turn: how many sections (numbered within the page) have it in their heading, their numbers,
   * then the same for their text. Two flat values per page rather than an array per word: a large site's cache
   * holds millions of words, and reads them back far faster this way.
   */
  places: Uint16Array;
}

/** A page's words, folded for the site's language (its `<html lang>`) as queries are, and where they are. */
export function indexPage(sections: TextShard, language: string): PageIndex {
  const byWord = wordSections(
    sections.map(([heading, , text]) => [heading, text] as const),
    searchLocale(language),
  );
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
