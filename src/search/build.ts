import { shardKey, shardPostings, type SearchManifest } from '../client/search/format.js';
import type { DocPage, PostPage } from '../content/page.js';
import type { OutputFile } from '../emit/output.js';
import type { Route } from '../routes/types.js';
import { mergePostings } from './terms.js';

/**
 * Pages per text shard: a result list of ten loads at most ten files, and each is read whole before its results
 * show, so they are kept small (about 30 KB, 7 KB gzipped, on the generated 10,000-page site).
 */
export const TEXT_SHARD_PAGES = 5;
/** Below this much text, the browser indexes the text itself: fewer bytes than shipping postings. */
export const INLINE_POSTINGS_LIMIT = 512 * 1024;

export type IndexedPage = DocPage | PostPage;

export interface SearchIndexOptions {
  withBase(path: string): string;
  inlineLimit?: number;
  /** True when text file `n`, of these pages, is still as an earlier build wrote it: it is then not made again. */
  keepText?(n: number, pages: IndexedPage[]): boolean;
}

export interface SearchIndex {
  /** Files to write. */
  files: OutputFile[];
  /** Every file of the index, kept ones included. */
  paths: string[];
}

/** The sharded search index of every doc and post: a manifest, text files and, for large sites, postings files. */
export function buildSearchIndex(routes: Route[], { withBase, inlineLimit = INLINE_POSTINGS_LIMIT, keepText }: SearchIndexOptions): SearchIndex {
  const pages = indexedPages(routes);
  const manifest: SearchManifest = {
    v: 2,
    pages: pages.map((page) => [page.title, withBase(page.permalink), page.search.sections]),
    textShardPages: TEXT_SHARD_PAGES,
    postings: 'text',
    prefixes: [],
  };
  const textFiles: OutputFile[] = [];
  const textPaths: string[] = [];
  for (let n = 0; n * TEXT_SHARD_PAGES < pages.length; n++) {
    const shard = pages.slice(n * TEXT_SHARD_PAGES, (n + 1) * TEXT_SHARD_PAGES);
    const path = `assets/search/t-${n}.json`;
    textPaths.push(path);
    if (!keepText?.(n, shard)) textFiles.push({ path, contents: JSON.stringify(shard.flatMap((page) => page.sections)) });
  }
  let postingsFiles: OutputFile[] = [];
  if (pages.reduce((sum, page) => sum + page.search.textBytes, 0) > inlineLimit) {
    const shards = shardPostings(mergePostings(pages.map((page) => page.search)));
    manifest.postings = 'shards';
    manifest.prefixes = [...shards.keys()];
    postingsFiles = [...shards].map(([prefix, shard]) => ({ path: `assets/search/w-${shardKey(prefix)}.json`, contents: JSON.stringify(shard) }));
  }
  const manifestFile = { path: 'assets/search/index.json', contents: JSON.stringify(manifest) };
  const written = [manifestFile, ...postingsFiles];
  return { files: [...written, ...textFiles], paths: [...written.map((file) => file.path), ...textPaths] };
}

/** The docs and posts, each once: the docs root shows its main doc again, which is indexed at its own address. */
function indexedPages(routes: Route[]): IndexedPage[] {
  return routes.flatMap((route): IndexedPage[] => (route.canonicalPath ? [] : route.kind === 'doc' ? [route.doc] : route.kind === 'blog-post' ? [route.post] : []));
}
