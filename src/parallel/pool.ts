import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { failureAwaitedLater, SitegenError } from '../errors.js';
import type { Logger } from '../log.js';
import { packageRoot } from '../paths.js';
import type { MapOptions } from '../thread-map.js';
import type { TaskTable } from './task.js';
import type { WorkerMessage, WorkerRequest, WorkerData } from './protocol.js';
import { openScratchFile, type ScratchFile } from '../scratch.js';
import { lateMessage, stepSlot, type LimitedStep, type StepSlot } from '../limits/step-slot.js';
import { lateHint } from '../limits/time-limit.js';
import { LOOK_EVERY_MS, STUCK_AFTER_MS } from '../limits/watchdog.js';

/** Below this many items, starting workers costs more than it saves. */
export const PARALLEL_MIN_ITEMS = 150;

/** The cores a build may use: all of them, or as many as `SITEGEN_WORKERS` says. */
const cores = () => Number(process.env.SITEGEN_WORKERS) || availableParallelism();

/** Whether work done in a worker thread runs beside this thread's rather than taking turns with it. */
export function hasCoresToSpare(): boolean {
  return cores() >= 2;
}

/** How many workers to share `items` between: one per core, none on a single core or for small jobs. */
export function workerCount(items: number): number {
  return items < PARALLEL_MIN_ITEMS || !hasCoresToSpare() ? 0 : cores();
}

/** Worker threads running the tasks of `T`, by name. */
export interface WorkerPool<T extends TaskTable = TaskTable> {
  /**
   * Runs `task` over `items` spread across the workers and returns one result per item, in the items' order;
   * null when there are too few items to be worth the threads.
   */
  map<N extends keyof T & string>(
    task: N,
    items: T[N]['item'][],
    shared: T[N]['shared'],
    options?: MapOptions<T[N]['item'], T[N]['result']>,
  ): Promise<T[N]['result'][] | null>;
  /** Starts the workers a job of `items` items will use, ahead of it: for a task that has them ready for it. */
  start(items: number): void;
  /** The numbers of the workers running now: 0, 1, … */
  started(): number[];
  /** Stops the workers, resolving once every worker asked to stop so far has; the pool starts new ones if asked again. */
  close(): Promise<void>;
}

const workerFile = path.join(packageRoot, 'dist-lib', 'worker.js');

/**
 * A worker's heap limit. A worker keeps little alive (shiki and the lines it remembers, the templates; the HTML it
 * holds waits in a file), but V8 lets garbage grow towards the limit before collecting it: the default limit, a
 * sixth of the machine's memory, made each worker hold gigabytes of dead pages, and a limit growing with the pages
 * still let each worker of a large build grow far past what it keeps.
 */
const WORKER_HEAP_MB = 512;
/**
 * A worker's young generation, for a share of at least `LARGE_SHARE` items. V8's default fills every few pages, and
 * each time the objects of the pages in hand are copied; a larger one collects less often for a little memory. On a
 * small share the larger space costs more than it saves (docs/performance.md has the figures).
 */
const LARGE_SHARE_YOUNG_MB = 64;
const LARGE_SHARE = 2000;

export interface WorkerOptions {
  /** Gives each worker a scratch file of its own to append to, which the pool closes. */
  scratchFiles?: boolean;
}

/**
 * Worker threads that live as long as the pool, so that each loads what its tasks need once (shiki and the
 * templates, for a build), started on the first task big enough to need them.
 */
export function createWorkerPool<T extends TaskTable>(
  log: Pick<Logger, 'warn'>,
  { scratchFiles = false }: WorkerOptions = {},
): WorkerPool<T> {
  let workers: PoolWorker[] = [];
  let closing = Promise.resolve();
  /** Starts workers up to `count`, for their share of `items`. */
  const startUpTo = (count: number, items: number) => {
    const resourceLimits = {
      maxOldGenerationSizeMb: WORKER_HEAP_MB,
      ...(items / count >= LARGE_SHARE && { maxYoungGenerationSizeMb: LARGE_SHARE_YOUNG_MB }),
    };
    // The compiled worker is used from source too (tests): Node 20 workers cannot load TypeScript entry points.
    while (workers.length < count) {
      const scratch = scratchFiles ? openScratchFile() : null;
      workers.push(startWorker({ scratchFd: scratch ? scratch.fd : null }, resourceLimits, scratch));
    }
  };

  return {
    async map(task, items, shared, options = {}) {
      const count = options.workers ?? (options.startedOnly ? workers.length : workerCount(items.length));
      if (count === 0) return null;
      startUpTo(count, items.length);
      const { workerOf, groupOf } = options;
      // Runs of item positions a worker takes at once: fixed per worker, or shared by all, first come first served.
      const own =
        workerOf &&
        workers
          .slice(0, count)
          .map((_, w) => [items.flatMap((item, i) => ((workerOf(item) ?? i) % count === w ? [i] : []))]);
      const common = own ? [] : groupsOf(items, groupOf);
      const results: unknown[] = new Array(items.length);
      // Warnings by their batch's first item, so that they print in the items' order whichever worker ran it.
      const warnings: Array<[position: number, messages: string[]]> = [];
      let done = 0;
      await Promise.all(
        workers.slice(0, count).map(async (worker, w) => {
          worker.thread.postMessage({ type: 'task', task, shared } satisfies WorkerRequest);
          const queue = own ? own[w] : common;
          const sent: Array<Promise<void>> = [];
          for (let positions = queue.shift(); positions; positions = queue.shift()) {
            // Small batches keep each worker's memory flat: it drops a batch's pages once they are sent back.
            for (let from = 0; from < positions.length; from += BATCH_SIZE) {
              const batch = positions.slice(from, from + BATCH_SIZE);
              // Awaited in turn: a worker that fails rejects every batch it holds at once.
              const answered = failureAwaitedLater(
                runBatch(
                  worker,
                  batch.map((i) => items[i]),
                ).then((output) => {
                  batch.forEach(
                    (i, n) =>
                      (results[i] = options.onResult
                        ? options.onResult(output.results[n] as never)
                        : output.results[n]),
                  );
                  warnings.push([batch[0], output.warnings]);
                  options.onProgress?.((done += batch.length));
                }),
              );
              for (const i of batch) options.onSent?.(items[i]);
              // Each worker has two batches at a time: it starts the second while this thread takes the first's
              // results, and the first worker free takes the next shared one. Its own batches are not sent all at
              // once either: they would wait in its queue as copies, a large site's all at once.
              sent.push(answered);
              if (sent.length >= IN_FLIGHT) await sent[sent.length - IN_FLIGHT];
            }
          }
          await Promise.all(sent);
        }),
      );
      for (const [, messages] of warnings.sort(([a], [b]) => a - b)) for (const message of messages) log.warn(message);
      return results as T[typeof task]['result'][];
    },
    start(items) {
      const count = workerCount(items);
      if (count > 0) startUpTo(count, items);
    },
    started: () => workers.map((_, w) => w),
    close() {
      const stopping = workers.map(async (worker) => {
        await worker.thread.terminate();
        worker.scratch?.close();
      });
      workers = [];
      return (closing = Promise.all([closing, ...stopping]).then(() => undefined));
    },
  };
}

/** Items per message to a worker. */
const BATCH_SIZE = 50;
/** Batches a worker is sent before it answers the first. */
const IN_FLIGHT = 2;

/**
 * Item positions in runs to hand out: each group's, largest first, so that the last to be taken are the smallest
 * and the workers finish close together; by default, batches in order.
 */
function groupsOf<I>(
  items: I[],
  groupOf: (item: I, position: number) => number = (_, i) => Math.floor(i / BATCH_SIZE),
): number[][] {
  const groups = new Map<number, number[]>();
  items.forEach((item, i) => {
    const group = groupOf(item, i);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(i);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

interface BatchOutput {
  results: unknown[];
  warnings: string[];
}

/** A worker thread, and the batches sent to it that it has yet to answer, in the order it answers them. */
interface PoolWorker {
  thread: Worker;
  scratch: ScratchFile | null;
  waiting: Array<{ resolve(output: BatchOutput): void; reject(error: Error): void }>;
  /** The step the worker runs under a time limit; looked at while it has batches to answer. */
  slot: StepSlot;
  watch: NodeJS.Timeout | null;
}

function startWorker(
  data: Omit<WorkerData, 'stepSlot'>,
  resourceLimits: ResourceLimits,
  scratch: ScratchFile | null,
): PoolWorker {
  const slot = stepSlot();
  const worker: PoolWorker = {
    thread: new Worker(workerFile, {
      workerData: { ...data, stepSlot: slot.buffer } satisfies WorkerData,
      resourceLimits,
    }),
    scratch,
    waiting: [],
    slot,
    watch: null,
  };
  worker.thread
    .on('message', (message: WorkerMessage) => {
      // None waits for an answer that arrives after the worker failed.
      const waiting = worker.waiting.shift();
      if (!waiting) return;
      const { resolve, reject } = waiting;
      if (worker.waiting.length === 0) stopWatching(worker);
      if (message.type === 'done') resolve(message);
      else if (message.error.stack)
        reject(Object.assign(new Error(message.error.message), { stack: message.error.stack }));
      else reject(new SitegenError(message.error.message, message.error));
    })
    .on('error', (error) =>
      fail(
        worker,
        (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? (outOfMemory(worker.slot.step()) ?? error)
          : error,
      ),
    )
    .on('exit', () => fail(worker, new Error('a worker thread stopped before it was done')));
  return worker;
}

/** Rejects the batches a worker has yet to answer; it answers none from here on. */
function fail(worker: PoolWorker, error: Error): void {
  stopWatching(worker);
  for (const { reject } of worker.waiting.splice(0)) reject(error);
}

function stopWatching(worker: PoolWorker): void {
  clearInterval(worker.watch ?? undefined);
  worker.watch = null;
}

/**
 * Stops a worker whose step is past its deadline and has not reported it: its thread is stuck in the site's code,
 * where no timer of its own can fire.
 */
function watchSteps(worker: PoolWorker): NodeJS.Timeout {
  return setInterval(() => {
    const deadline = worker.slot.deadline();
    if (deadline === 0 || Date.now() < deadline + STUCK_AFTER_MS) return;
    const step = worker.slot.step();
    fail(
      worker,
      step
        ? new SitegenError(lateMessage(step), { file: step.file, hint: lateHint })
        : new Error('a worker thread overran its time limit'),
    );
    void worker.thread.terminate();
  }, LOOK_EVERY_MS).unref();
}

/** A worker's heap filled while running a step: most likely a component that renders itself without end. */
function outOfMemory(step: LimitedStep | null): SitegenError | null {
  if (!step) return null;
  return new SitegenError(`${step.what} ran out of memory`, {
    file: step.file,
    hint: 'a component that renders itself, or code that never stops adding to a list, fills the memory; fix it',
  });
}

function runBatch(worker: PoolWorker, items: unknown[]): Promise<BatchOutput> {
  return new Promise((resolve, reject) => {
    worker.waiting.push({ resolve, reject });
    worker.watch ??= watchSteps(worker);
    worker.thread.postMessage({ type: 'batch', items } satisfies WorkerRequest);
  });
}
