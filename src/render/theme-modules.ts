import path from 'node:path';
import { listFiles, type SiteBounds } from '../paths.js';

/** Where theme modules are looked for. */
export interface ThemeFolders {
  /** sitegen's own theme. */
  builtin: string;
  /** The site's folder of components that replace the built-in ones, or null when it has none. */
  overrides: string | null;
  /** The site, which the overrides and the links among them must stay inside. */
  site: SiteBounds;
}

const moduleExtensions = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * The import paths of the theme's modules, for esbuild's `alias`: `@theme/X` is the site's `X` when it has one and
 * the built-in theme's otherwise, and `@theme-original/X` always the built-in one, so that an override can wrap the
 * component it replaces. The built-in components import each other through `@theme/`, so an override shows wherever
 * its component does. Aliases rather than a resolver plugin: esbuild resolves them without calling back into this
 * thread, which is rendering Markdown meanwhile.
 */
export function themeModuleAliases(folders: ThemeFolders): Record<string, string> {
  const builtin = modulesIn(folders.builtin);
  const overrides = folders.overrides === null ? new Map<string, string>() : modulesIn(folders.overrides, folders.site);
  const aliases: Record<string, string> = {};
  for (const [name, file] of builtin) aliases[`@theme-original/${name}`] = file;
  for (const [name, file] of [...builtin, ...overrides]) aliases[`@theme/${name}`] = file;
  return aliases;
}

/**
 * The modules of a folder and its subfolders by the names an import may give them: bare, or with any of the
 * extensions (`Footer.js` is `Footer.tsx`, as TypeScript has it), a `.tsx` file before a `.ts`, `.jsx` or `.js`
 * of the same name; and every file by its own name.
 */
function modulesIn(dir: string, site: SiteBounds = { root: dir }): Map<string, string> {
  const modules = new Map<string, string>();
  // Through symbolic links by the site's policy, as esbuild reads the files they lead to.
  const files = listFiles(dir, site).filter((file) => !file.endsWith('.d.ts'));
  for (const extension of [...moduleExtensions].reverse()) {
    for (const name of files.filter((file) => file.endsWith(extension))) {
      const bare = name.slice(0, -extension.length);
      for (const alias of [bare, ...moduleExtensions.map((other) => bare + other)])
        modules.set(alias, path.join(dir, name));
    }
  }
  for (const name of files) modules.set(name, path.join(dir, name));
  return modules;
}

/** The names `@theme/` imports may use, for the message about one that is none of them. */
export function themeModuleNames(folders: ThemeFolders): string[] {
  const names = [...modulesIn(folders.builtin).keys()];
  return names.filter((name) => path.extname(name) === '' && names.includes(`${name}.js`));
}
