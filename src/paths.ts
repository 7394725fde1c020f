import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Forward-slash path of `file` relative to `from`, as used in messages and URLs. */
export function relativePosix(from: string, file: string): string {
  return path.relative(from, file).split(path.sep).join('/');
}
