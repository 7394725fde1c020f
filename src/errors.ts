import path from 'node:path';

/** A mistake in the user's input: printed as `error: file:line: message` with a hint, never as a stack trace. */
export class SitegenError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly hint?: string;

  constructor(message: string, where: { file?: string; line?: number; hint?: string } = {}) {
    super(message);
    this.name = 'SitegenError';
    this.file = where.file;
    this.line = where.line;
    this.hint = where.hint;
  }
}

/** A mistake in how sitegen was called (a flag, an option): exit status 2 instead of 1. */
export class UsageError extends SitegenError {
  constructor(message: string, where: { hint?: string } = {}) {
    super(message, where);
    this.name = 'UsageError';
  }
}

/** Several user mistakes found in one pass, reported together. */
export class SitegenErrors extends Error {
  constructor(readonly errors: SitegenError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'SitegenErrors';
  }
}

/**
 * A file named in an error, as the user can open it from `from` (where they ran sitegen). Errors name files
 * relative to the site folder or in full; either way they are shown relative to `from`.
 */
export function shownPath(file: string, root: string, from = process.cwd()): string {
  const absolute = path.resolve(root, file);
  return path.relative(from, absolute) || absolute;
}

/** `file:line: ` for a location, or an empty string when there is none. */
export function formatLocation(file?: string, line?: number): string {
  if (!file) return '';
  return line ? `${file}:${line}: ` : `${file}: `;
}

/** The 1-based line on which `pattern` first matches in `text`, if it does. */
export function lineOf(text: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(text);
  return match ? text.slice(0, match.index).split('\n').length : undefined;
}

/** `promise`, marked as handled: it is awaited later, and a failure that comes first must not crash the process meanwhile. */
export function failureAwaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
