import type { CacheLocation, StoredGroups } from '../cache/store.js';
import type { ResolvedConfig } from '../config/types.js';
import type { BuildMode } from '../context.js';
import type { IdentifiedPage, Page, PageLookups } from '../content/page.js';
import type { StagedPage } from '../emit/output.js';
import type { PageLinks } from '../links/extract.js';
import type { SiteAssets } from '../render/document.js';
import type { Route, SidebarEntry, SiteSections } from '../routes/types.js';
import type { MadeShards, ShardsJob } from '../search/build.js';

/** What every worker is started with. */
export interface WorkerSetup {
  /**
   * The build the worker helps with, absent for a link check; with the scratch file where the worker keeps the
   * docs' HTML it holds, which the pool closes.
   */
  build?: { config: ResolvedConfig; mode: BuildMode; scratchFd: number };
}

/** What a worker needs, besides its routes, to render pages exactly as the main thread would. */
export interface RenderShared {
  templates: { file: string; hash: string };
  sidebars: Record<string, SidebarEntry[]>;
  sections: SiteSections;
  assets: SiteAssets;
  /** Where to write the pages; null to send them back instead. */
  folder: string | null;
}

/** The work a worker can do: each task turns a share of items into one result per item. */
export interface Tasks {
  markdown: {
    item: IdentifiedPage;
    /**
     * With `spillDocs`, each worker keeps the HTML and headings of the docs it renders and sends back the rest: its
     * render task needs them again. With `store`, it stores the pages' bodies in that cache, by cache file: its
     * pages come ordered by cache file, and its `bodies` task stores the last one.
     */
    shared: PageLookups & { spillDocs: boolean; store: CacheLocation | null };
    result: Page;
  };
  render: { item: Route; shared: RenderShared; result: StagedPage };
  /** Loads what a build needs (Markdown, shiki, React) before its first pages arrive. */
  start: { item: number; shared: null; result: null };
  /** Stores the bodies and words of the last pages a worker holds in the cache; answers with every file it stored, by number. */
  bodies: { item: number; shared: { store: CacheLocation }; result: Array<[number, StoredGroups]> };
  /** Makes and writes the shards of a site's search index into its folder; answers with their prefixes in order. */
  'search shards': { item: { job: ShardsJob; folder: string }; shared: null; result: MadeShards };
  /** Reads the links and anchors of built pages, by path relative to `root`. */
  links: { item: string; shared: { root: string }; result: PageLinks };
}

export type TaskName = keyof Tasks;

/** To a worker: a task and its shared data once, then its items in batches, each answered with a `WorkerMessage`. */
export type WorkerRequest = { type: 'task'; task: TaskName; shared: Tasks[TaskName]['shared'] } | { type: 'batch'; items: unknown[] };

export type WorkerMessage =
  | { type: 'done'; results: unknown[]; warnings: string[] }
  | { type: 'failed'; error: { message: string; file?: string; line?: number; hint?: string; stack?: string } };
