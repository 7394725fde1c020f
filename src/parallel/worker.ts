import { parentPort, workerData } from 'node:worker_threads';
import { SitegenError } from '../errors.js';
import { createLogger } from '../log.js';
import type { WorkerMessage, WorkerRequest, WorkerData } from './protocol.js';
import { scratchAppender } from '../scratch.js';
import { stepSlot } from '../limits/step-slot.js';
import { watchStepsThrough } from '../limits/time-limit.js';
import type { Task, TaskLoaders, TaskThread } from './task.js';

type AnyTask = Task<never, never, unknown>;

/**
 * Answers the pool's requests in this worker thread: each names a task of `loaders`, whose module is loaded the
 * first time this thread runs it, so a thread loads only what its tasks need.
 */
export function serveTasks(loaders: TaskLoaders): void {
  const { scratchFd, stepSlot: slot } = workerData as WorkerData;
  watchStepsThrough(stepSlot(slot));
  let warnings: string[] = [];
  const locals = new Map<(thread: TaskThread) => unknown, unknown>();
  const thread: TaskThread = {
    log: { ...createLogger({ quiet: true }), warn: (message: string) => void warnings.push(message) },
    appendToScratch: scratchFd === null ? null : scratchAppender(scratchFd),
    local<V>(make: (thread: TaskThread) => V): V {
      if (!locals.has(make)) locals.set(make, make(thread));
      return locals.get(make) as V;
    },
  };
  const loaded = new Map<string, Promise<AnyTask>>();
  const taskNamed = (name: string) => {
    if (!loaded.has(name)) loaded.set(name, loaders[name]());
    return loaded.get(name)!;
  };
  const post = (message: WorkerMessage) => parentPort!.postMessage(message);
  let current: { task: string; shared: unknown } | null = null;

  const answer = async (request: WorkerRequest): Promise<void> => {
    if (request.type === 'task') {
      current = request;
      return;
    }
    warnings = [];
    try {
      const run = await taskNamed(current!.task);
      post({ type: 'done', results: await run(request.items as never[], current!.shared as never, thread), warnings });
    } catch (error) {
      const e = error as SitegenError;
      post({
        type: 'failed',
        error: {
          message: e.message,
          file: e.file,
          line: e.line,
          hint: e.hint,
          stack: error instanceof SitegenError ? undefined : e.stack,
        },
      });
    }
  };

  /** Requests are answered one after another, in order: the pool may send several batches before the first is done. */
  let answering = Promise.resolve();
  parentPort!.on('message', (request: WorkerRequest) => {
    answering = answering.then(() => answer(request));
  });
}
