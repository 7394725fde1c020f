import { isCjkWord, searchWords } from './search-tokens.js';
import { stopWordsOf } from './stop-words.js';

/**
 * The search index, split so a query loads only what it needs: the manifest, the postings of its words'
 * two-letter prefixes, and the text of the sections it shows.
 *
 * - `assets/search/index.json`: `SearchManifest`.
 * - `assets/search/w-<key>.json`: `PostingsShard`, for words starting with one prefix (`shardKey`). A two-letter
 *   prefix with more than `SPLIT_SHARD_BYTES` of postings lists all its words but keeps the ids of longer ones in
 *   one file per three-letter prefix.
 * - `assets/search/t-<n>.json`: `TextShard`, the sections of pages `n * textShardPages` to `(n + 1) * textShardPages - 1`.
 * - `assets/search/l-<key>.json`: `LeadShard`, on large sites, the start of the pages whose titles have a word
 *   with one prefix: a query's title hits, which rank first, show without loading a text file each.
 */
export interface SearchManifest {
  v: 2;
  /**
   * Per page: title, address, how many sections it has (section ids run on from page to page), and for a doc of
   * docs with several versions, its version's place in `versions`.
   */
  pages: Array<[title: string, url: string, sections: number, version?: number]>;
  /** The docs' versions, by name and label, when they have several. */
  versions?: Array<[name: string, label: string]>;
  textShardPages: number;
  /**
   * Where the postings come from: `shards` files by prefix (large sites), or `text`, built in the browser
   * from the text shards (small sites, where that is fewer bytes than shipping them).
   */
  postings: 'shards' | 'text';
  /** The prefixes that have a postings shard. */
  prefixes: string[];
  /** The prefixes that have a lead shard: two letters, or three where two letters' leads were too many for one file. */
  leads: string[];
}

/** A page's first section, its text cut to `LEAD_TEXT_CHARS` (and `cut` 1 when that left some out). */
export type Lead = [heading: string, anchor: string, text: string, cut: 0 | 1];

/** Page number → its lead, for the pages with a title word starting with one prefix. */
export type LeadShard = Record<number, Lead>;

/** Enough of a page's start for a snippet of it, whose window is 140 characters. */
export const LEAD_TEXT_CHARS = 150;

/**
 * Word → [section ids where it is in a heading, section ids where it is in the text], each as base-36 deltas joined
 * by '.'; or 0 when the ids are in the file of the word's three-letter prefix.
 */
export type PostingsShard = Record<string, [heading: string, text: string] | 0>;

/** Per section: heading ('' for the top of a page), anchor id ('' when it is `anchorOf(heading)`), plain text. */
export type TextShard = Array<[heading: string, anchor: string, text: string]>;

/**
 * The anchor most headings get, as github-slugger makes it: lower case, without punctuation, spaces as dashes. The
 * index leaves it out where a heading's anchor is this, which makes a reference page's text file noticeably smaller.
 */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Words are indexed under their first two letters. */
export const PREFIX_LENGTH = 2;

/**
 * Above this size a prefix's postings are split by the third letter: the largest ones are read and parsed by a
 * query before it can answer, and most of their words are not the query's.
 */
export const SPLIT_SHARD_BYTES = 100 * 1024;

/**
 * The first `letters` letters of a word, whatever its script; one fewer for a Chinese, Japanese or Korean word, which
 * is two letters: grouped by the first, they share files as a Latin word's first two letters do.
 */
export function prefixOf(word: string, letters = PREFIX_LENGTH): string {
  if (isCjkWord(word)) letters--;
  let end = 0;
  for (let letter = 0; letter < letters && end < word.length; letter++) end += word.codePointAt(end)! > 0xffff ? 2 : 1;
  return word.slice(0, end);
}

/** A file-name-safe name for a prefix, whatever its script. */
export function shardKey(prefix: string): string {
  return [...prefix].map((c) => c.codePointAt(0)!.toString(36)).join('-');
}

/** The base-36 text of every gap below 36³, made on first use: `toString(36)` is most of what encoding costs. */
let gapDigits: string[] | undefined;

/** Ascending ids as base-36 gaps: `[3, 10, 11]` → `'3.7.1'`. */
export function encodeIds(ids: ArrayLike<number>): string {
  gapDigits ??= Array.from({ length: 36 ** 3 }, (_, gap) => gap.toString(36));
  // Joined once: appended one by one, a common word's tens of thousands of gaps made as many intermediate strings.
  const gaps = new Array<string>(ids.length);
  let previous = 0;
  for (let i = 0; i < ids.length; i++) {
    const gap = ids[i] - previous;
    previous = ids[i];
    gaps[i] = gap < gapDigits.length ? gapDigits[gap] : gap.toString(36);
  }
  return gaps.join('.');
}

/** The value of a base-36 digit's character code: `0`–`9`, then `a`–`z`. */
const base36Digit = (c: number) => (c <= 57 ? c - 48 : c - 87);

// One shared empty list: a list built here for no ids would be the one path a warmed-up decoder has not seen.
const noIds = new Uint32Array(0);

/** Reads `encodeIds` output digit by digit: a common word has tens of thousands of ids, too many to split into strings. */
export function decodeIds(text: string): Uint32Array {
  if (!text) return noIds;
  let count = 1;
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) count++;
  const ids = new Uint32Array(count);
  let id = 0;
  let gap = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 /* . */) {
      ids[n++] = id += gap;
      gap = 0;
    } else gap = gap * 36 + base36Digit(c);
  }
  ids[n] = id + gap;
  return ids;
}

/**
 * `encodeIds` text with its ids from `first` up to `end` replaced by `ids` (ascending, in that range): the ids
 * around them keep their digits, so that a common word's tens of thousands of ids are read, not decoded again.
 */
export function spliceIds(text: string, first: number, end: number, ids: ArrayLike<number>): string {
  let id = 0;
  let at = 0;
  // Where the ids below `first` end, and the last of them.
  let headEnd = 0;
  let head = 0;
  let after: { id: number; rest: string } | null = null;
  while (at < text.length) {
    let tokenEnd = at;
    let gap = 0;
    for (let c = text.charCodeAt(tokenEnd); tokenEnd < text.length && c !== 46; c = text.charCodeAt(++tokenEnd))
      gap = gap * 36 + base36Digit(c);
    id += gap;
    if (id >= end) {
      after = { id, rest: text.slice(tokenEnd) };
      break;
    }
    if (id < first) {
      headEnd = tokenEnd;
      head = id;
    }
    at = tokenEnd + 1;
  }
  // The new ids, then the first id after them, as gaps from the last id before them.
  const gaps: string[] = [];
  let previous = head;
  for (const value of after ? [...Array.from(ids), after.id] : Array.from(ids)) {
    gaps.push((value - previous).toString(36));
    previous = value;
  }
  return [...(headEnd > 0 ? [text.slice(0, headEnd)] : []), ...gaps].join('.') + (after?.rest ?? '');
}

/** The ids of the sections that have a word in their heading and in their text, ascending. */
export interface WordSections {
  heading: number[];
  text: number[];
}

/** Prefix → word → where it is: grouped as the shard files are, and as the engine looks words up. */
export type Postings = Map<string, Map<string, WordSections>>;

/**
 * Where each word of these sections is, words in order of first appearance, folded for the site's language
 * (`searchLocale`), but for the `unindexed` ones; section ids count from 0.
 */
export function wordSections(
  sections: Iterable<readonly [heading: string, text: string]>,
  locale: string,
  unindexed = stopWordsOf(locale),
): Map<string, WordSections> {
  const byWord = new Map<string, WordSections>();
  const add = (value: string, field: keyof WordSections, id: number) => {
    for (const word of searchWords(value, locale)) {
      let entry = byWord.get(word);
      if (!entry) {
        if (unindexed.has(word)) continue;
        byWord.set(word, (entry = { heading: [], text: [] }));
      }
      const list = entry[field];
      if (list[list.length - 1] !== id) list.push(id);
    }
  };
  let id = 0;
  for (const [heading, text] of sections) {
    add(heading, 'heading', id);
    add(text, 'text', id);
    id++;
  }
  return byWord;
}

/**
 * Indexes sections in id order, grouped by prefix; used by the browser for small sites and, stop words included, for
 * page titles.
 */
export function collectPostings(
  sections: Iterable<readonly [heading: string, text: string]>,
  locale: string,
  unindexed = stopWordsOf(locale),
): Postings {
  const postings: Postings = new Map();
  for (const [word, entry] of wordSections(sections, locale, unindexed)) {
    const prefix = prefixOf(word);
    let group = postings.get(prefix);
    if (!group) postings.set(prefix, (group = new Map()));
    group.set(word, entry);
  }
  return postings;
}

/** A prefix's words with their ids encoded, as a shard file holds them. */
export type EncodedWords = Map<string, [heading: string, text: string]>;

/**
 * The length of the shard of `encoded` as JSON, counted rather than made: words are letters, digits and marks and ids
 * base-36 digits and dots, none of which JSON escapes.
 */
function jsonLength(encoded: EncodedWords): number {
  // `{}`, a comma between entries, and `"word":["heading","text"]` for each.
  let length = 2 + Math.max(0, encoded.size - 1);
  for (const [word, [heading, text]] of encoded) length += word.length + heading.length + text.length + 10;
  return length;
}

/** The shard files of one prefix's words: one, or when it is large, one more per three-letter prefix. */
export function shardsOfPrefix(prefix: string, encoded: EncodedWords): Array<[prefix: string, shard: PostingsShard]> {
  const shard: PostingsShard = {};
  for (const word of [...encoded.keys()].sort()) shard[word] = encoded.get(word)!;
  if (jsonLength(encoded) <= SPLIT_SHARD_BYTES) return [[prefix, shard]];
  const longer = new Map<string, PostingsShard>();
  for (const [word, ids] of Object.entries(shard)) {
    const longerPrefix = prefixOf(word, PREFIX_LENGTH + 1);
    if (longerPrefix === prefix) continue;
    let part = longer.get(longerPrefix);
    if (!part) longer.set(longerPrefix, (part = {}));
    part[word] = ids;
    shard[word] = 0;
  }
  return [[prefix, shard], ...longer];
}
