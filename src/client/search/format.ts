/**
 * The search index, split so a query loads only what it needs: the manifest, the postings of its words'
 * two-letter prefixes, and the text of the sections it shows.
 *
 * - `assets/search/index.json`: `SearchManifest`.
 * - `assets/search/w-<key>.json`: `PostingsShard`, for words starting with one prefix (`shardKey`).
 * - `assets/search/t-<n>.json`: `TextShard`, the sections of pages `n * textShardPages` to `(n + 1) * textShardPages - 1`.
 */
export interface SearchManifest {
  v: 2;
  /** Per page: title, address, and how many sections it has (section ids run on from page to page). */
  pages: Array<[title: string, url: string, sections: number]>;
  textShardPages: number;
  /**
   * Where the postings come from: `shards` files by prefix (large sites), or `text`, built in the browser
   * from the text shards (small sites, where that is fewer bytes than shipping them).
   */
  postings: 'shards' | 'text';
  /** The prefixes that have a postings shard. */
  prefixes: string[];
}

/** Word → [section ids where it is in a heading, section ids where it is in the text], each as base-36 deltas joined by '.'. */
export type PostingsShard = Record<string, [heading: string, text: string]>;

/** Per section: heading ('' for the top of a page), anchor id, plain text. */
export type TextShard = Array<[heading: string, anchor: string, text: string]>;

/** Words are indexed under their first two letters. */
export const PREFIX_LENGTH = 2;

/** A file-name-safe name for a prefix, whatever its script. */
export function shardKey(prefix: string): string {
  return [...prefix].map((c) => c.codePointAt(0)!.toString(36)).join('-');
}

/** Ascending ids as base-36 gaps: `[3, 10, 11]` → `'3.7.1'`. */
export function encodeIds(ids: number[]): string {
  let previous = 0;
  const parts: string[] = [];
  for (const id of ids) {
    parts.push((id - previous).toString(36));
    previous = id;
  }
  return parts.join('.');
}

export function decodeIds(text: string): number[] {
  if (!text) return [];
  let current = 0;
  return text.split('.').map((part) => (current += parseInt(part, 36)));
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words too common to tell sections apart; neither indexed nor required in a query. */
export const stopWords = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its may more my no not of on or our so than that the their then there these this to too was we what when which will with you your'.split(' '),
);

/** Word → the ids of the sections that have it in their heading and in their text, ascending. */
export type Postings = Map<string, { heading: number[]; text: number[] }>;

/** Indexes sections in id order; used by the build for large sites and by the browser for small ones. */
export function collectPostings(sections: Iterable<readonly [heading: string, text: string]>): Postings {
  const postings: Postings = new Map();
  let id = 0;
  for (const [heading, text] of sections) {
    for (const [field, value] of [['heading', heading], ['text', text]] as const) {
      for (const word of words(value)) {
        if (stopWords.has(word)) continue;
        let entry = postings.get(word);
        if (!entry) postings.set(word, (entry = { heading: [], text: [] }));
        const list = entry[field];
        if (list[list.length - 1] !== id) list.push(id);
      }
    }
    id++;
  }
  return postings;
}

/** Postings grouped by the prefix of their words, in the shape of the shard files. */
export function shardPostings(postings: Postings): Map<string, PostingsShard> {
  const shards = new Map<string, PostingsShard>();
  for (const word of [...postings.keys()].sort()) {
    const prefix = [...word].slice(0, PREFIX_LENGTH).join('');
    let shard = shards.get(prefix);
    if (!shard) shards.set(prefix, (shard = {}));
    const { heading, text } = postings.get(word)!;
    shard[word] = [encodeIds(heading), encodeIds(text)];
  }
  return shards;
}
