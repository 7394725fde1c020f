import { executionAsyncId } from 'node:async_hooks';
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

/** How late a timer must fire for its thread to count as held up, and how long a held-up step then waits. */
const HELD_UP_MS = 500;

export const lateHint =
  'it loops, or waits for something that never comes; fix it, or allow it more time with --step-limit or --render-limit (or `limits` in site.config.ts)';

/** The slot a worker thread's steps are watched through, by the thread that started it; null where none does. */
let workerSlot: StepSlot | null = null;

export function watchStepsThrough(slot: StepSlot): void {
  workerSlot = slot;
}

interface Running {
  step: LimitedStep;
  deadline: number;
}

/** This thread's steps running now, with their deadlines; the slot shows the soonest. */
const running = new Set<Running>();
/** The step whose code this thread ran last: as `run` starts, or as it says its site code starts (`entering`). */
let ranLast: Running | null = null;
/** The step whose code held the thread past its deadline, kept once known: steps that start later change `ranLast`. */
let stuck: Running | null = null;

/** Whether `entry` is running past its deadline by more than a timer's lateness explains: it held the thread. */
const heldUp = (entry: Running | null): entry is Running =>
  entry !== null && running.has(entry) && Date.now() - entry.deadline > HELD_UP_MS;

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
export function withTimeLimit<T>(step: LimitedStep, run: (entering: () => void) => T | Promise<T>): Promise<T> {
  const slot = isMainThread ? watchedSlot() : workerSlot;
  const entry = { step, deadline: Date.now() + step.ms };
  const entering = () => {
    if (!stuck && heldUp(ranLast)) stuck = ranLast;
    ranLast = entry;
  };
  const starting = () => {
    // A promise's callback runs with an async id only once async hooks are on: Node then aborts when its code is
    // stopped, so the watchdog ends the process instead.
    if (isMainThread && executionAsyncId() !== 0) slot?.markUnstoppable();
    entering();
    return run(entering);
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    const expire = () => {
      // A timer this late means the thread was held up, and its code stopped: the step whose code ran last held it
      // and reports it, while the others, whose work may have been cut short with it, wait for that.
      if (!stuck && heldUp(ranLast)) stuck = ranLast;
      if (heldUp(entry) && stuck && stuck !== entry && running.has(stuck)) {
        entry.deadline = Date.now() + HELD_UP_MS;
        if (slot) showSoonest(slot);
        timer = setTimeout(expire, HELD_UP_MS);
        return;
      }
      finish();
      reject(new SitegenError(lateMessage(step), { file: step.file, hint: lateHint }));
    };
    timer = setTimeout(expire, step.ms);
  });
  const finish = () => {
    clearTimeout(timer);
    if (stuck === entry) stuck = null;
    if (running.delete(entry) && slot) showSoonest(slot);
  };
  running.add(entry);
  if (slot) showSoonest(slot);
  return Promise.race([Promise.resolve().then(starting), late]).finally(finish);
}
