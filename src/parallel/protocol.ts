/** What every worker is started with: the scratch file it may append to, and where it shows its step. */
export interface WorkerData {
  scratchFd: number | null;
  /** Where the worker shows the step it runs under a time limit, for the pool to stop it when it overruns. */
  stepSlot: SharedArrayBuffer;
}

/** To a worker: a task by name and its shared data once, then its items in batches, each answered with a `WorkerMessage`. */
export type WorkerRequest = { type: 'task'; task: string; shared: unknown } | { type: 'batch'; items: unknown[] };

export type WorkerMessage =
  | { type: 'done'; results: unknown[]; warnings: string[] }
  | { type: 'failed'; error: { message: string; file?: string; line?: number; hint?: string; stack?: string } };
