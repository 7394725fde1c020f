import { spawn } from 'node:child_process';

/**
 * Runs `work`, which may block this process for good (a read that waits on a FIFO stops every timer of it too), under
 * a process of its own that prints `what` and kills this one when `seconds` have passed: the file then fails rather
 * than hangs.
 */
export async function underWatchdog<T>(seconds: number, what: string, work: () => Promise<T>): Promise<T> {
  const watchdog = spawn('sh', ['-c', `sleep ${seconds} && echo "$0" >&2 && kill -9 ${process.pid}`, what], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await work();
  } finally {
    // The shell and its sleep, as one group.
    process.kill(-watchdog.pid!, 'SIGKILL');
  }
}
