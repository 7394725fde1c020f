import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import { packageRoot } from '../paths.js';
import type { TaskName, Tasks, WorkerMessage, WorkerSetup } from './protocol.js';

/** Below this many items, starting workers costs more than it saves. */
export const PARALLEL_MIN_ITEMS = 150;

/** How many workers to share `items` between: one per core, none on a single core or for small jobs. */
export function workerCount(items: number): number {
  const cores = Number(process.env.SITEGEN_WORKERS) || availableParallelism();
  return items < PARALLEL_MIN_ITEMS || cores < 2 ? 0 : cores;
}

export interface WorkerPool {
  /**
   * Runs `task` over `items` spread across the workers, every n-th item to one worker, and returns one result
   * per item in the items' order; null when there are too few items to be worth the threads.
   */
  map<T extends TaskName>(task: T, items: Tasks[T]['item'][], shared: Tasks[T]['shared'], onProgress?: (done: number) => void): Promise<Tasks[T]['result'][] | null>;
  /** Stops the workers; the pool starts new ones if asked again. */
  close(): Promise<void>;
}

const workerFile = path.join(packageRoot, 'dist-lib', 'worker.js');

/**
 * Worker threads that live for a whole build, so each loads shiki and the templates once, started on the first
 * task big enough to need them.
 */
export function createWorkerPool(ctx: BuildContext): WorkerPool {
  let workers: Worker[] = [];
  const setup: WorkerSetup = { config: ctx.config, mode: ctx.mode };

  return {
    async map(task, items, shared, onProgress) {
      const count = workerCount(items.length);
      if (count === 0) return null;
      // The compiled worker is used from source too (tests): Node 20 workers cannot load TypeScript entry points.
      while (workers.length < count) workers.push(new Worker(workerFile, { workerData: setup }));
      const active = workers.slice(0, count);
      const progress = active.map(() => 0);
      const shares = active.map((_, w) => items.filter((_, i) => i % count === w));
      const results = await Promise.all(
        active.map((worker, w) =>
          runTask(worker, { task, shared, items: shares[w] }, (done) => {
            progress[w] = done;
            onProgress?.(progress.reduce((a, b) => a + b, 0));
          }),
        ),
      );
      for (const result of results) for (const warning of result.warnings) ctx.log.warn(warning);
      return items.map((_, i) => results[i % count].results[Math.floor(i / count)]) as Tasks[typeof task]['result'][];
    },
    async close() {
      const stopping = workers.map((worker) => worker.terminate());
      workers = [];
      await Promise.all(stopping);
    },
  };
}

function runTask(worker: Worker, request: unknown, onProgress: (done: number) => void): Promise<{ results: unknown[]; warnings: string[] }> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'progress') return onProgress(message.done);
      worker.off('message', onMessage).off('error', reject);
      if (message.type === 'done') resolve(message);
      else if (message.error.stack) reject(Object.assign(new Error(message.error.message), { stack: message.error.stack }));
      else reject(new SitegenError(message.error.message, message.error));
    };
    worker.on('message', onMessage).once('error', reject);
    worker.postMessage(request);
  });
}
