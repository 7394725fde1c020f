import type { MarkdownThreads } from '../content/markdown-pages.js';
import type { BodyStoringThreads } from '../incremental/markdown.js';
import { cacheFileNumber, type CacheLocation } from '../incremental/store.js';
import type { Logger } from '../log.js';
import type { RenderThreads } from '../render/pages.js';
import type { SearchThreads } from '../search/index-files.js';
import type { TaskName, Tasks } from './index.js';
import { createWorkerPool, hasCoresToSpare } from '../parallel/pool.js';
import { openScratchFile, spilledTexts } from '../scratch.js';

/** Runs one item of a task in a thread of its own, which stops once it is done. */
export type SpareThread = <T extends TaskName>(
  task: T,
  item: Tasks[T]['item'],
  shared: Tasks[T]['shared'],
) => Promise<Tasks[T]['result']>;

/**
 * The threads and scratch space of one run of the pipeline: the pipeline hands each stage that shares work among
 * threads its own part, a `ThreadMap` for its task, and the stage never learns whether it ran on a worker.
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
  /** Stops the workers once the stages that use them are done, so that their memory goes back meanwhile. */
  releaseWorkers(): void;
  /** Stops every thread and drops the scratch space. */
  close(): Promise<void>;
}

export interface BuildRunOptions {
  log: Pick<Logger, 'warn'>;
  /** What the workers are started with, for the tasks they run (`TaskThread.setup`). */
  workerSetup: unknown;
  /** The folder the output's files land in before the commit; null when they stay in memory. */
  outputFolder(): Promise<string | null>;
}

/** Opens a run once the output's folder is known: a stage hands it to a thread at once, before work of its own on this thread. */
export async function openBuildRun({ log, workerSetup, outputFolder }: BuildRunOptions): Promise<BuildRun> {
  // Opened first, so that a temporary folder that cannot take it fails the build before any work is done.
  const scratch = openScratchFile();
  let folder: string | null;
  try {
    folder = await outputFolder();
  } catch (error) {
    scratch.close();
    throw error;
  }
  // Each worker of a build keeps its docs' HTML and headings in a file of its own between the Markdown and the rendering.
  const workers = createWorkerPool<Tasks>(log, { setup: workerSetup, scratchFiles: true });
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
  return {
    async startWorkers(pages) {
      workers.start(pages);
      await workers.map('start', workers.started(), null, workerByNumber);
    },
    markdown: { map: (pages, shared, options) => workers.map('markdown', pages, shared, options), searchText },
    markdownStoringBodies: (store) => ({
      map: (pages, shared, options) =>
        workers.map(
          'markdown, storing bodies',
          pages,
          { ...shared, store },
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
    render: { map: (routes, shared, options) => workers.map('render', routes, shared, options), folder },
    search: {
      searchText,
      writeShards: spareThread && folder ? (job) => spareThread('search shards', { job, folder }, null) : undefined,
    },
    releaseWorkers: () => void workers.close(),
    async close() {
      await Promise.all([workers.close(), spare.close()]);
      scratch.close();
    },
  };
}
