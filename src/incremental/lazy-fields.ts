import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '../content/page.js';
import type { SpilledDoc } from '../content/spilled-body.js';
import {
  CacheFileDamage,
  readNamedCacheFile,
  writeCacheFile,
  type CacheLocation,
  type Group,
  type NamedFile,
} from './store.js';

// A page read from the cache reads most of its bytes, kept in files of their own, only when a stage first uses them.

/**
 * The parts of a page that only rendering and the search index read, nearly all of its bytes, in two groups that
 * are stored apart from the rest and read when first used: a build that renders little reads little, and one
 * that rebuilds the search index reads only the pages' words.
 */
const lazyGroups = {
  body: ['html', 'excerptHtml', 'sectionsJson', 'headings', 'links'],
  words: ['search'],
} as const satisfies Record<Group, readonly string[]>;
export const groups = Object.keys(lazyGroups) as Group[];
export type LazyFields = Partial<Record<string, unknown>>;
/** Defines `field` to be made by `make` when first read, and kept. */
export function settleOnFirstRead(object: object, field: LazyField, make: () => unknown): void {
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

/** The lazy fields of the pages in a group's file; damage found only now, mid-build, makes the build start over without it. */
export function readLazyFields(store: CacheLocation, name: string): Map<string, LazyFields> {
  const file = path.join(store.dir, name);
  const read = readNamedCacheFile<[Map<string, LazyFields>]>(file, store.stamp);
  if (read.value) return read.value[0];
  throw new CacheFileDamage(file, read.damage!);
}

/** The page, with its lazy fields read from the cache when first used. */
export function withLazyFields(page: Page, fieldsOf: (group: Group) => LazyFields): Page {
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
export function withoutLazyFields(page: Page): Page {
  return Object.fromEntries(
    Object.keys(page)
      .filter((field) => !notIndexed.has(field))
      .map((field) => [field, page[field as keyof Page]]),
  ) as unknown as Page;
}
