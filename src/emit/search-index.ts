import { fingerprint, type BuildCache } from '../context.js';
import type { SiteData } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import { buildSearchIndex } from '../search/build.js';
import type { OutputFile } from './output.js';
import type { Writer } from './write.js';

export interface SearchIndexFiles {
  /** Files to write. */
  write: OutputFile[];
  /** Every file of the index, written or kept. */
  paths: string[];
}

/** The search index; with a cache, the previous build's files are kept while no indexed page changed. */
export function searchIndexFiles(routes: Route[], site: SiteData, cache: BuildCache | undefined, writer: Writer): SearchIndexFiles {
  if (!cache) return written(buildSearchIndex(routes, site.withBase));
  const pageKeys = new Map([...cache.pages.values()].map(({ key, page }) => [page, key]));
  const indexed = routes.map((route) => (route.kind === 'doc' ? pageKeys.get(route.doc) : route.kind === 'blog-post' ? pageKeys.get(route.post) : null));
  const key = fingerprint(site.withBase('/'), JSON.stringify(indexed));
  const previous = cache.search;
  if (previous?.key === key && previous.files.every((file) => writer.has(file))) {
    for (const file of previous.files) writer.keep(file);
    return { write: [], paths: previous.files };
  }
  const index = written(buildSearchIndex(routes, site.withBase));
  cache.search = { key, files: index.paths };
  return index;
}

function written(files: OutputFile[]): SearchIndexFiles {
  return { write: files, paths: files.map((file) => file.path) };
}
