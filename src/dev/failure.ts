import path from 'node:path';
import { formatLocation, shownPath, SitegenError, SitegenErrors } from '../errors.js';
import type { DevMessage } from './events.js';
import { readExcerpt } from './excerpt.js';

/** The mistakes a failed build names, each at its file and line; null for an error that is sitegen's own. */
export function mistakesOf(error: unknown): SitegenError[] | null {
  return error instanceof SitegenErrors ? error.errors : error instanceof SitegenError ? [error] : null;
}

/** Where a mistake is, as the site's own files name it (its config and content/, whatever folder the server runs from). */
export function mistakeLocation(mistake: SitegenError | undefined, root: string): string {
  return formatLocation(mistake?.file && shownPath(mistake.file, root, root), mistake?.line);
}

/** The first mistake of a failed build, as open pages show it: where, what, what to do, and the lines around it. */
export function describeFailure(error: unknown, root: string): NonNullable<DevMessage['error']> {
  const first = mistakesOf(error)?.[0];
  return {
    location: mistakeLocation(first, root).replace(/: $/, ''),
    message: first?.message ?? String((error as Error).stack ?? error),
    hint: first?.hint ?? null,
    excerpt: first?.file && first.line ? readExcerpt(path.resolve(root, first.file), first.line) : null,
  };
}
