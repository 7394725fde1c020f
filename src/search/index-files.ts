import type { SiteData } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import { buildSearchIndex, type IndexedPage, type SearchIndex, type SearchIndexOptions } from './build.js';
import type { StageContext } from '../stage-context.js';

export interface SearchIndexInput {
  routes: Route[];
  site: SiteData;
  /** Whether a large index's shards may be made in a thread of their own, which writes them into the output folder. */
  shardsInThread?: boolean;
  /** What an earlier build's index still has that this one need not make again. */
  unchanged?: Pick<SearchIndexOptions, 'textFileUnchanged' | 'unchangedLeads' | 'patchPostings'>;
}

/** The search index of the routes' docs and posts, its files made one by one as they are read. */
export function searchIndexFiles(
  { routes, site, shardsInThread = false, unchanged }: SearchIndexInput,
  { run }: StageContext,
): SearchIndex {
  const sectionsOf = (page: IndexedPage) => run.searchText.place(page.source.file) ?? page.sectionsJson;
  return buildSearchIndex(routes, {
    withBase: site.withBase,
    sectionsOf,
    writeShardsInThread: shardsInThread ? shardWriter(run) : undefined,
    ...unchanged,
  });
}

/** Has a spare thread make and write a large index's shards, when there is one and a folder for it to write into. */
function shardWriter({
  spareThread,
  outputFolder: folder,
}: StageContext['run']): SearchIndexOptions['writeShardsInThread'] {
  return spareThread && folder ? (job) => spareThread('search shards', { job, folder }, null) : undefined;
}
