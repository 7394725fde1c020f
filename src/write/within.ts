import path from 'node:path';
import { SitegenError } from '../errors.js';
import type { OutputRecord } from './record.js';
import type { SiteOutput } from './write.js';

/** The output as seen from its folder `folder`: a locale's site is written there as if it were the whole output. */
export function outputWithin(output: SiteOutput, folder: string): SiteOutput {
  if (folder === '') return output;
  const inside = (file: string) => `${folder}/${file}`;
  return {
    write: (file) => output.write({ ...file, path: inside(file.path) }),
    copyFiles: (from, files, into) => output.copyFiles(from, files, into ? inside(into) : folder),
    has: (file) => output.has(inside(file)),
    carryOver: (file) => output.carryOver(inside(file)),
    text: (file) => output.text(inside(file)),
    stagingFolder: async () => {
      const staging = await output.stagingFolder();
      return staging === null ? null : path.join(staging, folder);
    },
  };
}

/**
 * The record of a whole output made of its folders' records: each locale's cache keeps the record of its own
 * folder, by paths relative to it.
 */
export async function recordsJoined(
  parts: Array<[folder: string, record: Promise<OutputRecord>]>,
): Promise<OutputRecord> {
  const joined: OutputRecord = new Map();
  for (const [folder, record] of parts)
    for (const [file, stat] of await record) joined.set(folder ? `${folder}/${file}` : file, stat);
  return joined;
}

/** The part of a whole output's record in `folder`, by paths relative to it; the root's part leaves out the others. */
export function recordWithin(record: OutputRecord, folder: string, folders: string[]): OutputRecord {
  const others = folders.filter((other) => other !== '' && other !== folder).map((other) => `${other}/`);
  const prefix = folder ? `${folder}/` : '';
  const part: OutputRecord = new Map();
  for (const [file, stat] of record)
    if (file.startsWith(prefix) && !others.some((other) => file.startsWith(other)))
      part.set(file.slice(prefix.length), stat);
  return part;
}

/** Fails when the default locale's site writes into the folder of another locale: one of them would be lost. */
export function assertOutsideLocaleFolders(files: Iterable<string>, folders: string[]): void {
  const others = folders.filter((folder) => folder !== '');
  for (const file of files) {
    const folder = others.find((other) => file.startsWith(`${other}/`));
    if (folder)
      throw new SitegenError(`the site writes ${file}, inside the folder of the locale published at /${folder}/`, {
        hint: `move that page or file elsewhere, or give the locale another path (i18n.localeConfigs.<locale>.path)`,
      });
  }
}
