import { existsSync } from 'node:fs';
import path from 'node:path';
import { relativePosix } from '../paths.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

const classicNames = new Set(['classic', '@docusaurus/preset-classic']);
/** The classic preset's sections: another preset that takes them (`docusaurus-preset-openapi`) is read as it is. */
const classicSections = ['docs', 'blog', 'pages', 'theme'];

/** The classic preset's options, or those of a preset shaped as it is; null when the site has none. */
export function presetOptions(presets: unknown, note: TakeNote): Loose | null {
  for (const entry of Array.isArray(presets) ? presets : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (classicNames.has(name)) return options ?? {};
    const own = Object.keys(options ?? {}).filter((key) => !classicSections.includes(key));
    if (own.length < Object.keys(options ?? {}).length) {
      note(
        `preset ${String(name)}`,
        `its ${classicSections.filter((key) => key in options).join(', ')} options were read as the classic preset's${own.length ? `; ${own.join(', ')} did not come over` : ''}`,
        'check that the docs and blog are as they were; what the preset adds needs a plugin of its own',
      );
      return options;
    }
    note(
      `preset ${String(name)}`,
      'sitegen reads only the classic preset',
      'carry its settings over to site.config.ts by hand',
    );
  }
  return null;
}

/** The preset's `theme.customCss` files, relative to the site, but for those the site lacks, which are noted. */
export function customCssOf(preset: Loose | null, siteDir: string, note: TakeNote): string[] {
  return [preset?.theme?.customCss ?? []]
    .flat()
    .filter((file): file is string => typeof file === 'string')
    .map((file) => relativePosix(siteDir, path.resolve(siteDir, file)))
    .filter((file) => {
      if (existsSync(path.join(siteDir, file))) return true;
      note(file, 'theme.customCss names it, and the site has no such file', 'none: the site is built without it');
      return false;
    });
}
