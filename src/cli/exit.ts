import { writeSync } from 'node:fs';

/**
 * Runs a command and ends the process with its status once its output is out: a command is over when its work is,
 * whatever timers or sockets the site's code left running (a config's `setInterval`). `dev` and `serve` end here
 * only when they fail to start.
 */
export function runToTheEnd(command: () => Promise<number>): void {
  let finished = false;
  // Ending with nothing left to wait for while the command's work is unfinished means that something it awaited can
  // never settle: that is a failure, never a success.
  process.on('exit', (code) => {
    if (finished || code !== 0) return;
    writeSync(
      2,
      "error: sitegen stopped before its work was done: something it waited for (the site's code, a plugin) can never finish\n",
    );
    process.exitCode = 1;
  });
  const end = (status: number) => {
    finished = true;
    process.exitCode = status;
    process.stdout.write('', () => process.stderr.write('', () => process.exit(status)));
  };
  command().then(end, (error) => {
    console.error(error);
    end(1);
  });
}
