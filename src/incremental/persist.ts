import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { MarkdownLink } from '../content/markdown.js';
import type { Page } from '../content/page.js';
import { createBuildCache, type BuildCache, type CachedPage } from './cache.js';
import { fingerprint } from '../fingerprint.js';
import { unchangedOutput, type OutputRecord } from '../write/record.js';
import type { WrittenPage } from '../render/page-writer.js';
import { failureAwaitedLater } from '../errors.js';
import { isSpilled, type SpilledDoc } from '../content/spilled-body.js';
import {
  CacheFileDamage,
  damageOf,
  engineStamp,
  readCacheFile,
  readNamedCacheFile,
  writeCacheFile,
  type CacheLocation,
  type Group,
  type NamedFile,
} from './store.js';

/**
 * The parts of a page that only rendering and the search index read, nearly all of its bytes, in two groups that
 * are stored apart from the rest and read when first used: a build that renders little reads little, and one
 * that rebuilds the search index reads only the pages' words.
 */
const lazyGroups = {
  body: ['html', 'excerptHtml', 'sectionsJson', 'headings', 'links'],
  words: ['search'],
} as const satisfies Record<Group, readonly string[]>;
const groups = Object.keys(lazyGroups) as Group[];
type LazyFields = Partial<Record<string, unknown>>;
/** Each group is spread over this many files by source file, so that an edit rewrites one of them. */
const CACHE_FILE_COUNT = 64;

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

/** Where a site's build cache lives: safe to delete at any time. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** The file naming everything else in a site's build cache: without it, there is no cache. */
function cacheIndexFile(config: ResolvedConfig): string {
  return path.join(defaultCacheDir(config.root), 'index.bin');
}

/** Whether the site has a build cache to read. */
export function buildCacheExists(config: ResolvedConfig): boolean {
  return existsSync(cacheIndexFile(config));
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
  const store: CacheLocation = { dir: defaultCacheDir(config.root), stamp: engineStamp() };
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
/**
 * Most links (navbar, sidebar) are on every page: a route's are numbers into the index's table of them. Its
 * Markdown's links are its page's, kept with that page's body: the route names the page's source only.
 */
type StoredRoutePage = Omit<WrittenPage, 'targets' | 'source'> & { targets: Uint32Array; sourceFile?: string };
type StoredRoutes = Map<string, { key: string; page: StoredRoutePage }>;

/** Writes the pages and routes of entries file `number` to a new file. */
async function writeEntriesFile(
  store: CacheLocation,
  number: number,
  entries: EntriesFileContents,
): Promise<NamedFile> {
  const name = `index-${number}-${randomUUID().slice(0, 8)}.bin`;
  return { name, ...(await writeCacheFile(path.join(store.dir, name), [entries], store.stamp)) };
}

/** Where a route's page read from the index keeps the form it was stored in, to be saved again as it is. */
const storedForm = Symbol('stored form');
type WithStoredForm = WrittenPage & { [storedForm]?: StoredRoutePage };

/**
 * A stored route's page, its link targets turned back into text and its Markdown's links read from its page when
 * first asked for: a rebuild checks the links of few pages.
 */
function withStoredTargets(
  stored: StoredRoutePage,
  table: string[],
  linksOf: (relPath: string) => MarkdownLink[],
): WrittenPage {
  const { sourceFile, ...fields } = stored;
  const page = { ...fields } as unknown as WithStoredForm;
  Object.defineProperty(page, storedForm, { value: stored });
  settleOnFirstRead(page, 'targets', () => Array.from(stored.targets, (n) => table[n]));
  if (sourceFile !== undefined)
    settleOnFirstRead(page, 'source', () => ({ file: sourceFile, links: linksOf(sourceFile) }));
  return page;
}

/** Defines `field` to be made by `make` when first read, and kept. */
function settleOnFirstRead(object: object, field: LazyField, make: () => unknown): void {
  defineLazy(object, field, () => {
    const value = make();
    Object.defineProperty(object, field, { value, enumerable: true, writable: true, configurable: true });
    return value;
  });
}

/** Where an object with lazy fields keeps what each of them reads: a property no spread or listing of it shows. */
const lazyReaders = Symbol('lazy readers');
type WithReaders = { [lazyReaders]?: Record<string, () => unknown> };

/**
 * Defines `field` as read through `read`. The accessor functions are one pair per field name, shared by every
 * object, so that the many pages read from the cache keep one shape between them and their fields stay fast to read.
 */
function defineLazy(object: object, field: LazyField, read: () => unknown): void {
  const holder = object as WithReaders;
  if (!holder[lazyReaders]) Object.defineProperty(holder, lazyReaders, { value: {} });
  holder[lazyReaders]![field] = read;
  Object.defineProperty(object, field, lazyAccessors[field]);
}

/** Every field read when first used: the lazy groups' and a stored route's link targets and source. */
type LazyField = (typeof lazyGroups)[Group][number] | 'targets' | 'source';
const lazyFields: LazyField[] = [...groups.flatMap((group) => lazyGroups[group]), 'targets', 'source'];

const lazyAccessors = Object.fromEntries(
  lazyFields.map((field): [LazyField, PropertyDescriptor] => [
    field,
    {
      enumerable: true,
      configurable: true,
      get(this: WithReaders) {
        return this[lazyReaders]![field]();
      },
      set(this: object, value: unknown) {
        Object.defineProperty(this, field, { value, enumerable: true, writable: true, configurable: true });
      },
    },
  ]),
) as Record<LazyField, PropertyDescriptor>;

/**
 * The routes to store, their link targets as numbers into `targets`. Pages read from the index keep their numbers,
 * new ones are numbered on from the last index's `previous` table; from scratch when most of that table has gone unused.
 */
function storedRoutes(
  routes: BuildCache['routes'],
  previous: string[],
): { routes: StoredRoutes; targets: string[]; renumbered: boolean } {
  const number = (table: string[]) => {
    let index: Map<string, number> | null = null;
    return (target: string) => {
      index ??= new Map(table.map((text, n) => [text, n]));
      let n = index.get(target);
      if (n === undefined) index.set(target, (n = table.push(target) - 1));
      return n;
    };
  };
  const targets = [...previous];
  const numbered = number(targets);
  const toStore = ({ source, ...page }: WrittenPage): StoredRoutePage => ({
    ...page,
    sourceFile: source?.file,
    targets: numberedAll(page.targets, numbered),
  });
  const stored: StoredRoutes = new Map(
    [...routes].map(([route, { key, page }]) => [
      route,
      { key, page: (page as WithStoredForm)[storedForm] ?? toStore(page) },
    ]),
  );
  const used = new Uint8Array(targets.length);
  for (const { page } of stored.values()) for (const n of page.targets) used[n] = 1;
  if (used.reduce((sum, n) => sum + n, 0) * 2 >= targets.length) return { routes: stored, targets, renumbered: false };
  const fresh: string[] = [];
  const renumbered = number(fresh);
  for (const [route, { key, page }] of stored)
    stored.set(route, {
      key,
      page: { ...page, targets: Uint32Array.from(page.targets, (n) => renumbered(targets[n])) },
    });
  return { routes: stored, targets: fresh, renumbered: true };
}

/** Each of `texts` by its number, in a loop: `Uint32Array.from` with a mapping function costs an iterator step and a call per text. */
function numberedAll(texts: string[], numbered: (text: string) => number): Uint32Array {
  const numbers = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) numbers[i] = numbered(texts[i]);
  return numbers;
}

/** One file of a group's lazy fields: its number, and the pages whose fields it holds. */
export interface GroupFile {
  group: Group;
  number: number;
  pages: ReadonlyArray<readonly [file: string, page: Page]>;
}

/**
 * Writes the file of `group`'s fields of the pages whose lazy fields go to file `number`; worker threads that
 * keep pages' bodies write theirs with it too. Each write makes a new name, so the old index stays whole.
 */
export async function writeGroupFile(store: CacheLocation, { group, number, pages }: GroupFile): Promise<NamedFile> {
  const name = `${group}-${number}-${randomUUID().slice(0, 8)}.bin`;
  const contents = new Map(
    pages.map(([file, page]) => [
      file,
      Object.fromEntries(lazyGroups[group].map((field) => [field, (page as unknown as LazyFields)[field]])),
    ]),
  );
  return { name, ...(await writeCacheFile(path.join(store.dir, name), [contents], store.stamp)) };
}

/**
 * The number of the files holding a page's lazy fields, from a hash of its source file's path. FNV-1a rather than
 * a cryptographic hash: a build takes one per page and use, and it spreads paths as evenly for far less work.
 */
export function cacheFileNumber(file: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) hash = Math.imul(hash ^ file.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CACHE_FILE_COUNT;
}

/** The lazy fields of the pages in a group's file; damage found only now, mid-build, makes the build start over without it. */
function readLazyFields(store: CacheLocation, name: string): Map<string, LazyFields> {
  const file = path.join(store.dir, name);
  const read = readNamedCacheFile<[Map<string, LazyFields>]>(file, store.stamp);
  if (read.value) return read.value[0];
  throw new CacheFileDamage(file, read.damage!);
}

/** The page, with its lazy fields read from the cache when first used. */
function withLazyFields(page: Page, fieldsOf: (group: Group) => LazyFields): Page {
  for (const group of groups) {
    for (const field of lazyGroups[group]) {
      if (field === 'excerptHtml' && page.kind !== 'post') continue;
      defineLazy(page, field, () => fieldsOf(group)[field]);
    }
  }
  return page;
}

/** Fields kept out of the index file: those of the lazy groups, and `spilledBody`, where a worker kept a doc's HTML in one build. */
const notIndexed = new Set<string>([
  ...groups.flatMap((group) => lazyGroups[group]),
  'spilledBody' satisfies keyof SpilledDoc,
]);

/**
 * The page without its lazy fields, copied without reading them (a spread would load every group's files), and
 * without the worker that kept it in this build.
 */
function withoutLazyFields(page: Page): Page {
  return Object.fromEntries(
    Object.keys(page)
      .filter((field) => !notIndexed.has(field))
      .map((field) => [field, page[field as keyof Page]]),
  ) as unknown as Page;
}

/** What tells an entry's versions apart: its key, and for a page the stamp of its source. */
const versionOf = (entry: { key: string; stamp?: string }) =>
  entry.stamp === undefined ? entry.key : `${entry.key} ${entry.stamp}`;

function versionsOf(entries: Map<string, { key: string; stamp?: string }>): Map<string, string> {
  return new Map([...entries].map(([name, entry]) => [name, versionOf(entry)]));
}

/** The numbers of the files holding a page (or route) that was added, changed, restamped or removed since the cache was read. */
function changedFileNumbers(
  before: Map<string, string>,
  now: Map<string, { key: string; stamp?: string }>,
): Set<number> {
  const changed = new Set<number>();
  for (const [file, entry] of now) if (before.get(file) !== versionOf(entry)) changed.add(cacheFileNumber(file));
  for (const file of before.keys()) if (!now.has(file)) changed.add(cacheFileNumber(file));
  return changed;
}

function sameLinkCheck(before: BuildCache['links'], now: BuildCache['links']): boolean {
  return (
    before?.files.length === now?.files.length &&
    (before?.files ?? []).every((file, i) => now!.files[i] === file) &&
    before?.anchors.size === now?.anchors.size &&
    JSON.stringify(before?.broken) === JSON.stringify(now?.broken) &&
    [...(now?.anchors ?? [])].every(([file, key]) => before!.anchors.get(file) === key)
  );
}

function sameRecord(before: OutputRecord, now: OutputRecord): boolean {
  if (before.size !== now.size) return false;
  for (const [file, entry] of now) {
    const old = before.get(file);
    if (old?.size !== entry.size || old.mtimeMs !== entry.mtimeMs) return false;
  }
  return true;
}
