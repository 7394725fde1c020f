import { performance } from 'node:perf_hooks';

export type Logger = ReturnType<typeof createLogger>;

interface LoggerOptions {
  stream?: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean };
  quiet?: boolean;
  color?: boolean;
}

const codes = { red: 31, yellow: 33, green: 32, dim: 2, bold: 1, cyan: 36 } as const;
type Colour = keyof typeof codes;

/** The terminal logger: stage lines with timings, warnings, errors and a progress line on a TTY. */
export function createLogger(options: LoggerOptions = {}) {
  const stream = options.stream ?? process.stderr;
  const useColour = options.color ?? (!('NO_COLOR' in process.env) && Boolean(stream.isTTY));
  const interactive = Boolean(stream.isTTY) && !options.quiet;
  let warnings = 0;
  let progressShown = false;

  const paint = (colour: Colour, text: string) => (useColour ? `\x1b[${codes[colour]}m${text}\x1b[0m` : text);
  const clearProgress = () => {
    if (progressShown) stream.write('\r\x1b[2K');
    progressShown = false;
  };
  const line = (text: string) => {
    if (options.quiet) return;
    clearProgress();
    stream.write(text + '\n');
  };

  return {
    paint,
    info: line,
    warn(message: string) {
      warnings++;
      clearProgress();
      stream.write(`${paint('yellow', 'warning:')} ${message}\n`);
    },
    error(message: string) {
      clearProgress();
      stream.write(`${paint('red', 'error:')} ${message}\n`);
    },
    get warnings() {
      return warnings;
    },
    /** Runs one stage of work and prints its label with the time it took. */
    async step<T>(label: string, work: () => Promise<T> | T, detail?: (result: T) => string): Promise<T> {
      const start = performance.now();
      const result = await work();
      const ms = performance.now() - start;
      const extra = detail ? ` ${paint('dim', detail(result))}` : '';
      line(`  ${paint('green', '✓')} ${label.padEnd(22)} ${paint('dim', formatMs(ms).padStart(7))}${extra}`);
      return result;
    },
    /** Updates a single progress line on a terminal; prints nothing elsewhere. */
    progress(label: string, done: number, total: number) {
      if (!interactive) return;
      stream.write(`\r\x1b[2K  ${paint('cyan', '…')} ${label} ${done}/${total}`);
      progressShown = true;
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
