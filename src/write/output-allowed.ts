import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { isInside } from '../paths.js';
import { assertOwnWorkFolder } from './own-folders.js';
import { outputMarker, publishFolders, realPath } from './publish.js';

/** Whether a folder holds only what a sitegen build put there (or nothing at all). */
function isReplaceable(dir: string): boolean {
  if (!existsSync(dir)) return true;
  if (!statSync(dir).isDirectory()) return false;
  const entries = readdirSync(dir);
  return entries.length === 0 || entries.includes(outputMarker);
}

/** The folders of a site that a build reads, which its output folder must stay clear of. */
export interface SiteFolders {
  root: string;
  contentDir: string;
  staticDir: string;
  templatesDir: string;
}

/**
 * Refuses an output folder that would replace the site or its sources: the site folder or one above it, or a
 * folder inside content, templates or static files, compared by real paths; an output folder that is itself a
 * symbolic link; and a folder of other files, unless `force`.
 */
export function assertOutputAllowed(outDir: string, site: SiteFolders, force = false): void {
  const shown = path.relative(process.cwd(), path.resolve(outDir)) || '.';
  if (lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
    throw new UsageError(`the output folder ${shown} is a symbolic link, and a build replaces the folder whole`, {
      hint: 'give the folder it leads to, or a folder of its own',
    });
  }
  const out = realPath(outDir);
  if (isInside(realPath(site.root), out)) {
    throw new UsageError(
      `the output folder ${shown} is the site folder or holds it: building there would replace the site`,
      { hint: 'choose a folder inside the site, such as --out dist' },
    );
  }
  for (const [name, dir] of [
    ['content', site.contentDir],
    ['static', site.staticDir],
    ['templates', site.templatesDir],
  ] as const) {
    const real = realPath(dir);
    if (isInside(out, real) || isInside(real, out)) {
      throw new UsageError(
        `the output folder ${shown} overlaps the site's ${name} folder ${path.relative(process.cwd(), dir) || '.'}`,
        { hint: 'choose a folder of its own, such as --out dist' },
      );
    }
  }
  const { work, next, previous, spare } = publishFolders(outDir);
  assertOwnWorkFolder([work, next, previous, spare]);
  if (!force && !isReplaceable(out)) {
    throw new UsageError(
      `the output folder ${shown} holds files sitegen did not write (it has no ${outputMarker} file), and a build replaces it whole`,
      {
        hint: 'choose an empty or new folder, or pass --force to replace it',
      },
    );
  }
}
