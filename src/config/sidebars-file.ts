import path from 'node:path';
import { firstFileOf, importDefault } from './load.js';
import type { SiteBounds } from '../paths.js';

export const sidebarsFileNames = [
  'sidebars.js',
  'sidebars.ts',
  'sidebars.mjs',
  'sidebars.cjs',
  'sidebars.mts',
  'sidebars.cts',
];

/** The `sidebars.js` (or `.ts`) beside the site's config, if there is one. */
export function findSidebarsFile(root: string): string | null {
  return firstFileOf(root, sidebarsFileNames);
}

/** Compiles and evaluates a sidebars file, ESM or CommonJS, as the config is. */
export async function loadSidebarsFile(
  file: string,
  { limitMs, site }: { limitMs: number; site: SiteBounds },
): Promise<{ sidebars: unknown; source: string }> {
  const { value, source } = await importDefault(file, {
    what: path.basename(file),
    exportHint: 'end the file with `export default { docs: [...] }` or `module.exports = { docs: [...] }`',
    limitMs,
    inside: () => site,
  });
  return { sidebars: value, source };
}
