import { existsSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitegenError } from './errors.js';

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`sitegen: no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** sitegen's own folder, whether running from `src/` or from the compiled `dist-lib/`. */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The version of an installed package, from the package.json above its entry point. */
export function installedVersion(name: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.resolve(name))); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (manifest.name === name) return manifest.version;
    } catch {
      // Not the package's folder yet.
    }
  }
  throw new Error(`cannot find the version of ${name}`);
}

/** Forward-slash path of `file` relative to `from`, as used in messages and URLs. */
export function relativePosix(from: string, file: string): string {
  return path.relative(from, file).split(path.sep).join('/');
}

/**
 * The disk path of `relative` (forward slashes) inside `folder`. Every output path reaches the disk through here:
 * one that would land outside the folder throws, whatever slug, id or config made it.
 */
export function pathInside(folder: string, relative: string): string {
  const top = path.resolve(folder);
  const target = path.resolve(top, relative);
  if (relative.includes('\0') || path.isAbsolute(relative) || !target.startsWith(top + path.sep)) {
    throw new SitegenError(`refused to write ${JSON.stringify(relative)}: it leads outside ${top}`, { hint: 'an output path is relative to the output folder, without `..` segments' });
  }
  return target;
}

/** Whether `file` is `folder` or lies inside it; both absolute. */
export function isInside(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/**
 * What a symbolic link leads to, under the site's policy: a link is followed when its target stays inside `within`
 * (the site folder) and does not lead back into the folders it is reached through (`chain`, real paths); any other
 * link is an error naming it and its target. A dangling link gives null.
 */
export function followLink(link: string, within: string, chain: readonly string[]): { real: string; stats: Stats } | null {
  let real: string;
  try {
    real = realpathSync(link);
  } catch {
    return null;
  }
  const shown = relativePosix(process.cwd(), link) || link;
  if (!isInside(real, realpathSync(within))) {
    throw new SitegenError(`${shown} leads outside the site folder through a symbolic link, to ${real}`, {
      hint: 'copy the files into the site instead of linking to them, or remove the link',
    });
  }
  const stats = statSync(real);
  if (stats.isDirectory() && chain.some((folder) => isInside(folder, real))) {
    throw new SitegenError(`the symbolic link ${shown} leads back into a folder that contains it (${real}): a loop`, {
      hint: 'remove the link, or point it at a folder outside the one it is in',
    });
  }
  return { real, stats };
}

/**
 * Every file under `root` (dot files too), as forward-slash paths relative to it. Symbolic links are followed by
 * the policy of `followLink`, with `within` as the folder they must stay in (`root` unless given). A plain
 * synchronous walk: a glob is much slower over the thousands of folders of a large built site.
 */
export function listFiles(root: string, within = root): string[] {
  const files: string[] = [];
  const walk = (dir: string, prefix: string, chain: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix + entry.name;
      const full = path.join(dir, entry.name);
      const link = entry.isSymbolicLink() ? followLink(full, within, chain) : null;
      const kind = link ? link.stats : entry;
      if (kind.isDirectory()) {
        const real = link ? link.real : full;
        walk(real, `${relative}/`, [...chain, real]);
      } else if (kind.isFile()) files.push(relative);
    }
  };
  const top = realpathSync(root);
  walk(top, '', [top]);
  return files;
}
