import { statFiles } from '../fs-thread.js';

/** The files of an output folder as a build left them, by path relative to it: enough to notice later changes. */
export type OutputRecord = Map<string, { size: number; mtimeMs: number }>;

/** The part of `record` that still holds: files deleted or changed since (by hand, or by another tool) drop out. */
export async function unchangedOutput(outDir: string, record: OutputRecord): Promise<OutputRecord> {
  const files = [...record.keys()];
  const now = await statFiles(outDir, files);
  const unchanged: OutputRecord = new Map();
  files.forEach((file, i) => {
    const before = record.get(file)!;
    if (now[i]?.size === before.size && now[i]?.mtimeMs === before.mtimeMs) unchanged.set(file, before);
  });
  return unchanged;
}
