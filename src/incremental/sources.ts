import { statSync } from 'node:fs';
import type { BuildCache } from './cache.js';
import type { IdentifiedPage } from '../content/page.js';
import type { SourceFile } from '../content/scan.js';
import type { FileStat } from '../fs-thread.js';

/**
 * A file changed less than this long before a build started may have changed again while the build read it, in
 * the same tick of a coarse clock (FAT's is two seconds): its page keeps no stamp, and the next build reads it.
 */
const SETTLE_MS = 2000;

/**
 * What a source file is like on disk: its size, inode, and modification and change times. An edit changes the
 * change time even when it keeps the size and puts the modification time back, as Git's index relies on too.
 */
function stampOf(fileStat: FileStat): string {
  return `${fileStat.size}:${fileStat.ino}:${fileStat.mtimeMs}:${fileStat.ctimeMs}`;
}

/**
 * The stamp a page made in a build started at `startedAt` keeps for its source, taken once the build has read it;
 * none when the file changed too close to that start to be sure the build read it as it is now.
 */
export function settledStamp(file: string, startedAt: number): string | undefined {
  const fileStat = statSync(file, { throwIfNoEntry: false });
  return fileStat && Math.max(fileStat.mtimeMs, fileStat.ctimeMs) < startedAt - SETTLE_MS
    ? stampOf(fileStat)
    : undefined;
}

/**
 * The identities of the sources whose files are as their cached pages' stamps say (`stats`, in the order of
 * `files`), made from those pages without reading the files: a rebuild reads only the sources that changed. Each
 * is marked as having no body, which a page rendered again reads then.
 */
export function unchangedSources(
  files: SourceFile[],
  stats: Array<FileStat | null>,
  pages: BuildCache['pages'],
): Map<string, IdentifiedPage> {
  const unchanged = new Map<string, IdentifiedPage>();
  files.forEach((source, i) => {
    const cached = pages.get(source.file);
    const fileStat = stats[i];
    if (!cached?.stamp || cached.textHash === undefined || !fileStat || stampOf(fileStat) !== cached.stamp) return;
    const { page } = cached;
    unchanged.set(source.file, {
      source,
      // Cached pages are never drafts; the rest of the front matter is read with the body when the page renders again.
      parsed: { data: {}, body: '', bodyLine: 1 },
      permalink: page.permalink,
      permalinkLine: page.permalinkLine,
      id: page.kind === 'doc' ? page.id : page.kind === 'post' ? page.slug : page.permalink,
      date: page.kind === 'post' ? page.date : null,
      textHash: cached.textHash,
      bodyUnread: true,
    });
  });
  return unchanged;
}
