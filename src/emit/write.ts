import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './output.js';

/** Where built files go: the disk for builds, memory for the dev server and tests. */
export interface Writer {
  /** Starts writing a file; resolves once the writer can take another (at most a few dozen are in flight). */
  write(file: OutputFile): Promise<void>;
  /** Copies a folder's files into the output as they are. */
  copyFolder(from: string): Promise<void>;
  /** Makes everything written visible at once; nothing is visible before. */
  commit(): Promise<void>;
  /** Drops everything written, leaving the previous output as it was. */
  abort(): Promise<void>;
  /** The folder files land in before the commit, for worker threads to write into; absent when files stay in memory. */
  folder?(): Promise<string>;
}

const maxInFlight = 64;

/** Writes files into a folder, a few dozen at a time. */
export function createFolderWriter(folder: string): { write(file: OutputFile): Promise<void>; flush(): Promise<void> } {
  const madeDirs = new Map<string, Promise<unknown>>();
  const inFlight = new Set<Promise<void>>();
  return {
    async write(file) {
      const target = path.join(folder, file.path);
      const dir = path.dirname(target);
      if (!madeDirs.has(dir)) madeDirs.set(dir, mkdir(dir, { recursive: true }));
      const writing = madeDirs.get(dir)!.then(() => writeFile(target, file.contents));
      inFlight.add(writing);
      writing.then(
        () => inFlight.delete(writing),
        () => undefined,
      );
      // Waiting for each write in turn leaves the CPU idle; writing everything at once runs out of file handles.
      if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    },
    /** Waits for every write to settle, then fails with the first that failed. */
    async flush() {
      const failed = (await Promise.allSettled(inFlight)).find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/**
 * Writes into a temporary folder beside `outDir` and swaps it in on commit, so a failed build
 * leaves the previous output untouched.
 */
export function createDiskWriter(outDir: string): Writer {
  const staging = `${outDir.replace(/[\\/]+$/, '')}.sitegen-tmp-${process.pid}`;
  const files = createFolderWriter(staging);
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
    async commit() {
      await start();
      await files.flush();
      const previous = `${staging}-old`;
      if (existsSync(outDir)) await rename(outDir, previous);
      await rename(staging, outDir);
      await rm(previous, { recursive: true, force: true });
    },
    async abort() {
      await files.flush().catch(() => undefined);
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/** Keeps a build's files in memory, for the dev server; static files stay on disk, where it serves them from. */
export function createMemoryWriter(): Writer & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async write(file) {
      files.set(file.path, file.contents);
    },
    async copyFolder() {},
    async commit() {},
    async abort() {
      files.clear();
    },
  };
}
