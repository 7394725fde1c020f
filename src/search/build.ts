import { shardKey, type PostingsShard, type SearchManifest } from '../client/search/format.js';
import type { DocPage, PostPage } from '../content/page.js';
import { searchIndexPath } from '../emit/assets.js';
import type { OutputFile } from '../emit/output.js';
import type { Writer } from '../emit/write.js';
import { handledLater } from '../errors.js';
import type { Route } from '../routes/types.js';
import { leadShardsOf } from './leads.js';
import { postingsShardsOf } from './terms.js';

/**
 * Pages per text shard: a result list of ten loads at most ten files, and each is read whole before its results
 * show, so they are kept small (about 30 KB, 7 KB gzipped, on the generated 10,000-page site).
 */
export const TEXT_SHARD_PAGES = 5;
/** Below this much text, the browser indexes the text itself: fewer bytes than shipping postings. */
export const INLINE_POSTINGS_LIMIT = 512 * 1024;
/** Below this many pages, starting a thread for the postings costs more than merging them here (1,000 pages: 40 ms). */
const POSTINGS_ELSEWHERE_MIN_PAGES = 2000;

/** Writes the postings shards of `pages` among a site's files, each as it is made; returns their prefixes in order. */
export async function writePostingsShards(pages: PostingsInput[], writer: Pick<Writer, 'write'>): Promise<string[]> {
  const prefixes: string[] = [];
  for (const [prefix, shard] of postingsShardsOf(pages)) {
    await writer.write({ path: postingsPath(prefix), contents: JSON.stringify(shard) });
    prefixes.push(prefix);
  }
  return prefixes;
}

export type IndexedPage = DocPage | PostPage;

export interface SearchIndexOptions {
  withBase(path: string): string;
  /** A page's sections as UTF-8 JSON, where they are kept elsewhere than the page; by default, its `sectionsJson`. */
  sectionsJsonOf?(page: IndexedPage): Uint8Array;
  inlineLimit?: number;
  /** True when text file `n`, of these pages, is still as an earlier build wrote it: it is then not made again. */
  keepText?(n: number, pages: IndexedPage[]): boolean;
  /** The prefixes of the lead files when all are still as an earlier build wrote them for these pages; else null. */
  keptLeads?(pages: IndexedPage[]): string[] | null;
  /**
   * The postings shards made from an earlier build's, when only some pages' words changed: every prefix in the
   * manifest's order, and the shards of those that changed; null to merge every page's words anew.
   */
  patchPostings?(pages: IndexedPage[]): PatchedPostings | null;
  /**
   * Makes and writes every postings shard elsewhere (in a thread of its own, while this one makes the text files),
   * resolving with their prefixes in order; by default each is made here, as `files` reaches it.
   */
  postingsElsewhere?(pages: PostingsInput[]): Promise<string[]>;
}

/** What the postings are made of: each page's words, and its number of sections, which numbers the next page's. */
export type PostingsInput = Pick<IndexedPage, 'search' | 'searchSize'>;

export interface PatchedPostings {
  prefixes: string[];
  changed: Map<string, PostingsShard>;
}

export interface SearchIndex {
  /**
   * Files to write, each made as it is reached: together they are as large as all the site's text. The manifest
   * comes last, as it lists the postings shards made before it.
   */
  files: AsyncIterable<OutputFile> | Iterable<OutputFile>;
  /** Every file of the index, kept ones included: complete once `files` has been gone through. */
  paths: string[];
  /** The prefixes of its postings shards, in the manifest's order: complete once `files` has been gone through. */
  prefixes: string[];
  /** The prefixes of its lead files. */
  leads: string[];
}

/** The sharded search index of every doc and post: a manifest, text files and, for large sites, postings and lead files. */
export function buildSearchIndex(routes: Route[], { withBase, sectionsJsonOf = (page) => Buffer.from(page.sectionsJson), inlineLimit = INLINE_POSTINGS_LIMIT, keepText, keptLeads, patchPostings, postingsElsewhere }: SearchIndexOptions): SearchIndex {
  const pages = indexedPages(routes);
  const manifest: SearchManifest = {
    v: 2,
    pages: pages.map((page) => [page.title, withBase(page.permalink), page.searchSize.sections]),
    textShardPages: TEXT_SHARD_PAGES,
    postings: 'text',
    prefixes: [],
    leads: [],
  };
  const textShards: Array<[path: string, pages: IndexedPage[]]> = [];
  const paths = [searchIndexPath];
  for (let n = 0; n * TEXT_SHARD_PAGES < pages.length; n++) {
    const shard = pages.slice(n * TEXT_SHARD_PAGES, (n + 1) * TEXT_SHARD_PAGES);
    const path = `assets/search/t-${n}.json`;
    paths.push(path);
    if (!keepText?.(n, shard)) textShards.push([path, shard]);
  }
  const sharded = pages.reduce((sum, page) => sum + page.searchSize.textBytes, 0) > inlineLimit;
  const patched = sharded ? (patchPostings?.(pages) ?? null) : null;
  const kept = sharded ? (keptLeads?.(pages) ?? null) : [];
  const leadShards = kept ? [] : leadShardsOf(pages);
  if (sharded) manifest.postings = 'shards';
  manifest.leads = kept ?? leadShards.map(([prefix]) => prefix);
  paths.push(...manifest.leads.map(leadsPath));
  if (patched) {
    manifest.prefixes = patched.prefixes;
    paths.push(...patched.prefixes.map(postingsPath));
  }
  // Handled when the manifest is reached: a failure writing the text files first must not leave it unhandled.
  const madeElsewhere = sharded && !patched && postingsElsewhere && pages.length >= POSTINGS_ELSEWHERE_MIN_PAGES ? handledLater(postingsElsewhere(pages.map(({ search, searchSize }) => ({ search, searchSize })))) : null;
  const postingsShards = patched ? patched.changed : sharded && !madeElsewhere ? postingsShardsOf(pages) : [];
  const listPrefixes = (prefixes: string[]) => {
    manifest.prefixes.push(...prefixes);
    paths.push(...prefixes.map(postingsPath));
  };
  async function* files(): AsyncGenerator<OutputFile> {
    for (const [prefix, shard] of postingsShards) {
      if (!patched) listPrefixes([prefix]);
      yield { path: postingsPath(prefix), contents: JSON.stringify(shard) };
    }
    for (const [path, shard] of textShards) yield { path, contents: joinedSections(shard.map(sectionsJsonOf)) };
    for (const [prefix, json] of leadShards) yield { path: leadsPath(prefix), contents: json };
    if (madeElsewhere) listPrefixes(await madeElsewhere);
    yield { path: searchIndexPath, contents: JSON.stringify(manifest) };
  }
  return { files: files(), paths, prefixes: manifest.prefixes, leads: manifest.leads };
}

const [openBracket, comma, closeBracket] = ['[', ',', ']'].map((c) => Buffer.from(c));

/**
 * One array of the sections of several pages, from each page's array as JSON. Joined as bytes: a large site's text
 * files add up to hundreds of megabytes, which as strings lingered in the heap until its next full collection.
 */
function joinedSections(pages: Uint8Array[]): Buffer {
  const parts: Uint8Array[] = [openBracket];
  for (const json of pages) {
    // An empty page is `[]`.
    if (json.length <= 2) continue;
    if (parts.length > 1) parts.push(comma);
    parts.push(json.subarray(1, -1));
  }
  parts.push(closeBracket);
  return Buffer.concat(parts);
}

/** The file of a prefix's lead shard. */
export function leadsPath(prefix: string): string {
  return `assets/search/l-${shardKey(prefix)}.json`;
}

/** The file of a prefix's postings shard. */
export function postingsPath(prefix: string): string {
  return `assets/search/w-${shardKey(prefix)}.json`;
}

/** The docs and posts, each once: the docs root shows its main doc again, which is indexed at its own address. */
export function indexedPages(routes: Route[]): IndexedPage[] {
  return routes.flatMap((route): IndexedPage[] => (route.canonicalPath ? [] : route.kind === 'doc' ? [route.doc] : route.kind === 'blog-post' ? [route.post] : []));
}
