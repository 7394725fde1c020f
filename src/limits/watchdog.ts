import { Worker } from 'node:worker_threads';
import { stepSlot, type StepSlot } from './step-slot.js';

/** How long past a deadline the main thread's own timer has to report the step, before the thread counts as stuck. */
export const STUCK_AFTER_MS = 1000;
/** How often the deadline is looked at. */
export const LOOK_EVERY_MS = 250;
/** How long termination has to free the thread before the process is killed. */
const KILL_AFTER_MS = 5000;
/** Why sitegen ends rather than stopping the code: Node aborts when code is stopped while async hooks are on. */
const UNSTOPPABLE_HINT =
  "it loops; sitegen had to end, because the site's code turned on async hooks (AsyncLocalStorage, for one), and Node cannot stop looping code safely then";

/**
 * The watchdog's thread. A timer cannot fire while this thread's code loops, so another thread waits for the
 * deadline; if the step is still running past it, it stops the running code through the inspector, which leaves the
 * event loop going: the step's own timer then rejects it with its error. Should that not free the thread, or should the
 * thread be marked unstoppable, it prints the step's error and kills the process.
 */
const watchdogScript = `
const { workerData } = require('node:worker_threads');
const deadline = new Float64Array(workerData, 0, 1);
const length = new Int32Array(workerData, 8, 1);
const nap = new Int32Array(workerData, 12, 1);
const unstoppable = new Int32Array(workerData, 16, 1);
const bytes = new Uint8Array(workerData, 24);
const stuckAfter = ${STUCK_AFTER_MS}, lookEvery = ${LOOK_EVERY_MS}, killAfter = ${KILL_AFTER_MS};
const sleep = (ms) => Atomics.wait(nap, 0, 0, ms);
function describe() {
  try {
    const step = JSON.parse(new TextDecoder().decode(bytes.slice(0, length[0])));
    return (step.file ? step.file + ': ' : '') + step.what + ' did not finish in ' + Number((step.ms / 1000).toFixed(3)) + ' s';
  } catch { return 'a step of the build did not finish in time'; }
}
for (;;) {
  sleep(lookEvery);
  const due = deadline[0];
  if (due === 0 || Date.now() < due + stuckAfter) continue;
  if (unstoppable[0] === 1) {
    require('node:fs').writeSync(2, 'error: ' + describe() + '\\nhint: ' + ${JSON.stringify(UNSTOPPABLE_HINT)} + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }
  const session = new (require('node:inspector').Session)();
  session.connectToMainThread();
  session.post('Runtime.terminateExecution');
  // Connected at exit, the session would hold the process up with "Waiting for the debugger to disconnect".
  session.disconnect();
  const until = Date.now() + killAfter;
  while (deadline[0] === due && Date.now() < until) sleep(50);
  if (deadline[0] === due) {
    require('node:fs').writeSync(2, 'error: ' + describe() + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}
`;

let slot: StepSlot | null = null;

/**
 * The main thread's step slot, watched by the watchdog, started on first use. The watchdog never keeps the process
 * alive; where it cannot start (Node without the inspector), steps stay limited as far as timers reach.
 */
export function watchedSlot(): StepSlot {
  if (slot) return slot;
  slot = stepSlot();
  const watchdog = new Worker(watchdogScript, {
    eval: true,
    workerData: slot.buffer,
    stdout: false,
    stderr: false,
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  watchdog.on('error', () => undefined);
  watchdog.unref();
  return slot;
}
