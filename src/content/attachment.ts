import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { followLink, type SiteBounds } from '../paths.js';
import type { Attachment } from './page.js';

/** A file inside the site folder, named by its content so that browsers may cache it for good; null when there is none. */
export function attachmentOf(file: string, site: SiteBounds): Attachment | null {
  if (!file.startsWith(site.root + path.sep)) return null;
  // Through symbolic links by the site's policy: a file that is really outside the site is an error.
  if (!followLink(file, site, [])?.stats.isFile()) return null;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
  const { name, ext } = path.parse(file);
  return { from: file, path: `assets/files/${name}.${hash}${ext}` };
}
