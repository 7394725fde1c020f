import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  type Stats,
  writeFileSync,
} from 'node:fs';
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
  for (
    let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
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
    throw new SitegenError(`refused to write ${JSON.stringify(relative)}: it leads outside ${top}`, {
      hint: 'an output path is relative to the output folder, without `..` segments',
    });
  }
  return target;
}

/** Whether `file` is `folder` or lies inside it; both absolute. */
export function isInside(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/** Where a site's files may come from: its folder, and the folders outside it that its config names. */
export interface SiteBounds {
  root: string;
  /** Absolute folders outside the site that it may read (`allowedOutsidePaths`). */
  allowedOutsidePaths?: readonly string[];
}

/** Folders of the system, whose files are no site's, whatever links or settings lead there. */
const systemFolders = ['/proc', '/sys'];
const realFolders = new Map<string, string>();

/** The real path of a folder, resolved once per process (a site's folders do not move while it builds); as given while it does not exist. */
function realFolder(dir: string): string {
  let real = realFolders.get(dir);
  if (real !== undefined) return real;
  try {
    real = realpathSync.native(dir);
  } catch {
    return path.resolve(dir);
  }
  realFolders.set(dir, real);
  return real;
}

/** Whether a real path is one the site may read: inside its folder or an allowed one, and in no system folder. */
export function withinSite(real: string, site: SiteBounds): boolean {
  if (systemFolders.some((folder) => isInside(real, folder))) return false;
  return [site.root, ...(site.allowedOutsidePaths ?? [])].some((folder) => isInside(real, realFolder(folder)));
}

/** What to do about a path whose real path `real` is outside the site. */
function outsideHint(real: string): string {
  if (systemFolders.some((folder) => isInside(real, folder)))
    return 'sitegen reads no file of /proc or /sys; remove the link';
  return 'copy the files into the site instead of linking to them, or name their folder in `allowedOutsidePaths` of site.config.ts';
}

/** The error for `file`, whose real path `real` is outside the site: it names the symbolic link that leads there, when one does. */
function outsideError(file: string, real: string, site: SiteBounds): SitegenError {
  const absolute = path.resolve(file);
  const shown = (name: string) => relativePosix(process.cwd(), name) || name;
  const hint = outsideHint(real);
  const steps = path.relative(site.root, absolute).split(path.sep);
  for (let i = 1; isInside(absolute, site.root) && i <= steps.length; i++) {
    const step = path.join(site.root, ...steps.slice(0, i));
    if (!lstatSync(step, { throwIfNoEntry: false })?.isSymbolicLink()) continue;
    return new SitegenError(
      `${shown(step)} leads outside the site folder through a symbolic link, to ${realpathSync.native(step)}`,
      { hint },
    );
  }
  return new SitegenError(`${shown(absolute)} is outside the site folder${real === absolute ? '' : `, at ${real}`}`, {
    hint,
  });
}

/**
 * The real path of `file`, which must lie inside the site folder or a folder its config allows once symbolic links
 * are resolved; any other is an error naming the link that leads out and its target. A missing file gives null.
 */
export function assertInsideSite(file: string, site: SiteBounds): string | null {
  let real: string;
  try {
    real = realpathSync.native(file);
  } catch {
    return null;
  }
  if (!withinSite(real, site)) throw outsideError(file, real, site);
  return real;
}

/** The bytes of a file of the site, by the rule of `assertInsideSite` and of `readRegularFile`. */
export function readSiteFile(file: string, site: SiteBounds): Buffer {
  return readRegularFile(assertInsideSite(file, site) ?? file);
}

/**
 * The bytes of `file` when it is a regular file: a FIFO, a device or a socket is an error, found without waiting on
 * it, and so is a file of /proc or /sys. A missing file throws as `readFileSync` does.
 */
export function readRegularFile(file: string): Buffer {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const real = realpathSync.native(file);
    if (!fstatSync(fd).isFile() || systemFolders.some((folder) => isInside(real, folder))) {
      throw new SitegenError(
        `${relativePosix(process.cwd(), file) || file} is not a regular file (it is a folder, a FIFO, a device, a socket or a file of /proc or /sys), and sitegen reads only those`,
        {
          hint: 'give the path of a plain file',
        },
      );
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Whether a real path is sitegen's own or an installed package's: code a site may import from outside its folder. */
export function isPackageFile(file: string): boolean {
  return isInside(file, packageRoot) || file.includes(`${path.sep}node_modules${path.sep}`);
}

/**
 * What a symbolic link leads to, under the site's policy: a link is followed when its target stays inside the site
 * (`within`, or the folders it allows) and does not lead back into the folders it is reached through (`chain`, real
 * paths); any other link is an error naming it and its target. A dangling link gives null.
 */
export function followLink(
  link: string,
  within: SiteBounds,
  chain: readonly string[],
): { real: string; stats: Stats } | null {
  let real: string;
  try {
    real = realpathSync(link);
  } catch {
    return null;
  }
  const shown = relativePosix(process.cwd(), link) || link;
  if (!withinSite(real, within)) {
    throw new SitegenError(`${shown} leads outside the site folder through a symbolic link, to ${real}`, {
      hint: outsideHint(real),
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
 * Every file under `root` (dot files too), as forward-slash paths relative to it. `root` and the symbolic links
 * under it are followed by the policy of `followLink`, with `within` as the site they must stay in (`root` unless
 * given). A plain synchronous walk: a glob is much slower over the thousands of folders of a large built site.
 */
export function listFiles(root: string, within: SiteBounds = { root }): string[] {
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
  const top = assertInsideSite(root, within) ?? realpathSync(root);
  walk(top, '', [top]);
  return files;
}

/**
 * The real path of the file `relative` (forward slashes) names under `folder`, reached as `listFiles` would reach it:
 * each symbolic link on the way followed by the policy of `followLink`. Null when there is no such regular file, or
 * when the way leads outside the site or into a loop, where a build stops rather than publish it.
 */
export function fileUnder(folder: string, relative: string, within: SiteBounds): string | null {
  try {
    return reachFile(folder, relative, within);
  } catch (error) {
    if (error instanceof SitegenError) return null;
    throw error;
  }
}

function reachFile(folder: string, relative: string, within: SiteBounds): string | null {
  let current = assertInsideSite(folder, within);
  const chain = current ? [current] : [];
  const names = relative.split('/');
  for (const [i, name] of names.entries()) {
    if (current === null || name === '') return null;
    const full = path.join(current, name);
    const stats = lstatSync(full, { throwIfNoEntry: false });
    const link = stats?.isSymbolicLink() ? followLink(full, within, chain) : null;
    const kind = stats?.isSymbolicLink() ? link?.stats : stats;
    if (!kind) return null;
    if (i === names.length - 1) return kind.isFile() ? (link?.real ?? full) : null;
    current = kind.isDirectory() ? (link?.real ?? full) : null;
    if (current) chain.push(current);
  }
  return null;
}

/** Writes `file` whole or not at all: beside it first, then renamed over it (a link in its place is replaced, not followed). */
export function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
