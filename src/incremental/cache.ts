import type { GitDates } from '../content/git.js';
import type { IdentifiedPage, Page } from '../content/page.js';
import type { SourceFile } from '../content/scan.js';
import type { WrittenPage } from '../render/page-writer.js';
import type { Templates } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import type { CacheLocation, StoredGroups } from './store.js';
import type { BrokenLink } from '../links/check.js';

/**
 * What a build keeps for the next one, so that an edit redoes only what it affects: in memory in the dev server,
 * on disk between `sitegen build` runs (`src/incremental/persist.ts`). Each entry holds what a stage made with a
 * key of everything it was made from.
 */
export interface BuildCache {
  /** Rendered Markdown by source file; valid while the file's text, the site's routes, its git date and the config stay the same. */
  pages: Map<string, CachedPage>;
  /**
   * Rendered pages by route path; valid while everything the page shows stays the same. A page carries its
   * output when the cache is in memory; on disk, its files stay where the last build wrote them.
   */
  routes: Map<string, { key: string; page: WrittenPage }>;
  search: SearchCache | null;
  /** Pages this build rendered again, as the cache had them before, with their keys: the search index replaces their words. */
  replaced?: Map<string, { key: string; page: Page }>;
  /** Text shown on many pages, such as each sidebar's whole HTML, kept with a key of what it was made from. */
  fragments: Fragments;
  /** The last link check: the site's files, a fingerprint of each page's anchors, and what was broken. */
  links: { files: string[]; anchors: Map<string, string>; broken: BrokenLink[] } | null;
  /** What only the process holding the cache keeps for its next build, never stored. */
  inMemory: InMemoryOnly;
  /** Present when the cache is kept on disk. */
  disk?: DiskStore;
}

/** What a process keeps in memory for its next build: the dev server's next save, or a build's next attempt. */
export interface InMemoryOnly {
  /**
   * Sources already found and identified: by the dev server's file watcher, which vouches for them until one comes,
   * goes or changes; or, in a rebuild, from the cached pages of those whose files a thread found unchanged, without
   * their bodies. None when nothing vouches for them.
   */
  knownSources: { files: SourceFile[] | null; identified: Map<string, IdentifiedPage> } | null;
  /** The bundled templates and pages, until one of their files changes. */
  templates: Templates | null;
  /** Last-update dates, read once: commits rarely happen mid-edit, and `git log` would cost every save. */
  git: GitDates | null;
  /**
   * The last build's routes and their keys, by path, with the site-wide part of the keys: a route equal to its
   * last one keeps its key without restating itself.
   */
  lastRoutes: { siteKey: string; byPath: Map<string, { route: Route; key: string }> } | null;
}

/** Where a cache kept on disk lives, and what this build stored there before saving. */
export interface DiskStore {
  /** The cache's folder and stamp: worker threads store the bodies of the pages they keep there. */
  location: CacheLocation;
  /** When this build started: the pages it makes stamp their sources against it. */
  startedAt: number;
  /** The cache files worker threads stored in this build (pages' bodies and words), by number. */
  storedFiles: Map<number, StoredGroups>;
}

/**
 * Text made from inputs that rarely change and shown on many pages (a whole sidebar, the minified stylesheet), by
 * name, with a key of everything it was made from (`src/incremental/fragments.ts`).
 */
export type Fragments = Map<string, { key: string; text: string }>;

export interface CachedPage {
  key: string;
  page: Page;
  /** The hash of its source's text. */
  textHash?: string;
  /**
   * Its source file's size, inode and times when the page was made, unless the file had changed just before:
   * a later build that finds the file so reuses the page's identity without reading the file.
   */
  stamp?: string;
}

/**
 * The search index's files, valid while every indexed page stays the same; its text files' keys, each valid while
 * its pages are; and what its postings were made of: the indexed pages' order (a fingerprint of their source files)
 * and keys, and the prefixes of its shards in the manifest's order (none when the browser indexes the text).
 */
export interface SearchCache {
  key: string;
  files: string[];
  texts: string[];
  order: string;
  pages: string[];
  prefixes: string[];
  /** What the lead files were made of (every page's title and lead, in order), and their prefixes. */
  leads: { key: string; prefixes: string[] };
}

/** An empty cache; kept on disk when `disk` says where. */
export function createBuildCache(disk?: DiskStore): BuildCache {
  const inMemory: InMemoryOnly = { knownSources: null, templates: null, git: null, lastRoutes: null };
  return { pages: new Map(), routes: new Map(), search: null, links: null, fragments: new Map(), inMemory, disk };
}

/** A cache kept in memory from save to save, whose sources a file watcher vouches for (`sourceChanged`). */
export function createWatchedCache(): BuildCache {
  const cache = createBuildCache();
  cache.inMemory.knownSources = { files: null, identified: new Map() };
  return cache;
}

/** Each cached page's Markdown key, by the page: what stands in for a page in the keys of what shows it. */
export function pageKeys(cache: BuildCache): Map<unknown, string> {
  return new Map([...cache.pages.values()].map(({ key, page }) => [page, key]));
}
