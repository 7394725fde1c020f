import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { createBuildCache, type BuildCache } from '../context.js';
import { unchangedOutput, type OutputRecord } from '../emit/record.js';
import { cacheFile } from './store.js';

/** What `sitegen build` keeps on disk for the next build of the same site. */
interface StoredCache {
  pages: BuildCache['pages'];
  routes: BuildCache['routes'];
  search: BuildCache['search'];
  /** The output folder the routes' files were written to, as that build left it. */
  output: { dir: string; files: OutputRecord };
}

export interface DiskCache {
  cache: BuildCache;
  /** The files of the output folder that are still as the last build left them. */
  output: OutputRecord;
  /** Stores the cache with the output folder as this build left it. */
  save(output: OutputRecord): Promise<void>;
}

/** Where a site's build cache lives unless configured otherwise: safe to delete at any time. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** Opens the build cache of the site for a build into `outDir`; an unreadable cache is reported and starts empty. */
export async function openBuildCache(config: ResolvedConfig, outDir: string, warn: (message: string) => void): Promise<DiskCache> {
  const file = cacheFile<StoredCache>(path.join(defaultCacheDir(config.root), 'build.bin'), warn);
  const stored = await file.read();
  const cache = createBuildCache();
  let output: OutputRecord = new Map();
  if (stored) {
    Object.assign(cache, { pages: stored.pages, routes: stored.routes, search: stored.search });
    if (stored.output.dir === outDir) output = unchangedOutput(outDir, stored.output.files);
  }
  return {
    cache,
    output,
    save: (files) => file.write({ pages: cache.pages, routes: cache.routes, search: cache.search, output: { dir: outDir, files } }),
  };
}
