import { collectPostings, decodeIds, PREFIX_LENGTH, prefixOf, shardKey, stopWords, wordPattern, words, type PostingsShard, type SearchManifest, type TextShard, type WordSections } from './format.js';

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

/** The words under one prefix and, for each, the ids of the sections (or pages, for titles) that have it in a heading and in text. */
interface PostingsView {
  words: string[];
  ids(word: string): [heading: ArrayLike<number>, text: ArrayLike<number>];
}

const viewOf = (group: Map<string, WordSections> = new Map()): PostingsView => ({
  words: [...group.keys()],
  ids: (word) => {
    const { heading, text } = group.get(word)!;
    return [heading, text];
  },
});

/**
 * Searches the sharded index. It resolves once it is ready to answer: with the manifest read and, on a small site,
 * its text indexed. Then each query loads only the postings of its words' prefixes and the text of the sections
 * it shows, each file once.
 */
export async function createSearchEngine(load: IndexLoader) {
  const manifest = (await load('index.json')) as SearchManifest;
  const firstSection = new Uint32Array(manifest.pages.length);
  let sectionCount = 0;
  manifest.pages.forEach(([, , sections], page) => {
    firstSection[page] = sectionCount;
    sectionCount += sections;
  });
  const texts = new Map<number, Promise<TextShard>>();
  const textFor = (page: number): Promise<TextShard> => {
    const shard = Math.floor(page / manifest.textShardPages);
    if (!texts.has(shard)) texts.set(shard, load(`t-${shard}.json`) as Promise<TextShard>);
    return texts.get(shard)!;
  };
  // Title words are indexed like text, with page numbers for ids.
  const titles = collectPostings(manifest.pages.map(([title]) => ['', title] as const));
  // A small site ships only its text: it is read and indexed now, so that queries find it ready.
  const shardCount = Math.ceil(manifest.pages.length / manifest.textShardPages);
  const fromText = manifest.postings === 'text' ? collectPostings((await Promise.all(Array.from({ length: shardCount }, (_, n) => textFor(n * manifest.textShardPages)))).flat().map(([heading, , text]) => [heading, text] as const)) : null;
  const prefixes = new Set(manifest.prefixes);
  const postings = new Map<string, Promise<PostingsView>>();
  // A large site's postings come in one file per prefix; a word's ids are decoded the first time it is needed.
  const loadShard = async (prefix: string): Promise<PostingsView> => {
    if (!prefixes.has(prefix)) return viewOf();
    const shard = (await load(`w-${shardKey(prefix)}.json`)) as PostingsShard;
    const decoded = new Map<string, [Uint32Array, Uint32Array]>();
    return {
      words: Object.keys(shard),
      ids: (word) => {
        let ids = decoded.get(word);
        if (!ids) decoded.set(word, (ids = [decodeIds(shard[word][0]), decodeIds(shard[word][1])]));
        return ids;
      },
    };
  };
  const postingsFor = (prefix: string): Promise<PostingsView> => {
    if (!postings.has(prefix)) postings.set(prefix, fromText ? Promise.resolve(viewOf(fromText.get(prefix))) : loadShard(prefix));
    return postings.get(prefix)!;
  };
  const titleViews = new Map<string, PostingsView>();
  const titlesFor = (prefix: string): PostingsView => {
    if (!titleViews.has(prefix)) titleViews.set(prefix, viewOf(titles.get(prefix)));
    return titleViews.get(prefix)!;
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
      const views = await Promise.all(terms.map((term) => postingsFor(prefixOf(term))));
      const matched = new Set<string>();
      // Typed arrays, not Maps: a common word touches tens of thousands of sections.
      const total = new Float64Array(sectionCount);
      const wordBest = new Float64Array(sectionCount);
      const wordsFound = new Uint16Array(sectionCount);
      let found: number[] = [];
      terms.forEach((term, i) => {
        const touched: number[] = [];
        // Every word of the query must match somewhere in the section: only sections all earlier words found count.
        const raise = (ids: ArrayLike<number>, score: number) => {
          for (let n = 0; n < ids.length; n++) {
            const id = ids[n];
            if (wordsFound[id] !== i) continue;
            if (wordBest[id] === 0) touched.push(id);
            if (score > wordBest[id]) wordBest[id] = score;
          }
        };
        for (const [word, weight] of candidates(term, views[i].words)) {
          matched.add(word);
          const [heading, text] = views[i].ids(word);
          raise(heading, weight * FIELD_WEIGHT.heading);
          raise(text, weight * FIELD_WEIGHT.text);
        }
        const titleView = titlesFor(prefixOf(term));
        for (const [word, weight] of candidates(term, titleView.words)) {
          matched.add(word);
          const [, pages] = titleView.ids(word);
          raise(Array.from(pages, (page) => firstSection[page]), weight * FIELD_WEIGHT.title);
        }
        for (const id of touched) {
          total[id] += wordBest[id];
          wordBest[id] = 0;
          wordsFound[id] = i + 1;
        }
        found = touched;
      });
      const top = best(found, total, limit);
      return Promise.all(
        top.map(async (id) => {
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
            score: total[id],
          };
        }),
      );
    },
  };
}

/** The `limit` ids with the highest scores, ties by section order, without sorting every match. */
function best(ids: number[], scores: Float64Array, limit: number): number[] {
  const top: number[] = [];
  const before = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  for (const id of ids) {
    if (top.length === limit && !before(id, top[limit - 1])) continue;
    let i = Math.min(top.length, limit - 1);
    if (top.length < limit) top.push(id);
    else top[i] = id;
    while (i > 0 && before(top[i], top[i - 1])) {
      [top[i], top[i - 1]] = [top[i - 1], top[i]];
      i--;
    }
  }
  return top;
}

/**
 * The words of a vocabulary a query word may mean: itself, words it starts (from three letters; the shortest
 * `MAX_PREFIX_WORDS`), and (from four letters) words one typo away.
 */
function candidates(term: string, vocabulary: string[]): Array<[word: string, weight: number]> {
  const found: Array<[string, number]> = [];
  const prefixed: string[] = [];
  for (const word of vocabulary) {
    if (word === term) found.push([word, MATCH_WEIGHT.exact]);
    else if (term.length >= PREFIX_MIN_LENGTH && word.startsWith(term)) prefixed.push(word);
    else if (term.length >= 4 && Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) found.push([word, MATCH_WEIGHT.typo]);
  }
  if (prefixed.length > MAX_PREFIX_WORDS) prefixed.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).length = MAX_PREFIX_WORDS;
  for (const word of prefixed) found.push([word, MATCH_WEIGHT.prefix]);
  return found;
}

/** One letter replaced, added, dropped, or two neighbours swapped; for words at most one letter apart in length. */
function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length !== b.length) return a.length > b.length ? sameAfter(a, i + 1, b, i) : sameAfter(a, i, b, i + 1);
  return sameAfter(a, i + 1, b, i + 1) || (a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameAfter(a, i + 2, b, i + 2));
}

/** Whether `a` from `i` on equals `b` from `j` on. */
function sameAfter(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Escapes text and wraps each matched word in `<mark>`. */
function mark(text: string, matched: Set<string>): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!matched.has(match[0].toLowerCase())) continue;
    html += `${escapeHtml(text.slice(from, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

function snippet(text: string, matched: Set<string>): string {
  let at = -1;
  for (const match of text.matchAll(wordPattern)) {
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
