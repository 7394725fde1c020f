import type { Logger } from '../log.js';
import type { SpilledPlace } from '../scratch.js';

/** The worker thread a task runs in, as its batches see it. */
export interface TaskThread {
  /** A quiet logger whose warnings go back with the batch at hand, to print in the items' order. */
  log: Logger;
  /** Appends a text to this thread's own scratch file, when the pool gave it one. */
  appendToScratch: ((text: string) => SpilledPlace) | null;
  /** What `make` returns for this thread: made on first use and kept, for the tasks that share it, from batch to batch. */
  local<V>(make: (thread: TaskThread) => V): V;
}

/** A task: turns a batch of items into one result per item, in order, given what all its items share. */
export type Task<Item, Shared, Result> = (items: Item[], shared: Shared, thread: TaskThread) => Promise<Result[]>;

/** A task's types, as `WorkerPool.map` checks them. */
export type TaskTypes<T> =
  T extends Task<infer Item, infer Shared, infer Result> ? { item: Item; shared: Shared; result: Result } : never;

/** Tasks by name, each loaded from its module the first time a thread runs it. */
export type TaskLoaders = Record<string, () => Promise<Task<never, never, unknown>>>;

/** The tasks a pool runs, by name: each one's item, shared data and result. */
export type TaskTable = Record<string, { item: unknown; shared: unknown; result: unknown }>;
