import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';

/**
 * The folders beside the output named as builds of earlier versions named their staging folders
 * (`dist.sitegen-tmp-<pid>`), whose build is not running. Only those `isOwnFolder` confirms are sitegen's to remove.
 */
export function abandonedStaging(out: string): string[] {
  const pattern = new RegExp(
    `^${path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.sitegen-tmp-(\\d+)(?:-old)?$`,
  );
  const names = existsSync(path.dirname(out)) ? readdirSync(path.dirname(out)) : [];
  return names
    .filter((name) => {
      const pid = pattern.exec(name)?.[1];
      return pid !== undefined && !isRunning(Number(pid));
    })
    .map((name) => path.join(path.dirname(out), name));
}

/** A folder sitegen made: a real folder, not a link, holding its marker file. */
export function isOwnFolder(folder: string, marker: string): boolean {
  return Boolean(lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) && existsSync(path.join(folder, marker));
}

/** Whether a process with this id is alive: a staging folder's or a lock's maker. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Refuses a work folder (`.dist.sitegen/`) that is not a plain folder, or whose `next/`, `previous/` or `spare/`
 * is a symbolic link or a file: a build removes and replaces those folders, which must never be another place's.
 */
export function assertOwnWorkFolder(folders: string[]): void {
  for (const folder of folders) {
    const stats = lstatSync(folder, { throwIfNoEntry: false });
    if (!stats || stats.isDirectory()) continue;
    const shown = path.relative(process.cwd(), folder) || folder;
    const what = stats.isSymbolicLink() ? `a symbolic link, to ${linkTarget(folder)}` : 'not a folder';
    throw new SitegenError(
      `the build's work folder ${shown} is ${what}; a build removes and replaces what it holds, so nothing was touched`,
      {
        hint: `remove ${shown} (the link alone, not what it leads to); the next build makes it anew`,
      },
    );
  }
}

function linkTarget(link: string): string {
  try {
    return realpathSync.native(link);
  } catch {
    return readlinkSync(link);
  }
}
