import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError, UsageError } from '../errors.js';
import { isInside, listFiles, pathInside } from '../paths.js';

/**
 * How the output folder is replaced. A build writes the new site into a folder of its own and swaps it in with two
 * renames, so that the output is always one whole build, whenever the process is killed. The folder the last swap
 * took out is kept as the next build's staging folder (the spare): its files are hard links to the output's, so a
 * rebuild rewrites only what changed, and unchanged files keep their modification times.
 *
 * Beside `dist/`, the hidden folder `.dist.sitegen/` holds `next/` (a build in progress), `previous/` (the old
 * output for the instant between the two renames) and `spare/` with `spare.json` (the spare's files and those
 * whose contents differ from the output's).
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

export function publishFolders(outDir: string): PublishFolders {
  const out = path.resolve(outDir);
  const work = path.join(path.dirname(out), `.${path.basename(out)}.sitegen`);
  return { out, work, next: path.join(work, 'next'), previous: path.join(work, 'previous'), spare: path.join(work, 'spare'), spareState: path.join(work, 'spare.json') };
}

/** What the spare holds: its files, the output's files, and those of the spare's that are not the output's own (hard links). */
interface SpareState {
  files: string[];
  outputFiles: string[];
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
  if (existsSync(folders.spare) && !existsSync(folders.spareState)) rmSync(folders.spare, { recursive: true, force: true });
}

/** Removes the `dist.sitegen-tmp-<pid>` folders that builds of earlier versions left when they were stopped. */
function removeAbandonedStaging(out: string): void {
  const pattern = new RegExp(`^${path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.sitegen-tmp-(\\d+)(?:-old)?$`);
  for (const name of readdirSync(path.dirname(out))) {
    const pid = pattern.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(path.join(path.dirname(out), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A staging folder: the spare, when there is a usable one, or a new, empty folder. */
export interface Staging {
  dir: string;
  spare: { files: Set<string>; outputFiles: string[]; differs: Set<string> } | null;
}

export function openStaging(folders: PublishFolders, reuseSpare: boolean): Staging {
  recoverOutput(folders);
  mkdirSync(folders.work, { recursive: true });
  const state = reuseSpare && existsSync(folders.spare) && existsSync(folders.out) ? readSpareState(folders.spareState) : null;
  // The state goes before the spare changes: a build killed while updating it leaves nothing to trust.
  rmSync(folders.spareState, { force: true });
  if (state) {
    renameSync(folders.spare, folders.next);
    return { dir: folders.next, spare: { files: new Set(state.files), outputFiles: state.outputFiles, differs: new Set(state.differs) } };
  }
  rmSync(folders.spare, { recursive: true, force: true });
  mkdirSync(folders.next);
  return { dir: folders.next, spare: null };
}

function readSpareState(file: string): SpareState | null {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as SpareState;
    return [state.files, state.outputFiles, state.differs].every(Array.isArray) ? state : null;
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
 * Makes the staging folder the new site (the output's unchanged files linked in, files the site no longer has
 * removed), then swaps it in for the output; the output taken out becomes the next build's spare.
 */
export function publish(folders: PublishFolders, staging: Staging, plan: CommitPlan): void {
  const { spare } = staging;
  if (spare) for (const file of spare.files) if (!plan.files.has(file)) rmSync(pathInside(staging.dir, file), { force: true });
  for (const file of plan.unchanged) {
    if (!spare || !plan.untouched.has(file) || spare.differs.has(file) || !spare.files.has(file)) linkFromOutput(folders.out, staging.dir, file);
  }
  const marker = path.join(staging.dir, outputMarker);
  if (!existsSync(marker)) writeFileSync(marker, 'A folder built by sitegen: each build replaces it whole.\n');
  const outputFiles = existsSync(folders.out) ? (spare?.outputFiles ?? listFiles(folders.out).filter((file) => file !== outputMarker)) : null;
  swapIn(folders, staging.dir);
  if (!outputFiles) return;
  // The new spare differs from the new output in the files written anew and in those only the old output has.
  const differs = [...plan.files].filter((file) => !plan.unchanged.has(file)).concat(outputFiles.filter((file) => !plan.files.has(file)));
  keepAsSpare(folders, { files: outputFiles, outputFiles: [...plan.files], differs });
}

function linkFromOutput(out: string, staging: string, file: string): void {
  const from = pathInside(out, file);
  const to = pathInside(staging, file);
  rmSync(to, { force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    // File systems without hard links: a copy with the same modification time.
    copyFileSync(from, to);
    const { atime, mtime } = statSync(from);
    utimesSync(to, atime, mtime);
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
    throw new SitegenError(`could not put the new site in place of ${folders.out} (${code}); the previous output is unchanged`, {
      hint: 'check that the folder is writable and not open in another program, then build again',
    });
  }
}

function keepAsSpare(folders: PublishFolders, state: SpareState): void {
  renameSync(folders.previous, folders.spare);
  writeFileSync(folders.spareState, JSON.stringify(state));
}

/** Whether a folder holds only what a sitegen build put there (or nothing at all). */
export function isReplaceable(dir: string): boolean {
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
 * folder inside content, templates or static files; and a folder of other files, unless `force`.
 */
export function assertOutputAllowed(outDir: string, site: SiteFolders, force = false): void {
  const out = path.resolve(outDir);
  const shown = path.relative(process.cwd(), out) || '.';
  if (isInside(site.root, out)) {
    throw new UsageError(`the output folder ${shown} is the site folder or holds it: building there would replace the site`, { hint: 'choose a folder inside the site, such as --out dist' });
  }
  for (const [name, dir] of [['content', site.contentDir], ['static', site.staticDir], ['templates', site.templatesDir]] as const) {
    if (dir && (isInside(out, dir) || isInside(dir, out))) {
      throw new UsageError(`the output folder ${shown} overlaps the site's ${name} folder ${path.relative(process.cwd(), dir) || '.'}`, { hint: 'choose a folder of its own, such as --out dist' });
    }
  }
  if (!force && !isReplaceable(out)) {
    throw new UsageError(`the output folder ${shown} holds files sitegen did not write (it has no ${outputMarker} file), and a build replaces it whole`, {
      hint: 'choose an empty or new folder, or pass --force to replace it',
    });
  }
}
