import { statSync } from 'node:fs';
import path from 'node:path';

/** The files of an output folder as a build left them, by path relative to it: enough to notice later changes. */
export type OutputRecord = Map<string, { size: number; mtimeMs: number }>;

/** The part of `record` that still holds: files deleted or changed since (by hand, or by another tool) drop out. */
export function unchangedOutput(outDir: string, record: OutputRecord): OutputRecord {
  const unchanged: OutputRecord = new Map();
  for (const [file, before] of record) {
    const now = statSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (now && now.size === before.size && now.mtimeMs === before.mtimeMs) unchanged.set(file, before);
  }
  return unchanged;
}
