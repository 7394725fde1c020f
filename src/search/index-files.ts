import type { SiteData } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import { buildSearchIndex, type IndexedPage, type SearchIndex, type SearchIndexOptions } from './build.js';
import type { SpilledTexts } from '../scratch.js';
import type { Writer } from '../write/write.js';

export interface SearchIndexInput {
  routes: Route[];
  site: SiteData;
  /** Whether a large index's shards may be made in a thread of their own, which writes them into the output folder. */
  shardsInThread?: boolean;
  /** What an earlier build's index still has that this one need not make again. */
  unchanged?: Pick<SearchIndexOptions, 'textFileUnchanged' | 'unchangedLeads' | 'patchPostings'>;
}

export interface SearchThreads {
  /** Where the pages' search text waits, when a whole site's Markdown left it there. */
  searchText: SpilledTexts;
  /** Has another thread make and write a large index's shards; absent without a core and a folder to spare. */
  writeShards?: SearchIndexOptions['writeShardsInThread'];
}

/** The search stage: the index of the routes' docs and posts, its files made one by one as they are read. */
export function searchIndexFiles(
  { routes, site, shardsInThread = false, unchanged }: SearchIndexInput,
  { searchText, writeShards }: SearchThreads,
): SearchIndex {
  const sectionsOf = (page: IndexedPage) => searchText.place(page.source.file) ?? page.sectionsJson;
  return buildSearchIndex(routes, {
    withBase: site.withBase,
    language: site.config.i18n.locale.htmlLang,
    versions: site.config.docs.versions.map((version) => [version.name, version.label]),
    sectionsOf,
    writeShardsInThread: shardsInThread ? writeShards : undefined,
    ...unchanged,
  });
}

/**
 * Writes the search index's files one by one, each made as it is reached; returns the paths of all its files. With
 * a core to spare, a large site's shards are made meanwhile in a thread of their own, which writes them itself:
 * this thread has the links to check and the cache to save, and the workers that rendered the pages have stopped.
 */
export async function writeSearchIndexFiles(index: SearchIndex, writer: Pick<Writer, 'write'>): Promise<string[]> {
  for await (const file of index.files) await writer.write(file);
  return index.paths;
}
