import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { MarkdownLink } from '../markdown/types.js';
import type { Page } from '../content/page.js';
import { createBuildCache, type BuildCache, type CachedPage } from './cache.js';
import { fingerprint } from '../fingerprint.js';
import { unchangedOutput, type OutputRecord } from '../write/record.js';
import { failureAwaitedLater } from '../errors.js';
import { isSpilled } from '../content/spilled-body.js';
import { changedFileNumbers, sameLinkCheck, sameRecord, versionsOf } from './changes.js';
import {
  groups,
  readLazyFields,
  withLazyFields,
  withoutLazyFields,
  writeGroupFile,
  type LazyFields,
} from './lazy-fields.js';
import { storedRoutes, withStoredTargets, type StoredRoutePage } from './route-targets.js';
import {
  CACHE_FILE_COUNT,
  cacheFileNumber,
  CacheFileDamage,
  damageOf,
  engineStamp,
  readCacheFile,
  readNamedCacheFile,
  writeCacheFile,
  type CacheLocation,
  type Group,
  type NamedFile,
  cacheIndexFile,
  cacheDirOf,
} from './store.js';

/** A group's files, by number; null where no page has its fields there. */
type GroupFiles = Array<NamedFile | null>;

/**
 * What `sitegen build` keeps on disk for the next build of the same site: `index.bin` and the files it names. Its
 * pages and routes are spread over files like the groups' (routes by their path), so that an edit rewrites few.
 */
interface StoredIndex {
  files: Record<Group, GroupFiles>;
  /** The files of pages and routes, by number. */
  entries: GroupFiles;
  targets: string[];
  search: BuildCache['search'];
  links: BuildCache['links'];
  fragments: Array<[name: string, { key: string; text: string }]>;
  /** The output folder the routes' files were written to, as that build left it. */
  output: { dir: string; files: OutputRecord };
  /** A fingerprint of the config the pages' stamps hold for: their routes depend on it. */
  config: string;
}

export interface DiskCache {
  cache: BuildCache;
  /** The files of the output folder that are still as the last build left them, checked while the build goes on. */
  output: Promise<OutputRecord>;
  /**
   * Writes the files of the pages and routes that changed, for `save` to name: a build starts it once its pages and
   * links are done, while its search index is still being written. `save` does it when nothing did.
   */
  saveEntries(): Promise<void>;
  /** Stores what changed in the cache, with the output folder as this build left it. */
  save(output: OutputRecord): Promise<void>;
}

/** The files of pages and routes `save` names in the index, and whether any changed since the cache was read. */
interface WrittenEntries {
  changed: boolean;
  files: StoredIndex['files'];
  entries: GroupFiles;
  targets: string[];
}

export interface OpenCacheOptions {
  /** The output folder of the build. */
  outDir: string;
  warn(message: string): void;
  /** Files found damaged mid-build by an earlier attempt of this build, and reported then: left out without a word. */
  leftOut: ReadonlySet<string>;
}

/**
 * Opens the build cache of the site for a build; what cannot be read is reported and left out. Files read later,
 * when first used, are checked now by size and time, and a file changed since it was written by its checksum.
 */
export function openBuildCache(config: ResolvedConfig, { outDir, warn, leftOut }: OpenCacheOptions): DiskCache {
  const store: CacheLocation = { dir: cacheDirOf(config), stamp: engineStamp() };
  const { dir } = store;
  const indexFile = cacheIndexFile(config);
  const ignored = (file: string, damage: string) => warn(`ignored the build cache file ${file}: ${damage}`);
  const read = readCacheFile<[StoredIndex]>(indexFile, store.stamp);
  if (read.damage) ignored(indexFile, read.damage);
  else if (!existsSync(indexFile) && namedFilesIn(dir).length > 0)
    ignored(indexFile, 'it is missing, though files it names are there');
  const stored = read.value?.[0];
  const cache = createBuildCache({ location: store, startedAt: Date.now(), storedFiles: new Map() });
  const { storedFiles } = cache.disk!;
  const configKey = fingerprint(JSON.stringify(config));
  // Under another config a page's route may differ: its source is read again, as if its file had changed.
  const stampsValid = stored?.config === configKey;
  const files: StoredIndex['files'] =
    stored?.files ??
    (Object.fromEntries(groups.map((group) => [group, Array(CACHE_FILE_COUNT).fill(null)])) as StoredIndex['files']);
  const loaded = new Map<string, Map<string, LazyFields>>();
  const fieldsOf = (group: Group, file: string): LazyFields => {
    const name = files[group][cacheFileNumber(file)]!.name;
    if (!loaded.has(name)) loaded.set(name, readLazyFields(store, name));
    const fields = loaded.get(name)!.get(file);
    if (!fields) throw new CacheFileDamage(path.join(dir, name), `it does not hold the page of ${file}`);
    return fields;
  };
  // Set when a file of the index was changed since it was written but still holds what it did: the index takes its new time.
  let restamped = false;

  // By the page's source as link reports name it; made when a route first asks, once this build's pages are in.
  let pagesByPath: Map<string, Page> | null = null;
  const linksOf = (relPath: string): MarkdownLink[] => {
    pagesByPath ??= new Map([...cache.pages.values()].map(({ page }) => [page.source.relPath, page]));
    return pagesByPath.get(relPath)?.links ?? [];
  };

  /** Whether a file the index names can be used; the damage of one that cannot is reported. */
  const usable = (entry: NamedFile | null, readLater: boolean): boolean => {
    if (!entry || leftOut.has(path.join(dir, entry.name))) return false;
    const damage = damageBeforeReading(path.join(dir, entry.name), entry, readLater);
    if (damage) ignored(path.join(dir, entry.name), damage);
    return !damage;
  };
  /** Why the file cannot be used; one read later, changed since it was written, is checked now, and kept with its new time if whole. */
  const damageBeforeReading = (file: string, entry: NamedFile, readLater: boolean): string | undefined => {
    const fileStat = statSync(file, { throwIfNoEntry: false });
    if (!fileStat) return 'it is missing';
    if (fileStat.size !== entry.size) return 'it is incomplete or was changed (size mismatch)';
    if (!readLater || fileStat.mtimeMs === entry.mtimeMs) return undefined;
    const damage = damageOf(file, store.stamp);
    if (!damage) [entry.mtimeMs, restamped] = [fileStat.mtimeMs, true];
    return damage;
  };

  if (stored) {
    const usableGroupFiles = Object.fromEntries(
      groups.map((group) => [group, files[group].map((entry) => usable(entry, true))]),
    ) as Record<Group, boolean[]>;
    const usableEntries = stored.entries.map((entry) => usable(entry, false));
    for (const [n, entry] of stored.entries.entries()) {
      if (!entry || !usableEntries[n]) continue;
      const file = path.join(dir, entry.name);
      const read = readNamedCacheFile<[EntriesFileContents]>(file, store.stamp);
      if (read.damage) ignored(file, read.damage);
      if (!read.value) continue;
      const [{ pages, routes }] = read.value;
      for (const [file, { key, page, textHash, stamp }] of pages) {
        if (groups.every((group) => usableGroupFiles[group][cacheFileNumber(file)]))
          cache.pages.set(file, {
            key,
            page: withLazyFields(page, (group) => fieldsOf(group, file)),
            textHash,
            stamp: stampsValid ? stamp : undefined,
          });
      }
      for (const [route, { key, page }] of routes)
        cache.routes.set(route, { key, page: withStoredTargets(page, stored.targets, linksOf) });
    }
    cache.search = stored.search;
    cache.links = stored.links;
    cache.fragments = new Map(stored.fragments);
  }
  const fragmentKeys = (fragments: BuildCache['fragments']) =>
    JSON.stringify([...fragments].map(([name, { key }]) => [name, key]));
  const before = {
    pages: versionsOf(cache.pages),
    routes: versionsOf(cache.routes),
    search: cache.search?.key,
    links: cache.links,
    fragments: fragmentKeys(cache.fragments),
    output: stored?.output.files,
  };
  let written: Promise<WrittenEntries> | null = null;

  /**
   * Writes the files of the pages and routes that changed, under new names: until the index names them, the
   * previous index stays whole. Leaves `files` as it is, since pages read from the cache still read their fields
   * through it.
   */
  async function writeEntries(): Promise<WrittenEntries> {
    const changed = changedFileNumbers(before.pages, cache.pages);
    const changedRoutes = changedFileNumbers(before.routes, cache.routes);
    const entries = [...(stored?.entries ?? Array<GroupFiles[number]>(CACHE_FILE_COUNT).fill(null))];
    if (changed.size === 0 && changedRoutes.size === 0)
      return { changed: false, files, entries, targets: stored?.targets ?? [] };
    const savedFiles = Object.fromEntries(groups.map((group) => [group, [...files[group]]])) as StoredIndex['files'];
    const pagesByFileNumber = new Map<number, Array<[string, Page]>>([...changed].map((n) => [n, []]));
    for (const [file, { page }] of cache.pages) pagesByFileNumber.get(cacheFileNumber(file))?.push([file, page]);
    // A page whose HTML stayed in a worker is cached only through the file that worker stored.
    const bodiesMissing = new Set(
      [...pagesByFileNumber]
        .filter(([n, pages]) => !storedFiles.has(n) && pages.some(([, page]) => isSpilled(page)))
        .map(([n]) => n),
    );
    for (const [number, pages] of pagesByFileNumber) {
      for (const group of groups) {
        const byWorker = storedFiles.get(number)?.[group];
        savedFiles[group][number] =
          bodiesMissing.has(number) || pages.length === 0
            ? null
            : (byWorker ?? (await writeGroupFile(store, { group, number, pages })));
      }
    }
    const { routes, targets, renumbered } = storedRoutes(cache.routes, stored?.targets ?? []);
    // An entries file is written again when one of its pages or routes changed, or its pages' bodies are missing.
    const rewritten = new Set([...changed, ...changedRoutes, ...bodiesMissing, ...(renumbered ? entries.keys() : [])]);
    const entriesByFileNumber = new Map(
      [...rewritten].map((n): [number, EntriesFileContents] => [n, { pages: [], routes: [] }]),
    );
    for (const [file, { page, ...entry }] of cache.pages)
      if (!bodiesMissing.has(cacheFileNumber(file)))
        entriesByFileNumber.get(cacheFileNumber(file))?.pages.push([file, { ...entry, page: withoutLazyFields(page) }]);
    for (const [route, entry] of routes) entriesByFileNumber.get(cacheFileNumber(route))?.routes.push([route, entry]);
    for (const [number, contents] of entriesByFileNumber)
      entries[number] =
        contents.pages.length + contents.routes.length === 0 ? null : await writeEntriesFile(store, number, contents);
    return { changed: true, files: savedFiles, entries, targets };
  }

  return {
    cache,
    // Not knowing the output's files only costs writing them again.
    output:
      stored?.output.dir === outDir
        ? unchangedOutput(outDir, stored.output.files).catch(() => new Map())
        : Promise.resolve(new Map()),
    async saveEntries() {
      // Damage must surface before the output is put in place, for the build to start over; any other failure to
      // write waits for `save`, which meets it again.
      await (written ??= failureAwaitedLater(writeEntries())).catch((error: unknown) => {
        if (error instanceof CacheFileDamage) throw error;
      });
    },
    async save(output) {
      const { changed, files: savedFiles, entries, targets } = await (written ??= writeEntries());
      const unchanged =
        !changed &&
        !restamped &&
        before.search === cache.search?.key &&
        sameLinkCheck(before.links, cache.links) &&
        before.fragments === fragmentKeys(cache.fragments) &&
        stored?.output.dir === outDir &&
        sameRecord(before.output!, output);
      if (unchanged) return;
      const index: StoredIndex = {
        files: savedFiles,
        entries,
        targets,
        search: cache.search,
        links: cache.links,
        fragments: [...cache.fragments],
        output: { dir: outDir, files: output },
        config: configKey,
      };
      await writeCacheFile(indexFile, [index], store.stamp);
      // Only now are the files the old index named unused: a build stopped before this point leaves a whole cache.
      const named = new Set([...groups.flatMap((group) => savedFiles[group]), ...entries].map((entry) => entry?.name));
      for (const file of namedFilesIn(dir)) if (!named.has(file)) await rm(path.join(dir, file), { force: true });
    },
  };
}

/** The files in the cache folder of the kinds its index names (and those a build stopped mid-write left). */
function namedFilesIn(dir: string): string[] {
  const names = existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
  return names.filter((name) => [...groups, 'index'].some((kind) => name.startsWith(`${kind}-`)));
}

/** The pages of one entries file, without their lazy fields, and its routes, with their link targets as numbers into `targets`. */
interface EntriesFileContents {
  pages: Array<[file: string, CachedPage]>;
  routes: Array<[route: string, { key: string; page: StoredRoutePage }]>;
}
/** Writes the pages and routes of entries file `number` to a new file. */
async function writeEntriesFile(
  store: CacheLocation,
  number: number,
  entries: EntriesFileContents,
): Promise<NamedFile> {
  const name = `index-${number}-${randomUUID().slice(0, 8)}.bin`;
  return { name, ...(await writeCacheFile(path.join(store.dir, name), [entries], store.stamp)) };
}
