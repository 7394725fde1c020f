/**
 * The step a thread is running under a time limit, in memory another thread reads while this one may be stuck: its
 * deadline (milliseconds since the epoch, 0 for none) and the step's description as JSON. The watcher looks at it
 * every so often rather than being woken: a page's step is too short to be worth a wake-up.
 */
export interface StepSlot {
  buffer: SharedArrayBuffer;
  deadline(): number;
  /** Sets the deadline and what the step is. */
  set(deadline: number, step: LimitedStep | null): void;
  /** The step whose deadline is set, as the thread running it described it. */
  step(): LimitedStep | null;
  /** Says that the watched thread's code cannot be stopped safely, and the process must end instead. */
  markUnstoppable(): void;
}

/** A step that runs the site's code, for the message when it does not finish: `file: what did not finish in N s`. */
export interface LimitedStep {
  what: string;
  file?: string;
  ms: number;
}

const DESCRIPTION_BYTES = 1024;
const encoder = new TextEncoder();

/**
 * Slot layout: deadline as a float64 at 0, the description's length at 8, a spare word for the watcher to wait on
 * at 12, 1 at 16 once the thread cannot be stopped, the description from 24.
 */
export function stepSlot(buffer = new SharedArrayBuffer(24 + DESCRIPTION_BYTES)): StepSlot {
  const deadline = new Float64Array(buffer, 0, 1);
  const length = new Int32Array(buffer, 8, 1);
  const unstoppable = new Int32Array(buffer, 16, 1);
  const bytes = new Uint8Array(buffer, 24);
  return {
    buffer,
    deadline: () => deadline[0],
    set(next, step) {
      length[0] = step ? encoder.encodeInto(JSON.stringify(step), bytes).written : 0;
      deadline[0] = next;
    },
    step() {
      if (length[0] === 0) return null;
      try {
        return JSON.parse(new TextDecoder().decode(bytes.slice(0, length[0]))) as LimitedStep;
      } catch {
        return null;
      }
    },
    markUnstoppable() {
      unstoppable[0] = 1;
    },
  };
}

/** The one line a step that did not finish is reported with. */
export function lateMessage(step: LimitedStep): string {
  return `${step.what} did not finish in ${formatSeconds(step.ms)}`;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
