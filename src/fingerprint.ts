import { hash } from 'node:crypto';

/** A short content hash, for cache keys. */
export function fingerprint(...parts: string[]): string {
  // The one-shot hash: a large site takes tens of thousands of keys per build, and a Hash object per key costs more than the one-shot hash.
  return hash('sha1', parts.join('\0') + '\0', 'base64url');
}
