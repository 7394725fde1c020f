import { prefixOf, type PostingsShard } from '../shared/search-format.js';
import { fingerprint } from '../fingerprint.js';
import { searchIndexFiles, type SearchIndexInput, type SearchThreads } from '../search/index-files.js';
import {
  indexedPages,
  leadsPath,
  postingsPath,
  type IndexedPage,
  type PatchedPostings,
  type SearchIndex,
} from '../search/build.js';
import { patchPostings, type ReindexedPage } from '../search/patch.js';
import type { PreviousOutput } from '../write/write.js';
import { pageKeys, type BuildCache, type SearchCache } from './cache.js';

/** Beyond this share of the pages changed, merging every page's words is quicker than patching the shards. */
const PATCH_MAX_SHARE = 0.02;

/**
 * The search stage, reusing the cache. With a cache, the previous build's files are kept while no indexed page changed; when some
 * did, only the text files of changed pages are made, and the postings shards of the words they had or have
 * (every shard, when pages came, went, moved or changed their number of sections).
 */
export function searchIndexReusing(
  input: SearchIndexInput,
  threads: SearchThreads,
  { cache, previous: output }: { cache: BuildCache | null; previous: PreviousOutput },
): SearchIndex {
  const { routes, site } = input;
  if (!cache) return searchIndexFiles(input, threads);
  const keys = pageKeys(cache);
  const keyOf = (pages: IndexedPage[]) => fingerprint(site.withBase('/'), ...pages.map((page) => keys.get(page)!));
  const indexed = routes.map((route) =>
    route.kind === 'doc' ? keys.get(route.doc) : route.kind === 'blog-post' ? keys.get(route.post) : null,
  );
  const key = fingerprint(site.withBase('/'), JSON.stringify(indexed));
  const previous = cache.search;
  if (previous?.key === key && previous.files.every((file) => output.has(file))) {
    for (const file of previous.files) output.carryOver(file);
    return { files: [], paths: previous.files, prefixes: previous.prefixes, leads: previous.leads.prefixes };
  }
  const texts: string[] = [];
  const textFileUnchanged = (n: number, pages: IndexedPage[]) => {
    texts[n] = keyOf(pages);
    const file = `assets/search/t-${n}.json`;
    const unchanged = previous?.texts[n] === texts[n] && output.has(file);
    if (unchanged) output.carryOver(file);
    return unchanged;
  };
  const pages = indexedPages(routes);
  const order = fingerprint(site.withBase('/'), ...pages.map((page) => page.source.file));
  const patch = (indexed: IndexedPage[]) =>
    previous ? patchedPostings(indexed, { order, previous, keys, cache, output }) : null;
  // A page's title and lead change seldom with an edit, and when none did, the lead files stay as they are. They
  // are by the titles' words, folded for the site's language.
  const leadsKey = fingerprint(
    site.withBase('/'),
    site.config.i18n.locale.htmlLang,
    JSON.stringify(pages.map((page) => [page.title, page.searchLead])),
  );
  const unchangedLeads = () => {
    const unchanged =
      previous?.leads.key === leadsKey && previous.leads.prefixes.every((prefix) => output.has(leadsPath(prefix)))
        ? previous.leads.prefixes
        : null;
    for (const prefix of unchanged ?? []) output.carryOver(leadsPath(prefix));
    return unchanged;
  };
  const index = searchIndexFiles(
    { ...input, unchanged: { textFileUnchanged, unchangedLeads, patchPostings: patch } },
    threads,
  );
  cache.search = {
    key,
    files: index.paths,
    texts,
    order,
    pages: pages.map((page) => keys.get(page)!),
    prefixes: index.prefixes,
    leads: { key: leadsKey, prefixes: index.leads },
  };
  return index;
}

/**
 * The postings patched from the previous build's shards, when the same pages are indexed in the same order and
 * the few that changed kept their number of sections, so that every other section keeps its id; else null.
 */
function patchedPostings(
  pages: IndexedPage[],
  {
    order,
    previous,
    keys,
    cache,
    output,
  }: {
    order: string;
    previous: SearchCache;
    keys: Map<unknown, string>;
    cache: BuildCache;
    output: PreviousOutput;
  },
): PatchedPostings | null {
  if (
    previous.order !== order ||
    previous.prefixes.length === 0 ||
    !previous.prefixes.every((prefix) => output.has(postingsPath(prefix)))
  )
    return null;
  const reindexed: ReindexedPage[] = [];
  let firstSection = 0;
  for (const [i, page] of pages.entries()) {
    if (previous.pages[i] !== keys.get(page)) {
      // The page as the index has it: the dev server makes the index only when asked, maybe several saves later.
      const before = cache.replaced?.get(page.source.file);
      if (before?.key !== previous.pages[i] || before.page.searchSize.sections !== page.searchSize.sections)
        return null;
      reindexed.push({
        firstSection,
        sections: page.searchSize.sections,
        before: before.page.search,
        now: page.search,
      });
    }
    firstSection += page.searchSize.sections;
  }
  if (reindexed.length > Math.max(1, pages.length * PATCH_MAX_SHARE)) return null;
  const previousPrefixes = new Set(previous.prefixes);
  const texts = new Map<string, string>();
  const previousText = (prefix: string) => {
    if (!texts.has(prefix)) texts.set(prefix, output.text(postingsPath(prefix)));
    return texts.get(prefix)!;
  };
  const shards = new Map<string, PostingsShard>();
  const previousShard = (prefix: string) => {
    if (!previousPrefixes.has(prefix)) return null;
    if (!shards.has(prefix)) shards.set(prefix, JSON.parse(previousText(prefix)) as PostingsShard);
    return shards.get(prefix)!;
  };
  const patched = patchPostings(reindexed, previousShard);
  // Grouped under their two-letter prefix, as the shards are made: a group that was patched has new files.
  const groups = new Map<string, string[]>();
  for (const prefix of previous.prefixes)
    groups.set(prefixOf(prefix), [...(groups.get(prefixOf(prefix)) ?? []), prefix]);
  for (const [prefix, files] of patched)
    groups.set(
      prefix,
      files.map(([key]) => key),
    );
  // Most patched shards come out as they were: an edit mostly moves words within sections that already had them.
  const changed = new Map(
    [...patched.values()]
      .flat()
      .filter(([prefix, shard]) => !previousPrefixes.has(prefix) || JSON.stringify(shard) !== previousText(prefix)),
  );
  const prefixes = [...groups.keys()].sort().flatMap((prefix) => groups.get(prefix)!);
  for (const prefix of prefixes) if (!changed.has(prefix)) output.carryOver(postingsPath(prefix));
  return { prefixes, changed };
}
