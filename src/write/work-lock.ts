import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { isRunning } from './own-folders.js';

/**
 * Takes the lock on an output's work folder (`.dist.sitegen/lock`, holding the builder's process id): two builds of
 * one site at once would recover, stage and swap over each other. A lock whose process has ended, a build killed
 * mid-way, is taken over. Returns the function that gives it back.
 */
export function lockWorkFolder(work: string): () => void {
  const lock = path.join(work, 'lock');
  for (let tries = 0; tries < 3; tries++) {
    if (created(lock)) return () => release(lock);
    const holder = holderOf(lock);
    if (holder !== null && isRunning(holder)) {
      throw new SitegenError(`another build of this site is running (pid ${holder})`, {
        hint: `wait for it to end and build again; if no build is running, delete ${path.relative(process.cwd(), lock) || lock}`,
      });
    }
    takeOver(lock, holder);
  }
  throw new SitegenError(`could not take the lock ${lock}: other builds keep taking it`, {
    hint: 'build again once the other builds of this site have ended',
  });
}

/** Makes the lock whole at once, by linking a file already holding this process's id, or fails if there is one. */
function created(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(mine, { force: true });
  }
}

/** The process id in a lock, or null for one gone or unreadable. */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Removes a lock left by `stale`, by moving it aside first: if another build took it over meanwhile, what was
 * moved is that build's lock, and it is put back.
 */
function takeOver(lock: string, stale: number | null): void {
  const aside = `${lock}.stale.${process.pid}`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // gone already
  }
  const moved = holderOf(aside);
  if (moved !== stale && moved !== null) {
    try {
      linkSync(aside, lock);
    } catch {
      // another lock is there by now: that build holds it
    }
  }
  rmSync(aside, { force: true });
}

function release(lock: string): void {
  if (holderOf(lock) === process.pid) rmSync(lock, { force: true });
}
