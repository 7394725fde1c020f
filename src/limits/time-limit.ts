import { isMainThread } from 'node:worker_threads';
import { SitegenError } from '../errors.js';
import { lateMessage, type LimitedStep, type StepSlot } from './step-slot.js';
import { watchedSlot } from './watchdog.js';

/** How long a step that runs the site's code may take, and rendering one page. */
export interface TimeLimits {
  stepMs: number;
  renderMs: number;
}

export const defaultTimeLimits: TimeLimits = { stepMs: 60_000, renderMs: 10_000 };

export const lateHint = 'it loops, or waits for something that never comes; fix it, or allow it more time with --step-limit or --render-limit (or `limits` in site.config.ts)';

/** The slot a worker thread's steps are watched through, by the thread that started it; null where none does. */
let workerSlot: StepSlot | null = null;

export function watchStepsThrough(slot: StepSlot): void {
  workerSlot = slot;
}

/** This thread's steps running now, with their deadlines; the slot shows the soonest. */
const running = new Set<{ step: LimitedStep; deadline: number }>();

function showSoonest(slot: StepSlot): void {
  let soonest: { step: LimitedStep; deadline: number } | null = null;
  for (const entry of running) if (!soonest || entry.deadline < soonest.deadline) soonest = entry;
  slot.set(soonest?.deadline ?? 0, soonest?.step ?? null);
}

/**
 * Runs `run`, the site's code, failing with an error naming `step.file` once `step.ms` have passed: a promise that
 * never settles meets the timer; code that loops is stopped by whoever watches this thread's slot (the watchdog
 * on the main thread, the pool for a worker). `run` starts on a later tick, so that this step's promise is already
 * awaited when stopped code takes the stack down with it.
 */
export function withTimeLimit<T>(step: LimitedStep, run: () => T | Promise<T>): Promise<T> {
  const slot = isMainThread ? watchedSlot() : workerSlot;
  const entry = { step, deadline: Date.now() + step.ms };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      finish();
      reject(new SitegenError(lateMessage(step), { file: step.file, hint: lateHint }));
    }, step.ms);
  });
  const finish = () => {
    clearTimeout(timer);
    if (running.delete(entry) && slot) showSoonest(slot);
  };
  running.add(entry);
  if (slot) showSoonest(slot);
  return Promise.race([Promise.resolve().then(run), late]).finally(finish);
}
