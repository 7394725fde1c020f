import { readFileSync } from 'node:fs';

/** A few lines of a source file around a mistake, for the dev server's error overlay. */
export interface CodeExcerpt {
  /** The number of the first line in `lines`. */
  firstLine: number;
  /** The line the mistake is on. */
  line: number;
  lines: string[];
}

/** `around` lines either side of `line` in `file`, or null when the file cannot be read or is shorter. */
export function readExcerpt(file: string, line: number, around = 3): CodeExcerpt | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const all = text.split(/\r?\n/);
  if (line < 1 || line > all.length) return null;
  const firstLine = Math.max(1, line - around);
  return { firstLine, line, lines: all.slice(firstLine - 1, Math.min(all.length, line + around)) };
}
