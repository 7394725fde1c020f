import { shardKey, type PostingsShard, type SearchManifest } from '../shared/search-format.js';
import type { DocPage, PostPage } from '../content/page.js';
import { searchIndexPath } from '../site-files/assets.js';
import type { OutputFile } from '../write/output.js';
import type { Writer } from '../write/write.js';
import { failureAwaitedLater } from '../errors.js';
import type { Route } from '../routes/types.js';
import { leadShardsOf, type LeadInput } from './leads.js';
import { spilledBytes, type SpilledPlace } from '../scratch.js';
import { postingsShardsOf } from './terms.js';

/**
 * Pages per text shard: a result list of ten loads at most ten files, and each is read whole before its results
 * show, so they are kept small (docs/performance.md has their sizes).
 */
export const TEXT_SHARD_PAGES = 5;
/** Below this much text, the browser indexes the text itself: fewer bytes than shipping postings. */
export const INLINE_POSTINGS_LIMIT = 512 * 1024;
/** Below this many pages, starting a thread for the shards costs more than making them here. */
const SHARDS_IN_THREAD_MIN_PAGES = 2000;

/** Writes the shards of a search index among a site's files, each as it is made; returns the prefixes of its postings and lead files. */
export async function writeSearchShards(job: ShardsJob, writer: Pick<Writer, 'write'>): Promise<MadeShards> {
  const made: MadeShards = { prefixes: [], leads: [] };
  for (const file of shardFiles(job, made)) await writer.write(file);
  return made;
}

export type IndexedPage = DocPage | PostPage;

export interface SearchIndexOptions {
  withBase(path: string): string;
  /** The site's language, its `<html lang>`: the lead files are by its words, folded as queries fold them. */
  language: string;
  /** The docs' versions, by name and label, newest first: each result tells its version when there are several. */
  versions?: Array<[name: string, label: string]>;
  /** Where a page's sections are kept as JSON, when elsewhere than the page; by default, its `sectionsJson`. */
  sectionsOf?(page: IndexedPage): SectionsJson;
  inlineLimit?: number;
  /** Below this many pages, the shards are made here even where they could be made in a thread of their own. */
  inThreadMinPages?: number;
  /** True when text file `n`, of these pages, is still as an earlier build wrote it: it is then not made again. */
  textFileUnchanged?(n: number, pages: IndexedPage[]): boolean;
  /** The prefixes of the lead files when all are still as an earlier build wrote them for these pages; else null. */
  unchangedLeads?(pages: IndexedPage[]): string[] | null;
  /**
   * The postings shards made from an earlier build's, when only some pages' words changed: every prefix in the
   * manifest's order, and the shards of those that changed; null to merge every page's words anew.
   */
  patchPostings?(pages: IndexedPage[]): PatchedPostings | null;
  /**
   * Makes and writes the shards in a thread of their own ( while this one checks the links and saves the
   * cache), resolving with their prefixes in order; by default each is made here, as `files` reaches it.
   */
  writeShardsInThread?(job: ShardsJob): Promise<MadeShards>;
}

/** A page's sections as JSON: the text itself, or where a scratch file keeps it. */
export type SectionsJson = string | SpilledPlace;

/** What the postings are made of: each page's words, and its number of sections, which numbers the next page's. */
export type PostingsInput = Pick<IndexedPage, 'search' | 'searchSize'>;

/** What the shards of a search index are made of: all but the manifest, which lists them. */
export interface ShardsJob {
  /** The pages' words, when their postings are merged anew (not patched, not left to the browser). */
  postings: PostingsInput[] | null;
  /** The text files to make, each with its pages' sections. */
  texts: Array<[path: string, pages: SectionsJson[]]>;
  /** The pages' titles and leads, when the lead files are made anew. */
  leads: LeadInput[] | null;
  /** The site's language, whose words the titles are read by. */
  language: string;
}

/** The prefixes of the postings and lead files made, in the manifest's order. */
export interface MadeShards {
  prefixes: string[];
  leads: string[];
}

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
export function buildSearchIndex(
  routes: Route[],
  {
    withBase,
    language,
    versions = [],
    sectionsOf = (page) => page.sectionsJson,
    inlineLimit = INLINE_POSTINGS_LIMIT,
    inThreadMinPages = SHARDS_IN_THREAD_MIN_PAGES,
    textFileUnchanged,
    unchangedLeads,
    patchPostings,
    writeShardsInThread,
  }: SearchIndexOptions,
): SearchIndex {
  const pages = indexedPages(routes);
  const versionIndex = new Map(versions.length > 1 ? versions.map(([name], i) => [name, i]) : []);
  const manifest: SearchManifest = {
    v: 2,
    pages: pages.map((page) => {
      const version = page.kind === 'doc' ? versionIndex.get(page.version) : undefined;
      const entry: SearchManifest['pages'][number] = [page.title, withBase(page.permalink), page.searchSize.sections];
      if (version !== undefined) entry.push(version);
      return entry;
    }),
    textShardPages: TEXT_SHARD_PAGES,
    postings: 'text',
    prefixes: [],
    leads: [],
    ...(versionIndex.size > 0 ? { versions } : {}),
  };
  const job: ShardsJob = { postings: null, texts: [], leads: null, language };
  const paths = [searchIndexPath];
  for (let n = 0; n * TEXT_SHARD_PAGES < pages.length; n++) {
    const shard = pages.slice(n * TEXT_SHARD_PAGES, (n + 1) * TEXT_SHARD_PAGES);
    const path = `assets/search/t-${n}.json`;
    paths.push(path);
    if (!textFileUnchanged?.(n, shard)) job.texts.push([path, shard.map(sectionsOf)]);
  }
  const sharded = pages.reduce((sum, page) => sum + page.searchSize.textBytes, 0) > inlineLimit;
  const patched = sharded ? (patchPostings?.(pages) ?? null) : null;
  const leadsUnchanged = sharded ? (unchangedLeads?.(pages) ?? null) : [];
  if (sharded) manifest.postings = 'shards';
  if (leadsUnchanged) manifest.leads = leadsUnchanged;
  else job.leads = pages.map(({ title, searchLead }) => ({ title, searchLead }));
  if (patched) manifest.prefixes = patched.prefixes;
  if (sharded && !patched) job.postings = pages.map(({ search, searchSize }) => ({ search, searchSize }));
  const made: MadeShards = { prefixes: manifest.prefixes, leads: manifest.leads };
  // The lead files are made here even when the rest is made in a thread: that evens out the two threads' work.
  const shardsInThread = sharded && !patched && writeShardsInThread && pages.length >= inThreadMinPages;
  // Handled when the manifest is reached: a failure writing the patched shards first must not leave it unhandled.
  const madeInThread = shardsInThread ? failureAwaitedLater(writeShardsInThread({ ...job, leads: null })) : null;
  async function* files(): AsyncGenerator<OutputFile> {
    for (const [prefix, shard] of patched?.changed ?? [])
      yield { path: postingsPath(prefix), contents: JSON.stringify(shard) };
    if (madeInThread) {
      yield* shardFiles({ postings: null, texts: [], leads: job.leads, language }, made);
      made.prefixes.push(...(await madeInThread).prefixes);
    } else yield* shardFiles(job, made);
    paths.push(...manifest.prefixes.map(postingsPath), ...manifest.leads.map(leadsPath));
    yield { path: searchIndexPath, contents: JSON.stringify(manifest) };
  }
  return { files: files(), paths, prefixes: manifest.prefixes, leads: manifest.leads };
}

/** The files of a shards job, each made as it is reached; adds the prefixes of the postings and lead files to `made`. */
function* shardFiles({ postings, texts, leads, language }: ShardsJob, made: MadeShards): Generator<OutputFile> {
  for (const [prefix, shard] of postings ? postingsShardsOf(postings) : []) {
    made.prefixes.push(prefix);
    yield { path: postingsPath(prefix), contents: JSON.stringify(shard) };
  }
  for (const [path, shard] of texts)
    yield {
      path,
      contents: joinedSections(
        shard.map((json) => (typeof json === 'string' ? Buffer.from(json) : spilledBytes(json))),
      ),
    };
  for (const [prefix, json] of leads ? leadShardsOf(leads, language) : []) {
    made.leads.push(prefix);
    yield { path: leadsPath(prefix), contents: json };
  }
}

const [openBracket, comma, closeBracket] = ['[', ',', ']'].map((c) => Buffer.from(c));

/**
 * One array of the sections of several pages, from each page's array as JSON. Joined as bytes: a large site's text
 * files add up to a great deal, which as strings lingered in the heap until its next full collection.
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

/** The docs and posts, each once: a version's root shows its main doc again, which is indexed at its own address. */
export function indexedPages(routes: Route[]): IndexedPage[] {
  const seen = new Set<IndexedPage>();
  return routes.flatMap((route): IndexedPage[] => {
    const page = route.kind === 'doc' ? route.doc : route.kind === 'blog-post' ? route.post : null;
    if (!page || page.unlisted || seen.has(page)) return [];
    seen.add(page);
    return [page];
  });
}
