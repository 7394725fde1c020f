import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SitegenError } from '../errors.js';

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

/** A large build keeps hundreds of megabytes in its scratch files: the system's temporary folder must take them. */
function scratchError(what: string, error: unknown): SitegenError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new SitegenError(`${what} ${os.tmpdir()} (${reason})`, { hint: 'set TMPDIR to a writable folder with free space' });
}

function tryUnlink(file: string): boolean {
  try {
    unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}

export interface SpilledTexts {
  set(key: string, text: string): void;
  get(key: string): string | undefined;
  /** A text as the UTF-8 it is kept in, for text that only goes on to a file. */
  bytes(key: string): Buffer | undefined;
  /** Forgets a text; its bytes stay in the file until it closes. */
  delete(key: string): void;
}

/**
 * Texts kept in a scratch file instead of memory, by key. Written once and read back once or twice, they cost a
 * write and a read each, where holding them would keep every one in the heap until its last use.
 */
export function spilledTexts(fd: number): SpilledTexts {
  const places = new Map<string, [offset: number, bytes: number]>();
  let end = 0;
  const bytes = (key: string) => {
    const place = places.get(key);
    if (!place) return undefined;
    const buffer = Buffer.allocUnsafe(place[1]);
    readSync(fd, buffer, 0, place[1], place[0]);
    return buffer;
  };
  return {
    set(key, text) {
      let written: number;
      try {
        written = writeSync(fd, text, end, 'utf8');
      } catch (error) {
        throw scratchError('cannot write to a scratch file in', error);
      }
      places.set(key, [end, written]);
      end += written;
    },
    get: (key) => bytes(key)?.toString('utf8'),
    bytes,
    delete(key) {
      places.delete(key);
    },
  };
}
