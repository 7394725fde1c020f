import { fingerprint, pageKeys, type BuildCache } from '../context.js';
import type { SiteData } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import { buildSearchIndex, type IndexedPage, type SearchIndex } from '../search/build.js';
import type { Writer } from './write.js';

/**
 * The search index. With a cache, the previous build's files are kept while no indexed page changed; when some
 * did, the postings are merged anew from every page's words, and only the text files of changed pages are made.
 */
export function searchIndexFiles(routes: Route[], site: SiteData, cache: BuildCache | undefined, writer: Writer): SearchIndex {
  if (!cache) return buildSearchIndex(routes, { withBase: site.withBase });
  const keys = pageKeys(cache);
  const keyOf = (pages: IndexedPage[]) => fingerprint(site.withBase('/'), ...pages.map((page) => keys.get(page)!));
  const indexed = routes.map((route) => (route.kind === 'doc' ? keys.get(route.doc) : route.kind === 'blog-post' ? keys.get(route.post) : null));
  const key = fingerprint(site.withBase('/'), JSON.stringify(indexed));
  const previous = cache.search;
  if (previous?.key === key && previous.files.every((file) => writer.has(file))) {
    for (const file of previous.files) writer.keep(file);
    return { files: [], paths: previous.files };
  }
  const texts: string[] = [];
  const keepText = (n: number, pages: IndexedPage[]) => {
    texts[n] = keyOf(pages);
    const file = `assets/search/t-${n}.json`;
    const kept = previous?.texts[n] === texts[n] && writer.has(file);
    if (kept) writer.keep(file);
    return kept;
  };
  const index = buildSearchIndex(routes, { withBase: site.withBase, keepText });
  cache.search = { key, files: index.paths, texts };
  return index;
}
