import { rm } from 'node:fs/promises';
import { constants, copyFileSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import type { OutputFile } from './output.js';
import { openStaging, publish, publishFolders, type Staging } from './publish.js';
import { lockWorkFolder } from './work-lock.js';
import type { OutputRecord } from './record.js';
import { pathInside } from '../paths.js';

/** Where built files go: the disk for builds, memory for the dev server and tests. */
export interface Writer {
  /** Writes a file; resolves once it is written (or held in memory). */
  write(file: OutputFile): Promise<void>;
  /** Copies `files` (relative paths) from the folder `from` into the output, or its folder `into`, as they are. */
  copyFiles(from: string, files: string[], into?: string): Promise<void>;
}

/** An output whose files become visible all at once, or not at all. */
export interface Committing {
  /** Makes everything written visible at once; nothing is visible before. `files` are the paths of all of it. */
  commit(files: Iterable<string>): Promise<unknown>;
  /** Drops everything written, leaving the previous output as it was. */
  abort(): Promise<void>;
}

/** The output the last build left: a rebuild takes over the files it would write again as they are. */
export interface PreviousOutput {
  /** True when the previous output has `path` as the last build left it, so that `carryOver` may take it as it is. */
  has(path: string): boolean;
  /** Carries `path` over from the previous output as it is, instead of writing it again. */
  carryOver(path: string): void;
  /** The text of `path` in the previous output, which `has` it. */
  text(path: string): string;
}

/** A site's output as one build makes it, written through `Writer`, taking files over from `PreviousOutput`. */
export interface SiteOutput extends Writer, PreviousOutput {
  /** The folder files land in before the commit, for worker threads to write into; null when files stay in memory. */
  stagingFolder(): Promise<string | null>;
}

/**
 * Writes files into a folder, each at once. Synchronous writes cost a fraction of the CPU time of asynchronous ones
 * (one call instead of a round trip per open, write and close), and CPU time is what a build is short of. A file
 * already there is replaced, never written into: it may be a hard link to a file of the published site.
 */
export function createFolderWriter(folder: string): Pick<Writer, 'write'> {
  const madeDirs = new Set<string>();
  return {
    async write(file) {
      const target = pathInside(folder, file.path);
      try {
        // The encoding named, for Node's own UTF-8 path: options without one make it encode the text into a buffer first.
        placeFile(target, { folder, madeDirs }, () =>
          writeFileSync(target, file.contents, { flag: 'wx', encoding: 'utf8' }),
        );
      } catch (error) {
        throw writeFailure(error, file.path);
      }
    },
  };
}

/** The folder files are placed in, and the folders inside it made so far. */
interface PlacingFolder {
  folder: string;
  madeDirs: Set<string>;
}

/**
 * Runs `create`, which makes `target` and fails when something is in its way, after making its folder. What is in
 * the way (the file or folder of an earlier build at that path, or a file where a folder is needed) is removed:
 * the staging folder is the build's own.
 */
function placeFile(target: string, { folder, madeDirs }: PlacingFolder, create: () => void): void {
  const dir = path.dirname(target);
  if (!madeDirs.has(dir)) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      if (!['EEXIST', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code!)) throw error;
      removeFileAncestors(folder, dir);
      mkdirSync(dir, { recursive: true });
    }
    madeDirs.add(dir);
  }
  try {
    create();
  } catch (error) {
    if (!['EEXIST', 'EISDIR'].includes((error as NodeJS.ErrnoException).code!)) throw error;
    rmSync(target, { recursive: true, force: true });
    create();
  }
}

/** Removes the files standing where the folders of `dir` below `folder` must be. */
function removeFileAncestors(folder: string, dir: string): void {
  for (let current = dir; current.startsWith(folder + path.sep); current = path.dirname(current)) {
    if (lstatSync(current, { throwIfNoEntry: false })?.isFile()) rmSync(current);
  }
}

/** A file that could not be written (a full disk, a read-only folder) as one line: it is not the site's mistake. */
export function writeFailure(error: unknown, file: string): SitegenError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new SitegenError(`could not write ${file} (${code}); the previous output is unchanged`, {
    hint:
      code === 'ENOSPC'
        ? 'free some disk space, then build again'
        : 'check that the folder beside the output folder can be written, then build again',
  });
}

export interface DiskWriterOptions {
  /** Whether to build in the spare copy of the output the last build kept (see publish.ts): false without a cache. */
  reuseSpare: boolean;
  /** The record of the output's files still as the last build left them, once the cache is read; none without one. */
  previous: () => Promise<OutputRecord> | undefined;
}

export interface DiskWriter extends SiteOutput, Committing {
  /** Makes the output visible and records its files as they now are. */
  commit(files: Iterable<string>): Promise<OutputRecord>;
}

/**
 * Writes into a staging folder beside `outDir` and swaps it in whole (`publish.ts`), so that the output is always
 * one whole build. `previous` gives the record of the output's files still as the last build left them, absent when
 * no cache keeps it; files a rebuild keeps, or writes again byte for byte, stay the output's own.
 */
export function createDiskWriter(outDir: string, { reuseSpare, previous }: DiskWriterOptions): DiskWriter {
  const folders = publishFolders(outDir);
  const carriedOver = new Set<string>();
  const madeDirs = new Set<string>();
  // Opened at once: a spare is listed, and cleared of links, while the build goes on.
  let staging: Staging;
  let unlock: () => void;
  try {
    mkdirSync(folders.work, { recursive: true });
    unlock = lockWorkFolder(folders.work);
  } catch (error) {
    throw error instanceof SitegenError
      ? error
      : writeFailure(error, path.relative(process.cwd(), folders.work) || folders.work);
  }
  try {
    staging = openStaging(folders, reuseSpare);
  } catch (error) {
    unlock();
    throw writeFailure(error, path.relative(process.cwd(), folders.work) || folders.work);
  }
  // Waited for once the build first writes, when the cache (if any) is open and its record is being checked.
  let last: OutputRecord | undefined;
  let started: Promise<string> | null = null;
  const ready = () =>
    (started ??= Promise.all([staging.spare?.entries, previous()]).then(
      ([, record]) => ((last = record), staging.dir),
    ));
  let files: Pick<Writer, 'write'> | null = null;
  let committed = false;

  return {
    async write(file) {
      await ready();
      await (files ??= createFolderWriter(staging.dir)).write(file);
    },
    async copyFiles(from, list, into = '') {
      const dir = await ready();
      for (const file of list) {
        const target = pathInside(dir, into ? `${into}/${file}` : file);
        try {
          placeFile(target, { folder: dir, madeDirs }, () =>
            copyFileSync(pathInside(from, file), target, constants.COPYFILE_EXCL),
          );
        } catch (error) {
          throw writeFailure(error, file);
        }
      }
    },
    stagingFolder: ready,
    // The record is known once a write or copy has waited for it, and every stage writes before it asks.
    has: (file) => last?.has(file) ?? false,
    carryOver: (file) => void carriedOver.add(file),
    text: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    async commit(written) {
      await ready();
      const all = new Set(written);
      const unchanged = new Set(carriedOver);
      const record: OutputRecord = new Map();
      for (const file of all) {
        const before = last?.get(file);
        if (
          !carriedOver.has(file) &&
          !(before && sameBytes(pathInside(staging.dir, file), path.join(outDir, file), before.size))
        )
          continue;
        unchanged.add(file);
        record.set(file, before!);
      }
      // Only a cache needs to know the files as they are; without one, reading them all back is wasted.
      if (last)
        for (const file of all) if (!unchanged.has(file)) record.set(file, statOf(pathInside(staging.dir, file)));
      try {
        await publish(folders, staging, { files: all, unchanged, untouched: carriedOver });
      } catch (error) {
        throw error instanceof SitegenError
          ? error
          : writeFailure(error, path.relative(process.cwd(), staging.dir) || staging.dir);
      }
      committed = true;
      unlock();
      return record;
    },
    async abort() {
      // Once committed, the staging folder's name may be another build's already.
      if (committed) return;
      await ready().catch(() => undefined);
      await rm(staging.dir, { recursive: true, force: true });
      unlock();
    },
  };
}

function sameBytes(fresh: string, old: string, oldSize: number): boolean {
  const contents = readFileSync(fresh);
  if (contents.length !== oldSize) return false;
  try {
    return contents.equals(readFileSync(old));
  } catch {
    return false;
  }
}

function statOf(file: string): { size: number; mtimeMs: number } {
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs };
}

/**
 * Keeps a build's files in memory, for the dev server, carrying over what it keeps from the `previous` build's;
 * static files stay on disk, where the server serves them from.
 */
export function createMemoryWriter(
  previous: ReadonlyMap<string, string | Uint8Array> = new Map(),
): SiteOutput & Committing & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async write(file) {
      files.set(file.path, file.contents);
    },
    has: (file) => previous.has(file),
    carryOver: (file) => void files.set(file, previous.get(file)!),
    text: (file) => {
      const contents = previous.get(file)!;
      return typeof contents === 'string' ? contents : new TextDecoder().decode(contents);
    },
    async copyFiles() {},
    stagingFolder: async () => null,
    async commit() {},
    async abort() {
      files.clear();
    },
  };
}
