import { collectPostings, decodeIds, PREFIX_LENGTH, shardKey, stopWords, words, type PostingsShard, type SearchManifest, type TextShard } from './format.js';

export { words };

export interface SearchResult {
  pageTitle: string;
  /** The section's heading, '' for the top of the page. */
  heading: string;
  url: string;
  /** HTML-escaped heading (or page title) with the matched words in `<mark>`. */
  headingHtml: string;
  /** HTML-escaped excerpt around the first match, with the matched words in `<mark>`. */
  snippetHtml: string;
  score: number;
}

/** Loads a file of the index by its name: `index.json`, `w-….json`, `t-….json`. */
export type IndexLoader = (file: string) => Promise<unknown>;

// Where a word is found weighs more than how well it matched: page titles, then headings, then text.
const FIELD_WEIGHT = { title: 10, heading: 6, text: 1 } as const;
const MATCH_WEIGHT = { exact: 1, prefix: 0.7, typo: 0.45 } as const;
const SNIPPET_RADIUS = 70;
/** Prefix matching starts at three letters and covers at most this many words, so that "re" does not merge half the index. */
const PREFIX_MIN_LENGTH = 3;
const MAX_PREFIX_WORDS = 60;

/**
 * Searches the sharded index: the manifest loads first, then for each query only the postings of its words'
 * prefixes and the text of the sections it shows, each file once.
 */
export async function createSearchEngine(load: IndexLoader) {
  const manifest = (await load('index.json')) as SearchManifest;
  const firstSection: number[] = [];
  let sectionCount = 0;
  for (const [, , sections] of manifest.pages) {
    firstSection.push(sectionCount);
    sectionCount += sections;
  }
  const titleWords = new Map<string, number[]>();
  manifest.pages.forEach(([title], page) => {
    for (const word of new Set(words(title))) {
      const pages = titleWords.get(word);
      if (pages) pages.push(page);
      else titleWords.set(word, [page]);
    }
  });
  const titleVocabulary = [...titleWords.keys()].sort();
  const prefixes = new Set(manifest.prefixes);
  const postings = new Map<string, Promise<PostingsView>>();
  const texts = new Map<number, Promise<TextShard>>();

  /** The words under one prefix and, for each, the ids of the sections that have it in a heading and in text. */
  interface PostingsView {
    words: string[];
    ids(word: string): [heading: number[], text: number[]];
  }
  const empty: PostingsView = { words: [], ids: () => [[], []] };

  // A small site ships only its text: it is read once and indexed here, straight into id lists.
  let fromText: Promise<Map<string, PostingsView>> | null = null;
  const indexText = () =>
    (fromText ??= Promise.all(Array.from({ length: Math.ceil(manifest.pages.length / manifest.textShardPages) }, (_, n) => textFor(n * manifest.textShardPages))).then(
      (shards) => {
        const postings = collectPostings(shards.flat().map(([heading, , text]) => [heading, text] as const));
        const byPrefix = new Map<string, Map<string, [number[], number[]]>>();
        for (const [word, { heading, text }] of postings) {
          const prefix = [...word].slice(0, PREFIX_LENGTH).join('');
          if (!byPrefix.has(prefix)) byPrefix.set(prefix, new Map());
          byPrefix.get(prefix)!.set(word, [heading, text]);
        }
        return new Map([...byPrefix].map(([prefix, lists]) => [prefix, { words: [...lists.keys()], ids: (word: string) => lists.get(word)! }]));
      },
    ));
  // A large site's postings come in one file per prefix; a word's ids are decoded the first time it is needed.
  const shardFor = (prefix: string): Promise<PostingsView> => {
    if (!postings.has(prefix)) {
      postings.set(
        prefix,
        (load(`w-${shardKey(prefix)}.json`) as Promise<PostingsShard>).then((shard) => {
          const decoded = new Map<string, [number[], number[]]>();
          return {
            words: Object.keys(shard),
            ids: (word: string) => {
              if (!decoded.has(word)) decoded.set(word, [decodeIds(shard[word][0]), decodeIds(shard[word][1])]);
              return decoded.get(word)!;
            },
          };
        }),
      );
    }
    return postings.get(prefix)!;
  };
  const postingsFor = async (term: string): Promise<PostingsView> => {
    const prefix = [...term].slice(0, PREFIX_LENGTH).join('');
    if (manifest.postings === 'text') return (await indexText()).get(prefix) ?? empty;
    return prefixes.has(prefix) ? shardFor(prefix) : empty;
  };
  const textFor = (page: number): Promise<TextShard> => {
    const shard = Math.floor(page / manifest.textShardPages);
    if (!texts.has(shard)) texts.set(shard, load(`t-${shard}.json`) as Promise<TextShard>);
    return texts.get(shard)!;
  };
  const pageOf = (section: number): number => {
    let low = 0;
    let high = firstSection.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (firstSection[mid] <= section) low = mid;
      else high = mid - 1;
    }
    return low;
  };

  return {
    pageCount: manifest.pages.length,
    sectionCount,
    async search(query: string, limit = 10): Promise<SearchResult[]> {
      const terms = [...new Set(words(query))].filter((term) => term.length >= PREFIX_LENGTH && !stopWords.has(term));
      if (terms.length === 0) return [];
      const views = await Promise.all(terms.map(postingsFor));
      const matched = new Set<string>();
      let scores: Map<number, number> | null = null;
      terms.forEach((term, i) => {
        // A typed array beats a Map for the tens of thousands of sections a common word can touch.
        const bestScore = new Float64Array(sectionCount);
        const touched: number[] = [];
        const raise = (id: number, score: number) => {
          if (bestScore[id] === 0) touched.push(id);
          if (score > bestScore[id]) bestScore[id] = score;
        };
        for (const [word, weight] of candidates(term, views[i].words)) {
          matched.add(word);
          const [heading, text] = views[i].ids(word);
          for (const id of heading) raise(id, weight * FIELD_WEIGHT.heading);
          for (const id of text) raise(id, weight * FIELD_WEIGHT.text);
        }
        for (const [word, weight] of candidates(term, titleVocabulary)) {
          matched.add(word);
          for (const page of titleWords.get(word)!) raise(firstSection[page], weight * FIELD_WEIGHT.title);
        }
        // Every word of the query must match somewhere in the section.
        const combined = new Map<number, number>();
        for (const id of touched) {
          if (scores === null) combined.set(id, bestScore[id]);
          else if (scores.has(id)) combined.set(id, scores.get(id)! + bestScore[id]);
        }
        scores = combined;
      });
      const top = best(scores!, limit);
      return Promise.all(
        top.map(async ([id, score]) => {
          const page = pageOf(id);
          const shard = await textFor(page);
          const shardStart = firstSection[Math.floor(page / manifest.textShardPages) * manifest.textShardPages];
          const [heading, anchor, text] = shard[id - shardStart];
          const [pageTitle, url] = manifest.pages[page];
          return {
            pageTitle,
            heading,
            url: url + (anchor ? `#${anchor}` : ''),
            headingHtml: mark(heading || pageTitle, matched),
            snippetHtml: snippet(text, matched),
            score,
          };
        }),
      );
    },
  };
}

/** The `limit` highest scores, ties by section order, without sorting every match. */
function best(scores: Map<number, number>, limit: number): Array<[number, number]> {
  const top: Array<[number, number]> = [];
  const before = (a: [number, number], b: [number, number]) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
  for (const entry of scores) {
    if (top.length === limit && !before(entry, top[limit - 1])) continue;
    let i = Math.min(top.length, limit - 1);
    if (top.length < limit) top.push(entry);
    else top[i] = entry;
    while (i > 0 && before(top[i], top[i - 1])) {
      [top[i], top[i - 1]] = [top[i - 1], top[i]];
      i--;
    }
  }
  return top;
}

/** The words of a vocabulary a query word may mean: itself, words it starts (from three letters), and (from four) one typo away. */
function candidates(term: string, vocabulary: string[]): Array<[word: string, weight: number]> {
  const found = new Map<string, number>();
  let prefixed = 0;
  for (const word of vocabulary) {
    if (word === term) found.set(word, MATCH_WEIGHT.exact);
    else if (term.length >= PREFIX_MIN_LENGTH && word.startsWith(term) && prefixed++ < MAX_PREFIX_WORDS) found.set(word, MATCH_WEIGHT.prefix);
    else if (term.length >= 4 && Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) found.set(word, MATCH_WEIGHT.typo);
  }
  return [...found];
}

function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB || (a.length === b.length && a.slice(i + 2) === b.slice(i + 2) && a[i] === b[i + 1] && a[i + 1] === b[i]);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Escapes text and wraps each matched word in `<mark>`. */
function mark(text: string, matched: Set<string>): string {
  return text.replace(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu, (part) => (matched.has(part.toLowerCase()) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)));
}

function snippet(text: string, matched: Set<string>): string {
  let at = -1;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.has(match[0].toLowerCase())) {
      at = match.index!;
      break;
    }
  }
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, (at < 0 ? 0 : at) + SNIPPET_RADIUS * 2);
  const excerpt = text.slice(start, end).replace(/^\S*\s/, start > 0 ? '' : '$&').replace(/\s\S*$/, end < text.length ? '' : '$&');
  return `${start > 0 ? '…' : ''}${mark(excerpt, matched)}${end < text.length ? '…' : ''}`;
}
