import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImageCopy } from '../images/html.js';
import { resizeImages, type ImageCopies } from '../images/resize.js';
import type { BuildContext } from '../context.js';
import type { BuildCache } from './cache.js';
import { readCacheFile, writeCacheFile } from './store.js';

/** The copies a cache's process made, by path: the dev server's next save, and a build's next attempt, reuse them. */
const madeBefore = new WeakMap<BuildCache, Map<string, Uint8Array>>();

/**
 * Makes images' copies (`resizeImages`), reusing those the cache has: in memory, or on disk in its `images/` folder,
 * a file to a copy named as the copy is (after the image's hash and the width). A copy that could not be made is the
 * image itself, and is not kept; files of copies the site no longer has are deleted.
 */
export function imageCopiesReusing(cache: BuildCache | null, { config, log }: BuildContext): ImageCopies {
  return async (copies) => {
    const disk = cache?.disk?.location;
    const dir = disk && path.join(disk.dir, 'images');
    const fileOf = (copy: ImageCopy) => path.join(dir!, `${path.posix.basename(copy.path)}.bin`);
    if (dir) await forgetOthers(dir, new Set(copies.map(fileOf)));
    if (copies.length === 0) return [];
    const previous = (cache && madeBefore.get(cache)) ?? new Map<string, Uint8Array>();
    const kept = new Map<string, Uint8Array>();
    if (cache) madeBefore.set(cache, kept);
    const stored = (copy: ImageCopy) => {
      const read = readCacheFile<[Uint8Array]>(fileOf(copy), disk!.stamp);
      if (read.damage) log.warn(`ignored the build cache file ${fileOf(copy)}: ${read.damage}`);
      return read.value?.[0];
    };
    const found = copies.map((copy) => previous.get(copy.path) ?? (dir ? stored(copy) : undefined));
    const missing = copies.filter((_, i) => !found[i]);
    const made = await log.step(
      'images',
      () => resizeImages(missing, { root: config.root, warn: (message) => log.warn(message) }),
      () => `${copies.length} copies, ${missing.length} resized`,
    );
    let next = 0;
    const bytes = copies.map((copy, i) => found[i] ?? made[next++]);
    await Promise.all(
      copies.map(async (copy, i) => {
        if (!bytes[i]) return;
        kept.set(copy.path, bytes[i]);
        if (dir && !found[i])
          await writeCacheFile(fileOf(copy), [bytes[i]], disk!.stamp).catch((error: Error) =>
            log.warn(`could not keep a copy of an image in the build cache: ${error.message}`),
          );
      }),
    );
    return Promise.all(copies.map(async (copy, i) => bytes[i] ?? readFile(copy.from)));
  };
}

/** Deletes the files of the cache's `images/` folder other than `wanted`. */
async function forgetOthers(dir: string, wanted: Set<string>): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  await Promise.all(
    names
      .map((name) => path.join(dir, name))
      .filter((file) => !wanted.has(file))
      .map((file) => rm(file, { force: true })),
  );
}
