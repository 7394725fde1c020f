import type { MarkdownThreads } from '../content/markdown-pages.js';
import type { BodyStoringThreads } from '../incremental/markdown.js';
import { cacheFileNumber, type CacheLocation } from '../incremental/store.js';
import type { Logger } from '../log.js';
import type { RenderThreads } from '../render/pages.js';
import type { SearchThreads } from '../search/index-files.js';
import type { TaskName, Tasks } from './index.js';
import { createWorkerPool, hasCoresToSpare } from '../parallel/pool.js';
import { openScratchFile, spilledTexts } from '../scratch.js';
import type { TaskSite } from './thread-context.js';

/** Runs one item of a task in a thread of its own, which stops once it is done. */
export type SpareThread = <T extends TaskName>(
  task: T,
  item: Tasks[T]['item'],
  shared: Tasks[T]['shared'],
) => Promise<Tasks[T]['result']>;

/**
 * The threads as one site's pipeline uses them: the pipeline hands each stage that shares work among threads its own
 * part, a `ThreadMap` for its task, and the stage never learns whether it ran on a worker.
 */
export interface BuildRun {
  /** Starts the workers a build of `pages` pages will use, and has them load what it needs; resolves once they have. */
  startWorkers(pages: number): Promise<void>;
  /** The markdown stage's threads. */
  markdown: MarkdownThreads;
  /**
   * The markdown stage's threads, each storing the bodies and words of the pages it renders in the build cache at
   * `store`, a cache file's pages together; `storedFiles` then collects what they stored, by cache file number.
   */
  markdownStoringBodies(store: CacheLocation): BodyStoringThreads;
  /** The render stage's threads. */
  render: RenderThreads;
  /** The search stage's threads. */
  search: SearchThreads;
  /** Tells that this site is done with the workers: they stop once every site is, so that their memory goes back. */
  releaseWorkers(): void;
}

/**
 * The threads and scratch space of a build, shared by the sites of its locales: each worker loads the engine, shiki
 * and its grammars once for them all.
 */
export interface BuildThreads {
  /** The threads for `site`'s pipeline, whose pages are written into `folder`, or stay in memory when it is null. */
  forSite(site: TaskSite, folder: string | null): BuildRun;
  /** Stops every thread and drops the scratch space; once, however often it is called. */
  close(): Promise<void>;
}

/** Opens the threads of a build of `sites` sites, one per locale; the workers start when a stage first needs them. */
export function openBuildThreads(log: Pick<Logger, 'warn'>, sites: number): BuildThreads {
  const scratch = openScratchFile();
  // Each worker of a build keeps its docs' HTML and headings in a file of its own between the Markdown and the rendering.
  const workers = createWorkerPool<Tasks>(log, { scratchFiles: true });
  const spare = createWorkerPool<Tasks>(log);
  const searchText = spilledTexts(scratch.fd);
  const spareThread: SpareThread | null = hasCoresToSpare()
    ? async (task, item, shared) => {
        try {
          return (await spare.map(task, [item], shared, { workers: 1 }))![0];
        } finally {
          await spare.close();
        }
      }
    : null;
  const workerByNumber = { workerOf: (w: number) => w, startedOnly: true };
  let released = 0;
  let closed: Promise<void> | undefined;
  return {
    forSite: (site, folder) => ({
      async startWorkers(pages) {
        workers.start(pages);
        await workers.map('start', workers.started(), { site }, workerByNumber);
      },
      markdown: {
        map: (pages, shared, options) => workers.map('markdown', pages, { ...shared, site }, options),
        searchText,
      },
      markdownStoringBodies: (store) => ({
        map: (pages, shared, options) =>
          workers.map(
            'markdown, storing bodies',
            pages,
            { ...shared, site, store },
            {
              ...options,
              groupOf: (page) => cacheFileNumber(page.source.file),
            },
          ),
        searchText,
        // One item per worker: each stores its last file and answers with all it stored.
        async storedFiles() {
          const stored = await workers.map('bodies', workers.started(), { store }, workerByNumber);
          return new Map((stored ?? []).flat());
        },
      }),
      render: { map: (routes, shared, options) => workers.map('render', routes, { ...shared, site }, options), folder },
      search: {
        searchText,
        writeShards: spareThread && folder ? (job) => spareThread('search shards', { job, folder }, null) : undefined,
      },
      releaseWorkers() {
        if (++released === sites) void workers.close();
      },
    }),
    close: () => (closed ??= Promise.all([workers.close(), spare.close()]).then(() => scratch.close())),
  };
}
