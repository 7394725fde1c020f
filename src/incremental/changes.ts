import type { OutputRecord } from '../write/record.js';
import type { BuildCache } from './cache.js';
import { cacheFileNumber } from './store.js';

// What changed in the cache since it was read: what a save must write again, or whether it need write at all.

/** What tells an entry's versions apart: its key, and for a page the stamp of its source. */
const versionOf = (entry: { key: string; stamp?: string }) =>
  entry.stamp === undefined ? entry.key : `${entry.key} ${entry.stamp}`;

export function versionsOf(entries: Map<string, { key: string; stamp?: string }>): Map<string, string> {
  return new Map([...entries].map(([name, entry]) => [name, versionOf(entry)]));
}

/** The numbers of the files holding a page (or route) that was added, changed, restamped or removed since the cache was read. */
export function changedFileNumbers(
  before: Map<string, string>,
  now: Map<string, { key: string; stamp?: string }>,
): Set<number> {
  const changed = new Set<number>();
  for (const [file, entry] of now) if (before.get(file) !== versionOf(entry)) changed.add(cacheFileNumber(file));
  for (const file of before.keys()) if (!now.has(file)) changed.add(cacheFileNumber(file));
  return changed;
}

export function sameLinkCheck(before: BuildCache['links'], now: BuildCache['links']): boolean {
  return (
    before?.files.length === now?.files.length &&
    (before?.files ?? []).every((file, i) => now!.files[i] === file) &&
    before?.anchors.size === now?.anchors.size &&
    JSON.stringify(before?.broken) === JSON.stringify(now?.broken) &&
    [...(now?.anchors ?? [])].every(([file, key]) => before!.anchors.get(file) === key)
  );
}

export function sameRecord(before: OutputRecord, now: OutputRecord): boolean {
  if (before.size !== now.size) return false;
  for (const [file, entry] of now) {
    const old = before.get(file);
    if (old?.size !== entry.size || old.mtimeMs !== entry.mtimeMs) return false;
  }
  return true;
}
