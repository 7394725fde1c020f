import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { scanContent } from '../content/scan.js';
import { failureAwaitedLater } from '../errors.js';
import { statFiles } from '../fs-thread.js';
import { withinSite } from '../paths.js';
import { openBuildCache, type DiskCache, type OpenCacheOptions } from './persist.js';
import { buildCacheExists, defaultCacheDir } from './store.js';
import { unchangedSources } from './sources.js';
import { CacheFileDamage } from './store.js';

/**
 * Runs a build until it succeeds without meeting a damaged cache file. A cache file found damaged only when a stage
 * reads it is left out, and the build starts over without it: the cache can cost a build time, never its success.
 * Each attempt leaves out one more file, so attempts are few.
 */
export async function withoutDamagedFiles<T>(
  attempt: (leftOut: ReadonlySet<string>) => Promise<T>,
  warn: (message: string) => void,
): Promise<T> {
  const leftOut = new Set<string>();
  for (;;) {
    try {
      return await attempt(leftOut);
    } catch (error) {
      if (!(error instanceof CacheFileDamage) || leftOut.has(error.cacheFile)) throw error;
      warn(`ignored the build cache file ${error.cacheFile}: ${error.damage}; building again without it`);
      leftOut.add(error.cacheFile);
    }
  }
}

/**
 * Opens the build cache. A rebuild lists its sources and knows those whose files are as they were when their
 * cached pages were made without reading them; the pipeline then finds them as it finds those a watcher vouches for.
 * The sources are looked at in a thread of their own while this one reads the cache.
 */
export async function openCache(config: ResolvedConfig, options: OpenCacheOptions): Promise<DiskCache> {
  const files = await scanContent(config);
  const stats = buildCacheExists(config)
    ? failureAwaitedLater(
        statFiles(
          config.root,
          files.map((source) => source.relPath),
        ),
      )
    : null;
  const disk = openBuildCache(config, options);
  disk.cache.inMemory.knownSources = {
    files,
    identified: stats && disk.cache.pages.size > 0 ? unchangedSources(files, await stats, disk.cache.pages) : new Map(),
  };
  return disk;
}

/** Opens the cache of each locale's site, whose output is its locale's folder of `outDir`. */
export function openLocaleCaches(
  locales: ResolvedConfig[],
  { outDir, ...options }: OpenCacheOptions,
): Promise<DiskCache[]> {
  return Promise.all(
    locales.map((locale) => openCache(locale, { ...options, outDir: path.join(outDir, locale.i18n.locale.path) })),
  );
}

/** How many sources an opened cache knows unchanged, for the log. */
export const unchangedSourcesNote = ({ cache: { pages, inMemory } }: DiskCache) =>
  pages.size > 0 && inMemory.knownSources?.files
    ? `${inMemory.knownSources.identified.size} of ${inMemory.knownSources.files.length} sources unchanged`
    : '';

/**
 * Where the site's cache folder leads, when a symbolic link on its way takes it outside the site (and the folders
 * the config allows); null when it stays inside. A build writes and deletes files there, so it goes without the cache.
 */
export function cacheFolderOutside(config: ResolvedConfig): string | null {
  let dir = defaultCacheDir(config.root);
  while (dir !== config.root && !lstatSync(dir, { throwIfNoEntry: false })) dir = path.dirname(dir);
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    // A dangling link: writing through it would make its target.
    return path.resolve(path.dirname(dir), readlinkSync(dir));
  }
  return withinSite(real, config) ? null : real;
}
