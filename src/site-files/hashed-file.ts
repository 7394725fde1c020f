import { createHash } from 'node:crypto';
import type { OutputFile } from '../write/output.js';

/** A file of the site's assets named by its contents, `assets/app.1a2b3c4d5e.js`, so that browsers may keep it for good. */
export function hashedFile(stem: string, extension: string, contents: string | Uint8Array): OutputFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { path: `${stem}.${hash}${extension}`, contents };
}
