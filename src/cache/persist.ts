import { createHash, randomUUID } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Page } from '../content/page.js';
import { createBuildCache, type BuildCache } from '../context.js';
import { unchangedOutput, type OutputRecord } from '../emit/record.js';
import type { StagedPage } from '../emit/stage.js';
import { SitegenError } from '../errors.js';
import { readCacheFile, writeCacheFile } from './store.js';

/**
 * The parts of a page that only rendering and the search index read, nine tenths of its bytes. They are stored
 * apart from the rest and loaded when first read, so a build that renders little loads little.
 */
const bodyFields = ['html', 'excerptHtml', 'sections', 'headings', 'links'] as const;
type PageBody = Partial<Record<(typeof bodyFields)[number], unknown>>;
/** Page bodies are spread over this many files by source file, so that an edit rewrites one of them. */
const BODY_FILES = 64;

/** What `sitegen build` keeps on disk for the next build of the same site: `index.bin` and the body files it names. */
interface StoredIndex {
  pages: Map<string, { key: string; page: Page }>;
  /** Per body file number: its name and size, or null when no page has its body there. */
  bodyFiles: Array<{ name: string; size: number } | null>;
  /** Routes with their link targets as numbers into `targets`: most links (navbar, sidebar) are on every page. */
  routes: Map<string, { key: string; page: Omit<StagedPage, 'targets'> & { targets: Uint32Array } }>;
  targets: string[];
  search: BuildCache['search'];
  /** The output folder the routes' files were written to, as that build left it. */
  output: { dir: string; files: OutputRecord };
}

export interface DiskCache {
  cache: BuildCache;
  /** The files of the output folder that are still as the last build left them. */
  output: OutputRecord;
  /** Stores what changed in the cache, with the output folder as this build left it. */
  save(output: OutputRecord): Promise<void>;
}

/** Where a site's build cache lives: safe to delete at any time. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** Opens the build cache of the site for a build into `outDir`; what cannot be read is reported and left out. */
export function openBuildCache(config: ResolvedConfig, outDir: string, warn: (message: string) => void): DiskCache {
  const dir = defaultCacheDir(config.root);
  const indexFile = path.join(dir, 'index.bin');
  const ignored = (file: string, damage: string) => warn(`ignored the build cache file ${file}: ${damage}`);
  const read = readCacheFile<StoredIndex>(indexFile);
  if (read.damage) ignored(indexFile, read.damage);
  const stored = read.value;
  const cache = createBuildCache();
  const bodyFiles: StoredIndex['bodyFiles'] = stored?.bodyFiles ?? Array(BODY_FILES).fill(null);
  const bodies = new Map<number, Map<string, PageBody>>();
  const bodyOf = (file: string): PageBody => {
    const number = bodyFileOf(file);
    if (!bodies.has(number)) bodies.set(number, readBodies(dir, bodyFiles[number]!.name));
    return bodies.get(number)!.get(file)!;
  };

  if (stored) {
    const usable = bodyFiles.map((entry) => {
      const size = entry && statSync(path.join(dir, entry.name), { throwIfNoEntry: false })?.size;
      if (entry && size !== entry.size) ignored(path.join(dir, entry.name), size === undefined ? 'it is missing' : 'it is incomplete or was changed (size mismatch)');
      return size === entry?.size;
    });
    for (const [file, { key, page }] of stored.pages) {
      if (usable[bodyFileOf(file)]) cache.pages.set(file, { key, page: withLazyBody(page, () => bodyOf(file)) });
    }
    for (const [route, { key, page }] of stored.routes) cache.routes.set(route, { key, page: { ...page, targets: Array.from(page.targets, (n) => stored.targets[n]) } });
    cache.search = stored.search;
  }
  const before = { pages: keysOf(cache.pages), routes: keysOf(cache.routes), search: cache.search?.key, output: stored?.output.files };

  return {
    cache,
    output: stored?.output.dir === outDir ? unchangedOutput(outDir, stored.output.files) : new Map(),
    async save(output) {
      const changedBodies = changedBodyFiles(before.pages, cache.pages);
      const unchanged =
        changedBodies.size === 0 && sameKeys(before.routes, cache.routes) && before.search === cache.search?.key && stored?.output.dir === outDir && sameRecord(before.output!, output);
      if (unchanged) return;
      for (const number of changedBodies) {
        const pages = [...cache.pages].filter(([file]) => bodyFileOf(file) === number);
        const name = `body-${number}-${randomUUID().slice(0, 8)}.bin`;
        const contents = new Map(pages.map(([file, { page }]) => [file, Object.fromEntries(bodyFields.map((field) => [field, (page as PageBody)[field]]))]));
        bodyFiles[number] = pages.length === 0 ? null : { name, size: await writeCacheFile(path.join(dir, name), contents) };
      }
      const targets = new Map<string, number>();
      const number = (target: string) => {
        let n = targets.get(target);
        if (n === undefined) targets.set(target, (n = targets.size));
        return n;
      };
      const routes: StoredIndex['routes'] = new Map([...cache.routes].map(([route, { key, page }]) => [route, { key, page: { ...page, targets: Uint32Array.from(page.targets, number) } }]));
      const pages = new Map([...cache.pages].map(([file, { key, page }]) => [file, { key, page: withoutBody(page) }]));
      await writeCacheFile(indexFile, { pages, bodyFiles, routes, targets: [...targets.keys()], search: cache.search, output: { dir: outDir, files: output } } satisfies StoredIndex);
      // Only now are the bodies the old index named unused: a build stopped before this point leaves a whole cache.
      const named = new Set(bodyFiles.map((entry) => entry?.name));
      for (const file of await readdir(dir)) if (file.startsWith('body-') && !named.has(file)) await rm(path.join(dir, file), { force: true });
    },
  };
}

/** The body file of a page, by a hash of its source file's path. */
function bodyFileOf(file: string): number {
  return createHash('sha1').update(file).digest().readUInt32BE(0) % BODY_FILES;
}

function readBodies(dir: string, name: string): Map<string, PageBody> {
  const file = path.join(dir, name);
  const read = readCacheFile<Map<string, PageBody>>(file);
  if (read.value) return read.value;
  // Found only now, mid-build: remove it so that the next build leaves its pages out, and stop this one.
  rmSync(file, { force: true });
  throw new SitegenError(`the build cache file ${file} is damaged: ${read.damage ?? 'it was written by another version'}`, {
    hint: 'it has been removed; run the build again, or build with --no-cache',
  });
}

/** The page, with its body fields read from the cache when first used. */
function withLazyBody(page: Page, body: () => PageBody): Page {
  for (const field of bodyFields) {
    if (field === 'excerptHtml' && page.kind !== 'post') continue;
    Object.defineProperty(page, field, {
      enumerable: true,
      configurable: true,
      get: () => body()[field],
      set: (value) => Object.defineProperty(page, field, { value, enumerable: true, writable: true, configurable: true }),
    });
  }
  return page;
}

function withoutBody(page: Page): Page {
  const light = { ...page } as Record<string, unknown>;
  for (const field of bodyFields) delete light[field];
  return light as unknown as Page;
}

function keysOf(entries: Map<string, { key: string }>): Map<string, string> {
  return new Map([...entries].map(([name, { key }]) => [name, key]));
}

function sameKeys(before: Map<string, string>, now: Map<string, { key: string }>): boolean {
  return before.size === now.size && [...now].every(([name, { key }]) => before.get(name) === key);
}

/** Body files holding a page that was added, changed or removed since the cache was read. */
function changedBodyFiles(before: Map<string, string>, now: BuildCache['pages']): Set<number> {
  const changed = new Set<number>();
  for (const [file, { key }] of now) if (before.get(file) !== key) changed.add(bodyFileOf(file));
  for (const file of before.keys()) if (!now.has(file)) changed.add(bodyFileOf(file));
  return changed;
}

function sameRecord(before: OutputRecord, now: OutputRecord): boolean {
  if (before.size !== now.size) return false;
  for (const [file, entry] of now) {
    const old = before.get(file);
    if (old?.size !== entry.size || old.mtimeMs !== entry.mtimeMs) return false;
  }
  return true;
}
