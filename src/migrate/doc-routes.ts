import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docId, docPermalink } from '../content/permalink.js';
import { splitFrontmatter } from '../content/frontmatter.js';
import { glob } from '../glob.js';
import type { Loose } from './load.js';

/** Finds a doc's route by its id, or null when no doc has that id. */
export type DocRouteOf = (id: string) => string | null;

/**
 * The routes of the docs in a folder of the Docusaurus site, read when first asked for: what a navbar item naming
 * a doc by its id (`type: 'doc'`) links to, its `slug` included. Links and unreadable front matter are passed over.
 */
export function docRoutesIn(folder: string, routeBasePath: string): DocRouteOf {
  let routes: Map<string, string> | null = null;
  return (id) => {
    routes ??= readDocRoutes(folder, routeBasePath);
    return routes.get(id) ?? null;
  };
}

function readDocRoutes(folder: string, routeBasePath: string): Map<string, string> {
  const routes = new Map<string, string>();
  const files = glob.sync('**/*.{md,mdx}', {
    cwd: folder,
    followSymbolicLinks: false,
    ignore: ['**/_*', '**/_*/**', '**/node_modules/**'],
  });
  for (const file of files.sort()) {
    const full = path.join(folder, file);
    if (!lstatSync(full).isFile()) continue;
    let data: Loose;
    try {
      data = (splitFrontmatter(readFileSync(full, 'utf8')).data ?? {}) as Loose;
    } catch {
      continue;
    }
    const frontmatter = {
      ...(typeof data.id === 'string' ? { id: data.id } : {}),
      ...(typeof data.slug === 'string' ? { slug: data.slug } : {}),
    };
    const id = docId(file, frontmatter);
    routes.set(id, docPermalink(id, { frontmatter, sectionPath: file, routeBasePath }));
  }
  return routes;
}
