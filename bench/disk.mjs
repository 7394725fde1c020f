import { execFileSync } from 'node:child_process';

/**
 * Has the system write out the files earlier builds left in memory, so that what is measured next does not share
 * the CPU with that writing (the system starts on a file's data 30 s after it was written, often mid-way through
 * the next measurement). Where there is no `sync`, measurements follow one another as they are.
 */
export function settleDisk() {
  try {
    execFileSync('sync', { stdio: 'ignore' });
  } catch {}
}
