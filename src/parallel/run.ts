import type { Logger } from '../log.js';
import type { Tasks } from '../tasks.js';
import { createWorkerPool, hasCoresToSpare, type WorkerPool } from './pool.js';
import { openScratchFile, spilledTexts, type SpilledTexts } from './spill.js';

type ShardsTask = Tasks['search shards'];

/**
 * The threads and scratch space of one run of the pipeline. The pipeline hands it to the stages in their context;
 * only the stages that share work among threads look inside.
 */
export interface BuildRun {
  /** The worker threads that render the Markdown and the pages: started when first asked, each loading shiki and the templates once. */
  workers: WorkerPool;
  /** Where the pages' search text waits between the Markdown and the search index, rather than in the heap. */
  searchText: SpilledTexts;
  /**
   * Makes a large search index's shards in a thread of its own, which writes them into the output folder itself;
   * undefined without a core to spare or a folder to write into.
   */
  shardWriter(): ((job: ShardsTask['item']['job']) => Promise<ShardsTask['result']>) | undefined;
  /** The folder the output's files land in before the commit, for workers to write into; null when they stay in memory. */
  outputFolder: string | null;
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
  const workers = createWorkerPool(log, { setup: workerSetup, scratchFiles: true });
  const shardThread = createWorkerPool(log);
  const searchText = spilledTexts(scratch.fd);
  return {
    workers,
    searchText,
    shardWriter: () =>
      folder && hasCoresToSpare()
        ? async (job) => {
            try {
              return (await shardThread.map('search shards', [{ job, folder }], null, { workers: 1 }))![0];
            } finally {
              await shardThread.close();
            }
          }
        : undefined,
    outputFolder: folder,
    releaseWorkers: () => void workers.close(),
    async close() {
      await Promise.all([workers.close(), shardThread.close()]);
      scratch.close();
    },
  };
}
