import { createHash } from 'node:crypto';
import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { SitegenError } from '../errors.js';
import { installedVersion, packageRoot } from '../paths.js';

const magic = Buffer.from('sitegen-cache\n');
/**
 * A CRC-32 of the body: it is there to catch files cut short or damaged, which it does faster than sha1, and a
 * cold build of a large site checksums all of its cache.
 */
const checksumBytes = 4;
/** Each part of a file's body is preceded by its length, in this many bytes. */
const lengthBytes = 4;

/** What reading a cache file found: its value, nothing (no file, or another engine's), or why it cannot be trusted. */
export interface CacheRead<T> {
  value: T | null;
  damage?: string;
}

/** Where a build cache lives, and the engine stamp its files carry: taken once per build, for all its threads. */
export interface CacheLocation {
  dir: string;
  stamp: string;
}

/** A cache file as it was written: a later size or time that differs means it was changed since. */
export interface WrittenFile {
  size: number;
  mtimeMs: number;
}

/** A file of the cache as its index names it: its name, with its size and time when written. */
export type NamedFile = { name: string } & WrittenFile;

/** The groups of a page's fields that are stored apart from the rest, read when first used (`src/incremental/persist.ts`). */
export type Group = 'body' | 'words';

/** The files of one cache file number that a worker thread stored, one per group. */
export type StoredGroups = Record<Group, NamedFile>;

/**
 * A cache file found damaged only when a build came to read it: the build starts over without it. A SitegenError,
 * so that whatever stage it surfaces in passes it on as it is.
 */
export class CacheFileDamage extends SitegenError {
  constructor(
    readonly cacheFile: string,
    readonly damage: string,
  ) {
    super(`the build cache file ${cacheFile} is damaged: ${damage}`, {
      hint: 'delete node_modules/.cache/sitegen, or build with --no-cache',
    });
  }
}

/**
 * Reads a cache file's parts. A file written by another engine (another `stamp`) reads as nothing; one that is
 * cut short, altered or unreadable reads as damaged, and is never trusted.
 */
export function readCacheFile<T extends unknown[]>(file: string, stamp: string): CacheRead<T> {
  const checked = checkedBody(file, stamp);
  if (!checked.value) return { value: null, damage: checked.damage };
  const body = checked.value;
  try {
    const parts: unknown[] = [];
    for (let at = 0; at < body.length;) {
      const end = at + lengthBytes + body.readUInt32LE(at);
      parts.push(deserialize(body.subarray(at + lengthBytes, end)));
      at = end;
    }
    return { value: parts as T };
  } catch (error) {
    return { value: null, damage: (error as Error).message };
  }
}

/**
 * Reads a file the cache's index names, which must hold this engine's data: missing, or written by another engine,
 * it is damaged too.
 */
export function readNamedCacheFile<T extends unknown[]>(file: string, stamp: string): CacheRead<T> {
  const read = readCacheFile<T>(file, stamp);
  return read.value || read.damage
    ? read
    : { value: null, damage: existsSync(file) ? 'it was written by another version of sitegen' : 'it is missing' };
}

/** Why a file the cache's index names cannot be trusted, if it cannot: its checksum is checked, its contents left unread. */
export function damageOf(file: string, stamp: string): string | undefined {
  const checked = checkedBody(file, stamp);
  return checked.value ? undefined : (checked.damage ?? 'it was written by another version of sitegen');
}

const notRegular = new Error('not a regular file');

/**
 * A file's bytes, refusing anything but a regular file: reading a FIFO would wait forever for a writer. Opened
 * without blocking, which changes nothing for a regular file.
 */
function readRegularFile(file: string): Buffer {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw notRegular;
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A cache file's body once its header and checksum are checked. */
function checkedBody(file: string, stamp: string): CacheRead<Buffer> {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file);
  } catch (error) {
    if (error === notRegular) return { value: null, damage: 'it is not a regular file' };
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { value: null }
      : { value: null, damage: `it cannot be read (${code ?? (error as Error).message})` };
  }
  const stampEnd = bytes.indexOf(0x0a, magic.length);
  if (!bytes.subarray(0, magic.length).equals(magic) || stampEnd < 0)
    return { value: null, damage: 'it does not start like a sitegen cache file' };
  if (bytes.toString('utf8', magic.length, stampEnd) !== stamp) return { value: null };
  const sum = bytes.subarray(stampEnd + 1, stampEnd + 1 + checksumBytes);
  const body = bytes.subarray(stampEnd + 1 + checksumBytes);
  if (sum.length < checksumBytes || sum.readUInt32LE() !== crc32(body))
    return { value: null, damage: 'it is incomplete or was changed (checksum mismatch)' };
  return { value: body };
}

/**
 * Writes a cache file of `parts`, stamped with `stamp`; returns its size and time. Each part is serialized and written
 * before the next is made: the index of a large site, serialized at once, would all be in memory. Writes are
 * blocking, in as few calls as the system allows: the asynchronous API writes in chunks, each a round trip.
 * The checksum, in the header, is filled in last.
 */
export async function writeCacheFile(file: string, parts: Iterable<unknown>, stamp: string): Promise<WrittenFile> {
  const header = Buffer.from(`${magic}${stamp}\n`);
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed over: a build stopped mid-write leaves the old file or none, not half of one.
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  let sum = 0;
  let size = header.length + checksumBytes;
  let written: WrittenFile;
  try {
    writeAt(fd, header, 0);
    for (const part of parts) {
      const bytes = serialize(part);
      const length = Buffer.alloc(lengthBytes);
      length.writeUInt32LE(bytes.length);
      for (const piece of [length, bytes]) {
        sum = crc32(piece, sum);
        writeAt(fd, piece, size);
        size += piece.length;
      }
    }
    const checksum = Buffer.alloc(checksumBytes);
    checksum.writeUInt32LE(sum);
    writeAt(fd, checksum, header.length);
    written = { size, mtimeMs: fstatSync(fd).mtimeMs };
  } finally {
    closeSync(fd);
  }
  await rename(temporary, file);
  return written;
}

function writeAt(fd: number, bytes: Uint8Array, position: number): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, position + at);
}

/**
 * What the cache's contents depend on besides the site: sitegen's compiled code, the packages it renders with (a
 * new shiki colours code differently) and the V8 that serialized them. Any change starts from an empty cache.
 */
export function engineStamp(): string {
  const hash = createHash('sha1').update(process.versions.v8);
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies).sort()) hash.update(`${name}@${installedVersion(name)}\n`);
  const compiled = path.join(packageRoot, 'dist-lib');
  for (const name of readdirSync(compiled)
    .filter((n) => n.endsWith('.js'))
    .sort())
    hash.update(name).update(readFileSync(path.join(compiled, name)));
  return hash.digest('base64url');
}

/** Each group is spread over this many files by source file, so that an edit rewrites one of them. */
export const CACHE_FILE_COUNT = 64;

/**
 * The number of the files holding a page's lazy fields, from a hash of its source file's path. FNV-1a rather than
 * a cryptographic hash: a build takes one per page and use, and it spreads paths as evenly for far less work.
 */
export function cacheFileNumber(file: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) hash = Math.imul(hash ^ file.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CACHE_FILE_COUNT;
}

/** Where a site's build cache lives: safe to delete at any time. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** The build cache of the config's locale: the site's own for the default locale, else a folder in it. */
export function cacheDirOf(config: ResolvedConfig): string {
  const { locale, defaultLocale } = config.i18n;
  const dir = defaultCacheDir(config.root);
  return locale.name === defaultLocale ? dir : path.join(dir, `locale-${locale.name}`);
}

/** The file naming everything else in a locale's build cache: without it, there is no cache. */
export function cacheIndexFile(config: ResolvedConfig): string {
  return path.join(cacheDirOf(config), 'index.bin');
}

/** Whether the site has a build cache to read. */
export function buildCacheExists(config: ResolvedConfig): boolean {
  return existsSync(cacheIndexFile(config));
}
