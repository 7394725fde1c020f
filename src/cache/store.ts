import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { packageRoot } from '../paths.js';

/** A file of the build cache: one value, stamped with the engine that wrote it and a checksum of its bytes. */
export interface CacheFile<T> {
  read(): Promise<T | null>;
  write(value: T): Promise<void>;
}

const magic = Buffer.from('sitegen-cache\n');
const checksumBytes = 20;

/**
 * A cache file at `file`. Reading gives null when there is none or when it was written by another engine; a file
 * that is cut short or altered is reported through `onCorrupt` and read as null, never trusted.
 */
export function cacheFile<T>(file: string, onCorrupt: (reason: string) => void): CacheFile<T> {
  return {
    async read() {
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) return null;
      const stampEnd = bytes.indexOf(0x0a, magic.length);
      const valid = bytes.subarray(0, magic.length).equals(magic) && stampEnd > 0;
      if (!valid) return corrupt('it does not start like a sitegen cache file');
      if (bytes.toString('utf8', magic.length, stampEnd) !== engineStamp()) return null;
      const sum = bytes.subarray(stampEnd + 1, stampEnd + 1 + checksumBytes);
      const body = bytes.subarray(stampEnd + 1 + checksumBytes);
      if (sum.length < checksumBytes || !sum.equals(sha1(body))) return corrupt('it is incomplete or was changed (checksum mismatch)');
      try {
        return deserialize(body) as T;
      } catch (error) {
        return corrupt((error as Error).message);
      }
    },
    async write(value) {
      const body = serialize(value);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed over: a build stopped mid-write leaves the old file or none, not half of one.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, Buffer.concat([magic, Buffer.from(`${engineStamp()}\n`), sha1(body), body]));
      await rename(temporary, file);
    },
  };

  function corrupt(reason: string): null {
    onCorrupt(`ignored the build cache file ${file}: ${reason}`);
    return null;
  }
}

function sha1(bytes: Uint8Array): Buffer {
  return createHash('sha1').update(bytes).digest();
}

let stamp: string | null = null;

/**
 * What the cache's contents depend on besides the site: sitegen's compiled code and the V8 that serialized them.
 * A new version, or a rebuilt engine, starts from an empty cache.
 */
export function engineStamp(): string {
  if (stamp) return stamp;
  const hash = createHash('sha1').update(process.versions.v8);
  const compiled = path.join(packageRoot, 'dist-lib');
  for (const name of readdirSync(compiled).filter((n) => n.endsWith('.js')).sort()) hash.update(name).update(readFileSync(path.join(compiled, name)));
  stamp = hash.digest('base64url');
  return stamp;
}
