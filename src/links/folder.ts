import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { SitegenError } from '../errors.js';
import { findBrokenLinks, type BrokenLink, type CheckablePage } from './check.js';
import { extractLinks } from './extract.js';

export interface FolderCheckOptions {
  /** Path the site is served under. */
  baseUrl?: string;
  ignore?: string[];
}

export interface FolderCheck {
  pages: number;
  broken: BrokenLink[];
}

/** Checks the internal links and anchors of any folder of static files, as `sitegen build` does its own. */
export async function checkFolder(dir: string, options: FolderCheckOptions = {}): Promise<FolderCheck> {
  const root = path.resolve(dir);
  const files = await fg('**/*', { cwd: root, onlyFiles: true, dot: true }).catch(() => null);
  if (!files || files.length === 0) {
    throw new SitegenError(`no files to check in ${root}`, { hint: 'build the site first, or name the folder: sitegen check-links DIR' });
  }
  const pages: CheckablePage[] = await Promise.all(
    files.filter((file) => file.endsWith('.html')).map(async (file) => ({ file, ...extractLinks(await readFile(path.join(root, file), 'utf8')) })),
  );
  const broken = findBrokenLinks(pages, new Set(files), { baseUrl: options.baseUrl ?? '/', ignore: options.ignore });
  return { pages: pages.length, broken };
}
