import {
  decodeIds,
  PREFIX_LENGTH,
  prefixOf,
  shardKey,
  type Postings,
  type PostingsShard,
  type WordSections,
} from '../../shared/search-format.js';

/** The words under one prefix and, for each, the ids of the sections (or pages, for titles) that have it in a heading and in text. */
export interface PostingsView {
  words: string[];
  /** Loads the ids of these words where they are kept apart; `ids` may be asked for them once it resolves. */
  ready(words: string[]): Promise<void>;
  ids(word: string): [heading: ArrayLike<number>, text: ArrayLike<number>];
}

/** Postings in memory, looked up by query word as sharded ones are. */
export function postingsInMemory(postings: Postings): (term: string) => Promise<PostingsView> {
  const views = memoryPostings(postings);
  return (term) => Promise.resolve(views(prefixOf(term)));
}

/** Views of postings already in memory, by prefix: a small site's, indexed from its text, and the page titles'. */
export function memoryPostings(postings: Postings): (prefix: string) => PostingsView {
  const views = new Map<string, PostingsView>();
  return (prefix) => {
    if (!views.has(prefix)) {
      const group = postings.get(prefix) ?? new Map<string, WordSections>();
      views.set(prefix, {
        words: [...group.keys()],
        ready: async () => {},
        ids: (word) => {
          const { heading, text } = group.get(word)!;
          return [heading, text];
        },
      });
    }
    return views.get(prefix)!;
  };
}

/**
 * A large site's postings, one file per prefix (`prefixes` lists them), each loaded once. A word's ids are decoded
 * the first time they are needed.
 */
export function shardedPostings(load: (file: string) => Promise<unknown>, prefixes: Set<string>) {
  const files = new Map<string, Promise<PostingsShard>>();
  const loaded = new Map<string, PostingsShard>();
  const file = (prefix: string): Promise<PostingsShard> => {
    if (!files.has(prefix)) {
      const loading = prefixes.has(prefix)
        ? (load(`w-${shardKey(prefix)}.json`) as Promise<PostingsShard>)
        : Promise.resolve({});
      files.set(
        prefix,
        loading.then((shard) => (loaded.set(prefix, shard), shard)),
      );
    }
    return files.get(prefix)!;
  };
  const views = new Map<string, Promise<PostingsView>>();

  /** The postings of the words sharing a query word's prefix. */
  return (term: string): Promise<PostingsView> => {
    // A split prefix keeps the term's own words, exact and longer, under its third letter: they load alongside.
    const longer = prefixOf(term, PREFIX_LENGTH + 1);
    if (longer !== prefixOf(term) && prefixes.has(longer)) void file(longer).catch(() => {});
    const prefix = prefixOf(term);
    if (!views.has(prefix)) {
      views.set(
        prefix,
        file(prefix).then((shard): PostingsView => {
          const decoded = new Map<string, [Uint32Array, Uint32Array]>();
          return {
            words: Object.keys(shard),
            ready: async (words) => {
              await Promise.all(
                words.filter((word) => shard[word] === 0).map((word) => file(prefixOf(word, PREFIX_LENGTH + 1))),
              );
            },
            ids: (word) => {
              let ids = decoded.get(word);
              if (!ids) {
                const [heading, text] = (shard[word] || loaded.get(prefixOf(word, PREFIX_LENGTH + 1))![word]) as [
                  string,
                  string,
                ];
                decoded.set(word, (ids = [decodeIds(heading), decodeIds(text)]));
              }
              return ids;
            },
          };
        }),
      );
    }
    return views.get(prefix)!;
  };
}
