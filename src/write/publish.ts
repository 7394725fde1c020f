import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { isInside, pathInside } from '../paths.js';
import { abandonedStaging, isOwnFolder } from './own-folders.js';
import { listTree, type TreeEntry } from '../fs-thread.js';

/**
 * How the output folder is replaced. A build writes the new site into a folder of its own and swaps it in with two
 * renames, so that the output is always one whole build, whenever the process is killed. The folder the last swap
 * took out is kept as the next build's staging folder (the spare): its files are hard links to the output's, so a
 * rebuild rewrites only what changed, and unchanged files keep their modification times.
 *
 * Beside `dist/`, the hidden folder `.dist.sitegen/` holds `next/` (a build in progress), `previous/` (the old
 * output for the instant between the two renames) and `spare/` with `spare.json` (the spare's files whose contents
 * are not the output's own). The spare is looked at, never trusted: what it holds besides the new site is removed.
 */
export interface PublishFolders {
  out: string;
  work: string;
  next: string;
  previous: string;
  spare: string;
  spareState: string;
}

/** The file that marks a folder as a sitegen build, which a later build may replace. */
export const outputMarker = '.sitegen';

/** The folders of publishing for an output folder, by its real path, so that renames never go through a link. */
export function publishFolders(outDir: string): PublishFolders {
  const out = realPath(outDir);
  const work = path.join(path.dirname(out), `.${path.basename(out)}.sitegen`);
  return {
    out,
    work,
    next: path.join(work, 'next'),
    previous: path.join(work, 'previous'),
    spare: path.join(work, 'spare'),
    spareState: path.join(work, 'spare.json'),
  };
}

/** `file` with every symbolic link in the part of it that exists resolved. */
export function realPath(file: string): string {
  const absolute = path.resolve(file);
  const parent = path.dirname(absolute);
  if (lstatSync(absolute, { throwIfNoEntry: false })) return realpathSync.native(absolute);
  return parent === absolute ? absolute : path.join(realPath(parent), path.basename(absolute));
}

/** The spare's files whose contents differ from the output's (not hard links to them). */
interface SpareState {
  differs: string[];
}

/**
 * Puts back what a killed build left: an output taken out for a swap that never finished is restored, and
 * half-made folders are removed. Safe to call at any time no build runs.
 */
export function recoverOutput(folders: PublishFolders): void {
  removeAbandonedStaging(folders.out);
  if (existsSync(folders.previous)) {
    if (existsSync(folders.out)) rmSync(folders.previous, { recursive: true, force: true });
    else renameSync(folders.previous, folders.out);
  }
  rmSync(folders.next, { recursive: true, force: true });
  if (!existsSync(folders.spareState)) rmSync(folders.spare, { recursive: true, force: true });
}

/** Removes the `dist.sitegen-tmp-<pid>` folders that builds of earlier versions left when they were stopped. */
function removeAbandonedStaging(out: string): void {
  for (const folder of abandonedStaging(out).filter((folder) => isOwnFolder(folder, outputMarker)))
    rmSync(folder, { recursive: true, force: true });
}

/** The folders named as sitegen's staging folders beside `outDir` that it did not make, and leaves as they are. */
export function foreignStaging(outDir: string): string[] {
  return abandonedStaging(publishFolders(outDir).out).filter((folder) => !isOwnFolder(folder, outputMarker));
}

/** A staging folder: the spare, when there is a usable one, or a new, empty folder. */
export interface Staging {
  dir: string;
  spare: {
    differs: Set<string>;
    /** The spare's files and folders, listed while the build renders; its links are gone once this settles. */
    entries: Promise<TreeEntry[]>;
  } | null;
}

export function openStaging(folders: PublishFolders, reuseSpare: boolean): Staging {
  recoverOutput(folders);
  mkdirSync(folders.work, { recursive: true });
  const usable =
    reuseSpare && lstatSync(folders.spare, { throwIfNoEntry: false })?.isDirectory() && existsSync(folders.out);
  const state = usable ? readSpareState(folders.spareState) : null;
  // The state goes before the spare changes: a build killed while updating it leaves nothing to trust.
  rmSync(folders.spareState, { force: true });
  if (state) {
    renameSync(folders.spare, folders.next);
    const entries = listTree(folders.next).then((listed) => withoutLinks(folders.next, listed));
    entries.catch(() => undefined);
    return { dir: folders.next, spare: { differs: new Set(state.differs), entries } };
  }
  rmSync(folders.spare, { recursive: true, force: true });
  mkdirSync(folders.next);
  return { dir: folders.next, spare: null };
}

/**
 * The spare's files and folders, having removed its symbolic links and anything else that is neither: nothing a
 * build writes may go through a link. The output never has any, unless someone put one there.
 */
function withoutLinks(dir: string, entries: TreeEntry[]): TreeEntry[] {
  return entries.filter((entry) => {
    if (entry.isFile || entry.isDirectory) return true;
    rmSync(path.join(dir, entry.file), { force: true });
    return false;
  });
}

function readSpareState(file: string): SpareState | null {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as SpareState;
    return Array.isArray(state.differs) ? state : null;
  } catch {
    return null;
  }
}

/** What a commit needs to make the staging folder exactly the new site. */
export interface CommitPlan {
  /** Every file of the new site. */
  files: ReadonlySet<string>;
  /** Files the output already has as the new site wants them: taken over as hard links; the rest were written. */
  unchanged: ReadonlySet<string>;
  /** The unchanged files this build did not write again: the spare may have them already. */
  untouched: ReadonlySet<string>;
}

/**
 * Makes the staging folder the new site (the output's unchanged files linked in, whatever else the spare holds
 * removed), then swaps it in for the output; the output taken out becomes the next build's spare.
 */
export async function publish(folders: PublishFolders, staging: Staging, plan: CommitPlan): Promise<void> {
  const keptFromSpare = staging.spare
    ? clearSpare(staging.dir, await staging.spare.entries, plan.files)
    : new Set<string>();
  for (const file of plan.unchanged) {
    const current = keptFromSpare.has(file) && plan.untouched.has(file) && !staging.spare!.differs.has(file);
    if (!current) linkFromOutput(folders.out, staging.dir, file);
  }
  const marker = path.join(staging.dir, outputMarker);
  if (!existsSync(marker)) writeFileSync(marker, 'A folder built by sitegen: each build replaces it whole.\n');
  const hadOutput = existsSync(folders.out);
  swapIn(folders, staging.dir);
  if (!hadOutput) return;
  renameSync(folders.previous, folders.spare);
  const state: SpareState = { differs: [...plan.files].filter((file) => !plan.unchanged.has(file)) };
  writeFileSync(folders.spareState, JSON.stringify(state));
}

/**
 * Removes from the spare what the new site does not have: files, symbolic links and anything else, and the
 * folders left empty. Returns the regular files it keeps.
 */
function clearSpare(dir: string, entries: TreeEntry[], wanted: ReadonlySet<string>): Set<string> {
  const keptFromSpare = new Set<string>();
  const emptied = new Set<string>();
  for (const { file, isFile, isDirectory } of entries) {
    if (isDirectory || file === outputMarker) continue;
    if (isFile && wanted.has(file)) {
      keptFromSpare.add(file);
      continue;
    }
    const full = path.join(dir, file);
    // Only what is still a file: a build may have made a folder where the spare had one.
    if (!isFileNow(full)) continue;
    rmSync(full);
    emptied.add(path.dirname(full));
  }
  for (const folder of emptied) removeEmptyFolders(folder, dir);
  return keptFromSpare;
}

function isFileNow(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false; // gone, or a folder on its way became a file
  }
}

function removeEmptyFolders(folder: string, top: string): void {
  for (let current = folder; current.startsWith(top + path.sep); current = path.dirname(current)) {
    try {
      rmdirSync(current);
    } catch {
      return;
    }
  }
}

/** Takes `file` over from the output as a hard link; refuses one the output reaches through a symbolic link. */
function linkFromOutput(out: string, staging: string, file: string): void {
  const from = pathInside(out, file);
  if (!isInside(realpathSync.native(from), out))
    throw new SitegenError(`${from} leads outside the output folder through a symbolic link`, {
      hint: `delete ${out} and build again`,
    });
  const to = pathInside(staging, file);
  rmSync(to, { force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    // File systems without hard links: a copy with the same modification time, to the microsecond.
    copyFileSync(from, to);
    const { atimeMs, mtimeMs } = statSync(from);
    utimesSync(to, atimeMs / 1000, mtimeMs / 1000);
  }
}

/** Two renames: between them, for an instant, `recoverOutput` knows where the old output is. */
function swapIn(folders: PublishFolders, staging: string): void {
  try {
    if (existsSync(folders.out)) renameSync(folders.out, folders.previous);
    renameSync(staging, folders.out);
  } catch (error) {
    if (!existsSync(folders.out) && existsSync(folders.previous)) renameSync(folders.previous, folders.out);
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    throw new SitegenError(
      `could not put the new site in place of ${folders.out} (${code}); the previous output is unchanged`,
      {
        hint: 'check that the folder is writable and not open in another program, then build again',
      },
    );
  }
}
