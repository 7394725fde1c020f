import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SitegenError } from './errors.js';

/**
 * A temporary file that only its descriptor names: it is deleted as soon as it is opened, so nothing is left
 * behind however the process ends, and its space comes back when `close` is called.
 */
export interface ScratchFile {
  fd: number;
  close(): void;
}

export function openScratchFile(): ScratchFile {
  const file = path.join(os.tmpdir(), `sitegen-${randomUUID()}.tmp`);
  let fd: number;
  try {
    fd = openSync(file, 'w+');
  } catch (error) {
    throw scratchError('cannot create a scratch file in', error);
  }
  let unlinked = tryUnlink(file);
  return {
    fd,
    close() {
      closeSync(fd);
      // Where an open file cannot be deleted, it goes once closed.
      if (!unlinked) unlinked = tryUnlink(file);
    },
  };
}

/** A large build keeps much of its pages' text in its scratch files: the system's temporary folder must take them. */
function scratchError(what: string, error: unknown): SitegenError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new SitegenError(`${what} ${os.tmpdir()} (${reason})`, {
    hint: 'set TMPDIR to a writable folder with free space',
  });
}

function tryUnlink(file: string): boolean {
  try {
    unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Where a text waits in a scratch file: any thread of the process reads it back by this, through the same descriptor. */
export interface SpilledPlace {
  fd: number;
  offset: number;
  bytes: number;
}

/** Appends texts to the scratch file `fd`; only one thread may append to a file. */
export function scratchAppender(fd: number): (text: string) => SpilledPlace {
  let end = 0;
  return (text) => {
    let bytes: number;
    try {
      bytes = writeSync(fd, text, end, 'utf8');
    } catch (error) {
      throw scratchError('cannot write to a scratch file in', error);
    }
    const place = { fd, offset: end, bytes };
    end += bytes;
    return place;
  };
}

/** A spilled text as the UTF-8 it is kept in. */
export function spilledBytes({ fd, offset, bytes }: SpilledPlace): Buffer {
  const buffer = Buffer.allocUnsafe(bytes);
  readSync(fd, buffer, 0, bytes, offset);
  return buffer;
}

export const spilledText = (place: SpilledPlace): string => spilledBytes(place).toString('utf8');

export interface SpilledTexts {
  set(key: string, text: string): void;
  /** Where a text is kept, for any thread to read it back (with `spilledBytes`, when it only goes on to a file). */
  place(key: string): SpilledPlace | undefined;
}

/**
 * Texts kept in a scratch file instead of memory, by key. Written once and read back once or twice, they cost a
 * write and a read each, where holding them would keep every one in the heap until its last use.
 */
export function spilledTexts(fd: number): SpilledTexts {
  const places = new Map<string, SpilledPlace>();
  const append = scratchAppender(fd);
  return {
    set: (key, text) => void places.set(key, append(text)),
    place: (key) => places.get(key),
  };
}
