import path from 'node:path';
import { performance } from 'node:perf_hooks';

export type Logger = ReturnType<typeof createLogger>;

interface LoggerOptions {
  stream?: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean };
  quiet?: boolean;
  color?: boolean;
  /** Prints `debug` lines: why the cache made each thing again (`--debug`). */
  debug?: boolean;
}

const codes = { red: 31, yellow: 33, green: 32, dim: 2, bold: 1, cyan: 36 } as const;
type Colour = keyof typeof codes;

/** The terminal logger: stage lines with timings, warnings, errors and a progress line on a TTY. */
export function createLogger(options: LoggerOptions = {}) {
  const stream = options.stream ?? process.stderr;
  // NO_COLOR counts when set to anything but the empty string (no-color.org).
  const useColour = options.color ?? (!process.env.NO_COLOR && Boolean(stream.isTTY));
  const interactive = Boolean(stream.isTTY) && !options.quiet;
  let warnings = 0;
  let progressWidth = 0;

  const paint = (colour: Colour, text: string) => (useColour ? `\x1b[${codes[colour]}m${text}\x1b[0m` : text);
  // Without colour (NO_COLOR) the output carries no escape codes at all, so the line is blanked with spaces.
  const eraseLine = () => (useColour ? '\r\x1b[2K' : `\r${' '.repeat(progressWidth)}\r`);
  const clearProgress = () => {
    if (progressWidth > 0) stream.write(eraseLine());
    progressWidth = 0;
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
    /** A line for `--debug` only. */
    debug(message: string) {
      if (options.debug) line(paint('dim', `  debug: ${message}`));
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
      const text = `  ${paint('cyan', '…')} ${label} ${done}/${total}`;
      stream.write(eraseLine() + text);
      progressWidth = Math.max(progressWidth, text.length);
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** `log`, giving each warning once: a build that starts over meets the same ones again. */
export function eachWarningOnce(log: Logger): Logger {
  const given = new Set<string>();
  const warn = (message: string) => void (given.has(message) || (given.add(message), log.warn(message)));
  return Object.create(log, { warn: { value: warn } }) as Logger;
}

export interface BuiltSite {
  routes: number;
  rendered: number;
  files: ReadonlySet<string>;
  outDir: string;
  ms: number;
  /** Whether the build could reuse the cache: the line then says how many pages it rendered anew. */
  cache: boolean;
}

/** The line a build ends with: what it made, where, how fast, with how many warnings. */
export function builtLine(log: Logger, { routes, rendered, files, outDir, ms, cache }: BuiltSite): string {
  const warnings = log.warnings ? `, ${log.warnings} warning${log.warnings === 1 ? '' : 's'}` : '';
  const reused = rendered < routes ? ', the others unchanged since the last build' : '';
  return (
    `\n${log.paint('green', 'Built')} ${routes} routes (${routes} pages, ${files.size} files) into ${path.relative(process.cwd(), outDir) || '.'} ` +
    `in ${formatMs(ms)}${warnings}` +
    (cache ? log.paint('dim', ` · ${rendered} of ${routes} pages rendered${reused}`) : '')
  );
}
