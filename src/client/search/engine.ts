import { rank, type Hits, type Ranked } from './rank.js';
import {
  anchorOf,
  collectPostings,
  PREFIX_LENGTH,
  prefixOf,
  shardKey,
  type Lead,
  type LeadShard,
  type PostingsShard,
  type SearchManifest,
  type TextShard,
} from '../../shared/search-format.js';
import { candidates, MATCH_WEIGHT, queryTerms, type QueryTerms } from './match.js';
import { memoryPostings, postingsInMemory, shardedPostings } from './postings.js';
import { mark, snippet } from './result-html.js';
import { byHeadingShare, ownFirst } from './result-order.js';
import { searchLocale } from '../../shared/search-tokens.js';
import { stopWordsOf } from '../../shared/stop-words.js';

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
  /** Whether the section lacks some of the query's words: results are such only when no section has them all. */
  partial: boolean;
  /** The label of the docs version the page is of, when the docs have several. */
  version: string | null;
}

/** Loads a file of the index by its name: `index.json`, `w-….json`, `t-….json`. */
export type IndexLoader = (file: string) => Promise<unknown>;

// Where a word is found weighs more than how well it matched: page titles, then headings, then text.
const FIELD_WEIGHT = { title: 10, heading: 6, text: 1 } as const;
/** How long the made-up list a large site's warm-up decodes is: as long as the most common words' lists. */
const WARM_UP_IDS = 10_000;

/**
 * Searches the sharded index. It resolves once it is ready to answer: with the manifest read and, on a small site,
 * its text indexed. Then each query loads only the postings of its words' prefixes and the text of the sections
 * it shows, each file once. `language` is the site's (`<html lang>`), whose words the index folded as queries are.
 */
export async function createSearchEngine(load: IndexLoader, language: string) {
  const locale = searchLocale(language);
  const stopWords = stopWordsOf(locale);
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
  // Title words are indexed like text, with page numbers for ids, and stop words too: they are few, and a query of
  // stop words alone finds its pages by their titles.
  const titles = collectPostings(
    manifest.pages.map(([title]) => ['', title] as const),
    locale,
    new Set(),
  );
  // A small site ships only its text: it is read and indexed now, so that queries find it ready.
  const shardCount = Math.ceil(manifest.pages.length / manifest.textShardPages);
  const fromText =
    manifest.postings === 'text'
      ? collectPostings(
          (await Promise.all(Array.from({ length: shardCount }, (_, n) => textFor(n * manifest.textShardPages))))
            .flat()
            .map(([heading, , text]) => [heading, text] as const),
          locale,
        )
      : null;
  const postingsFor = fromText ? postingsInMemory(fromText) : shardedPostings(load, new Set(manifest.prefixes));
  // Ties go to the earlier section, so the first text file is the one a query of common words shows: it loads now,
  // beside the query's postings rather than after them.
  if (!fromText) textFor(0).catch(() => {});
  const titlesFor = memoryPostings(titles);
  /** A section's heading, anchor and text, from the text file of its page. */
  const sectionText = async (page: number, section: number) => {
    const shard = await textFor(page);
    return shard[section - firstSection[Math.floor(page / manifest.textShardPages) * manifest.textShardPages]];
  };
  const leadFiles = new Map<string, Promise<LeadShard>>();
  const leadPrefixes = new Set(manifest.leads);
  /** The leads of the pages with any of these title words, by page number; a word's file is named by its prefix. */
  const leadsOf = async (titleWords: string[]): Promise<Map<number, Lead>> => {
    const prefixes = new Set(
      titleWords
        .map((word) => [prefixOf(word, PREFIX_LENGTH + 1), prefixOf(word)].find((prefix) => leadPrefixes.has(prefix)))
        .filter((prefix) => prefix !== undefined),
    );
    for (const prefix of prefixes)
      if (!leadFiles.has(prefix)) leadFiles.set(prefix, load(`l-${shardKey(prefix)}.json`) as Promise<LeadShard>);
    const shards = await Promise.all([...prefixes].map((prefix) => leadFiles.get(prefix)!));
    return new Map(
      shards.flatMap((shard) => Object.entries(shard).map(([page, lead]): [number, Lead] => [Number(page), lead])),
    );
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
  const versionLabel = (page: number): string | null => {
    const version = manifest.pages[page][3];
    return version === undefined ? null : manifest.versions![version][1];
  };

  /**
   * Each term's words in the page titles, their hits (a page's first section, at a title's weight) and every word
   * matched, to mark.
   */
  const titleMatches = ({ terms, required }: QueryTerms) => {
    const found = terms.map((term, i) => candidates(term, titlesFor(prefixOf(term)).words, stopWords, i >= required));
    const hits = terms.map((term, i) =>
      found[i].map(([word, weight]): Hits => ({
        score: weight * FIELD_WEIGHT.title,
        ids: () => Uint32Array.from(titlesFor(prefixOf(term)).ids(word)[1], (page) => firstSection[page]),
      })),
    );
    return { words: found, hits, matched: new Set(found.flat().map(([word]) => word)) };
  };

  /**
   * The best sections for a query's terms from their postings, with the titles' hits; adds the words found to
   * `matched`. Stop words are in titles alone: the text's are not indexed.
   */
  const rankWithPostings = async (
    postings: typeof postingsFor,
    { terms, required }: QueryTerms,
    titleHits: Hits[][],
    matched: Set<string>,
    limit: number,
  ): Promise<Ranked[]> => {
    const searched = terms.slice(0, required);
    const views = await Promise.all(searched.map((term) => postings(term)));
    const found = searched.map((term, i) => candidates(term, views[i].words));
    await Promise.all(views.map((view, i) => view.ready(found[i].map(([word]) => word))));
    const hits = terms.map((term, i) => {
      if (i >= required) return titleHits[i];
      const view = views[i];
      const inText = found[i].flatMap(([word, weight]): Hits[] => {
        matched.add(word);
        return [
          { score: weight * FIELD_WEIGHT.heading, ids: () => view.ids(word)[0] },
          { score: weight * FIELD_WEIGHT.text, ids: () => view.ids(word)[1] },
        ];
      });
      return [...inText, ...titleHits[i]];
    });
    return rank(hits, required, sectionCount, limit);
  };

  return {
    pageCount: manifest.pages.length,
    sectionCount,
    /**
     * Answers a query without loading anything, for the dialog to lay out unseen, so that the first real query finds
     * the engine's code compiled. A small site's index is in memory and answers the first page's title. A large
     * site's postings are not: its first page's title is ranked among the titles, then two made-up words as common
     * as a common word is go the way a query's postings go, decoded and ranked with a title's hits. The first query
     * would otherwise leave that to the interpreter, which then takes most of its time.
     */
    async warmUp(limit = 10): Promise<SearchResult[]> {
      const title = manifest.pages[0]?.[0] ?? '';
      if (fromText) return this.search(title, limit);
      const titleTerms = queryTerms(title, locale);
      const { hits, matched } = titleMatches(titleTerms);
      // Gaps of every length a real list has, 3.7 on average, keep the made-up ids among the site's sections.
      const gaps = ['a', '1a', ...Array<string>(18).fill('1')];
      const common = Array.from(
        { length: Math.min(WARM_UP_IDS, Math.floor((sectionCount - 1) / 3.7)) },
        (_, i) => gaps[i % gaps.length],
      ).join('.');
      // Parsed as a loaded file is, so that the code reading it sees the same kind of object.
      const shard = JSON.parse(
        JSON.stringify({ aaaa: ['', common], aaab: [common, common], aaac: ['1', ''] }),
      ) as PostingsShard;
      const madeUp = shardedPostings(async () => shard, new Set([prefixOf('aaaa')]));
      const titleHit: Hits = { score: FIELD_WEIGHT.title, ids: () => Uint32Array.from([0, 3, 9], (page) => page * 2) };
      // The last two words share no section: the ranking then counts sections with some of the words.
      for (const terms of [['aaaa', 'aaab'], ['aaab', 'aaa'], ['aaac'], ['aaaa', 'aaac']])
        await rankWithPostings(madeUp, { terms, required: terms.length }, [[titleHit], []], new Set(), limit);
      return rank(hits, titleTerms.required, sectionCount, limit).map(({ id, score, wordsFound }) => {
        const [pageTitle, url] = manifest.pages[pageOf(id)];
        return {
          pageTitle,
          heading: '',
          url,
          headingHtml: mark(pageTitle, matched, locale),
          snippetHtml: snippet(pageTitle, matched, locale),
          score,
          partial: wordsFound < titleTerms.required,
          version: versionLabel(pageOf(id)),
        };
      });
    },
    /** The `limit` best sections for a query; those of the docs version `version` (a name) come first. */
    async search(query: string, limit = 10, version?: string): Promise<SearchResult[]> {
      const wanted = queryTerms(query, locale);
      if (wanted.terms.length === 0) return [];
      const preferred = manifest.versions?.findIndex(([name]) => name === version) ?? -1;
      // The same doc ranks alike in every version: enough are ranked for the preferred version's to fill the list.
      const ranked = preferred < 0 ? limit : limit * Math.min(manifest.versions!.length, 4);
      const { words: titleWords, hits: titleHits, matched } = titleMatches(wanted);
      const titleTop = rank(titleHits, wanted.required, sectionCount, ranked);
      const ranking = titlesDecide(titleTop, titleWords, wanted.required, ranked)
        ? null
        : rankWithPostings(postingsFor, wanted, titleHits, matched, ranked);
      // Titles outweigh headings and text, so the sections they rank first are usually the results: what they
      // show loads while the postings do, instead of after them. A large site's lead files have the start of
      // every page a title word of the first term names, in one or two files where the text would be ten.
      const leads =
        titleTop.length > 0 && manifest.leads.length > 0 ? leadsOf(titleWords[0].map(([word]) => word)) : null;
      const fromTitles = leads ? new Set(titleHits[0].flatMap((hits) => Array.from(hits.ids()))) : null;
      if (!leads) for (const { id } of titleTop) textFor(pageOf(id)).catch(() => {});
      const all = ranking ? await ranking : titleTop;
      const own = ({ id }: Ranked) => manifest.pages[pageOf(id)][3] === preferred;
      const top = preferred < 0 ? all : ownFirst(all, own).slice(0, limit);
      const results = await Promise.all(
        top.map(async ({ id, score, wordsFound }) => {
          const page = pageOf(id);
          const lead = leads && fromTitles!.has(id) ? (await leads).get(page) : undefined;
          const [heading, storedAnchor, text] = lead ?? (await sectionText(page, id));
          const anchor = storedAnchor || anchorOf(heading);
          const [pageTitle, url] = manifest.pages[page];
          return {
            pageTitle,
            heading,
            url: url + (anchor ? `#${anchor}` : ''),
            headingHtml: mark(heading || pageTitle, matched, locale),
            snippetHtml: snippet(text, matched, locale, lead?.[3] === 1),
            score,
            partial: wordsFound < wanted.required,
            version: versionLabel(page),
          };
        }),
      );
      const ownResults = new Set(results.filter((_, i) => own(top[i])));
      // Reordering by score must not mix the version's results back among the others'.
      const sorted = byHeadingShare(
        results,
        top.map((r) => r.wordsFound),
        wanted.terms,
        matched,
        locale,
      );
      return preferred < 0 ? sorted : ownFirst(sorted, (result) => ownResults.has(result));
    },
  };
}

/**
 * Whether the titles' best sections are the query's results whatever the postings hold, so that they need not
 * load. A word found in a title as it is or by prefix outweighs it in any heading, so without typos among the title
 * words, each of those sections scores its titles' sum; a section that some word reaches only through a heading or
 * text scores at most a title's best for the others plus a heading's best. When the last of a full list outscores
 * that, nothing ranks above or among it.
 */
function titlesDecide(
  titleTop: Ranked[],
  titleWords: Array<Array<[word: string, weight: number]>>,
  required: number,
  limit: number,
): boolean {
  const best = { title: FIELD_WEIGHT.title * MATCH_WEIGHT.exact, heading: FIELD_WEIGHT.heading * MATCH_WEIGHT.exact };
  // A stop word counts in titles alone, for a tenth of a title at most.
  const stopWords = (titleWords.length - required) * FIELD_WEIGHT.title * MATCH_WEIGHT.stopWord;
  const otherwise = (required - 1) * best.title + best.heading + stopWords;
  const titlesOutweighHeadings = FIELD_WEIGHT.title * MATCH_WEIGHT.prefix > best.heading;
  return (
    titlesOutweighHeadings &&
    titleTop.length === limit &&
    titleTop[limit - 1].wordsFound === required &&
    titleTop[limit - 1].score > otherwise &&
    titleWords.every((found) => found.every(([, weight]) => weight !== MATCH_WEIGHT.typo))
  );
}
