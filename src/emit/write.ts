import { cp, mkdir, readFile, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './output.js';
import { recordOutput, type OutputRecord } from './record.js';
import { listFiles } from '../paths.js';

/** Where built files go: the disk for builds, memory for the dev server and tests. */
export interface Writer {
  /** Writes a file; resolves once it is written (or held in memory). */
  write(file: OutputFile): Promise<void>;
  /** Copies a folder's files into the output as they are. */
  copyFolder(from: string): Promise<void>;
  /** Makes everything written visible at once; nothing is visible before. `files` are the paths of all of it. */
  commit(files: Iterable<string>): Promise<unknown>;
  /** Drops everything written, leaving the previous output as it was. */
  abort(): Promise<void>;
  /** The folder files land in before the commit, for worker threads to write into; absent when files stay in memory. */
  folder?(): Promise<string>;
  /** True when the previous output has `path` as the last build left it, so that `keep` can carry it over. */
  has(path: string): boolean;
  /** Carries `path` over from the previous output as it is, instead of writing it again. */
  keep(path: string): void;
  /** The text of `path` in the previous output, which `has` it. */
  previousText(path: string): string;
}

/**
 * Writes files into a folder, each at once. Synchronous writes cost a fraction of the CPU time of asynchronous ones
 * (one call instead of a round trip per open, write and close), and CPU time is what a build is short of.
 */
export function createFolderWriter(folder: string): Pick<Writer, 'write'> {
  const madeDirs = new Set<string>();
  return {
    async write(file) {
      const target = path.join(folder, file.path);
      const dir = path.dirname(target);
      if (!madeDirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        madeDirs.add(dir);
      }
      writeFileSync(target, file.contents);
    },
  };
}

export interface DiskWriter extends Writer {
  /** Makes the output visible and records its files as they now are. */
  commit(files: Iterable<string>): Promise<OutputRecord>;
}

/**
 * Writes into a temporary folder beside `outDir`, so a failed build leaves the previous output untouched. With no
 * record of the previous output, the commit swaps the whole folder in; with one, it moves in only the files that
 * changed and deletes those the site no longer has. `previous` is absent when no cache keeps the record.
 */
export function createDiskWriter(outDir: string, previous?: OutputRecord): DiskWriter {
  const staging = `${outDir.replace(/[\\/]+$/, '')}.sitegen-tmp-${process.pid}`;
  const files = createFolderWriter(staging);
  const kept = new Set<string>();
  let started: Promise<void> | null = null;
  const start = () => (started ??= rm(staging, { recursive: true, force: true }).then(() => mkdir(staging, { recursive: true }).then(() => undefined)));

  return {
    async write(file) {
      await start();
      await files.write(file);
    },
    async copyFolder(from) {
      await start();
      if (existsSync(from)) await cp(from, staging, { recursive: true });
    },
    async folder() {
      await start();
      return staging;
    },
    has: (file) => previous?.has(file) ?? false,
    keep: (file) => void kept.add(file),
    previousText: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    async commit(written) {
      await start();
      if (!previous?.size) {
        const old = `${staging}-old`;
        if (existsSync(outDir)) await rename(outDir, old);
        await rename(staging, outDir);
        await rm(old, { recursive: true, force: true });
        // Only a cache needs to know the files as they are; without one, reading them all back is wasted.
        return previous ? recordOutput(outDir, written) : new Map();
      }
      const record = await moveChanged(staging, outDir, previous, kept);
      await rm(staging, { recursive: true, force: true });
      return record;
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * Moves the staged files that differ from the output into it and deletes what neither the stage nor `kept` has:
 * a rebuild rewrites only what changed, and file times tell what did.
 */
async function moveChanged(staging: string, outDir: string, previous: OutputRecord, kept: Set<string>): Promise<OutputRecord> {
  const record: OutputRecord = new Map([...kept].map((file) => [file, previous.get(file)!]));
  for (const file of listFiles(staging)) {
    const from = path.join(staging, file);
    const target = path.join(outDir, file);
    const before = previous.get(file);
    const fresh = await readFile(from);
    if (before && before.size === fresh.length && fresh.equals(await readFile(target))) {
      record.set(file, before);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(from, target);
    const { size, mtimeMs } = await stat(target);
    record.set(file, { size, mtimeMs });
  }
  for (const file of previous.keys()) {
    if (record.has(file)) continue;
    await unlink(path.join(outDir, file)).catch(() => undefined);
    await removeEmptyFolders(path.dirname(path.join(outDir, file)), outDir);
  }
  return record;
}

async function removeEmptyFolders(dir: string, top: string): Promise<void> {
  for (let current = dir; current.startsWith(top + path.sep); current = path.dirname(current)) {
    if (!(await rmdir(current).then(() => true, () => false))) return;
  }
}

/**
 * Keeps a build's files in memory, for the dev server, carrying over what it keeps from the `previous` build's;
 * static files stay on disk, where the server serves them from.
 */
export function createMemoryWriter(previous: ReadonlyMap<string, string | Uint8Array> = new Map()): Writer & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async write(file) {
      files.set(file.path, file.contents);
    },
    has: (file) => previous.has(file),
    keep: (file) => void files.set(file, previous.get(file)!),
    previousText: (file) => {
      const contents = previous.get(file)!;
      return typeof contents === 'string' ? contents : new TextDecoder().decode(contents);
    },
    async copyFolder() {},
    async commit() {},
    async abort() {
      files.clear();
    },
  };
}
