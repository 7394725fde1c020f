import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from '../esbuild.js';

/** Where theme modules are looked for. */
export interface ThemeFolders {
  /** sitegen's own theme. */
  builtin: string;
  /** The site's folder of components that replace the built-in ones, or null when it has none. */
  overrides: string | null;
}

const moduleExtensions = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * Resolves `@theme/X` to the site's `X` when it has one and to the built-in theme's otherwise, and
 * `@theme-original/X` always to the built-in one, so that an override can wrap the component it replaces.
 * The built-in components import each other through `@theme/`, so an override shows wherever its component does.
 */
export function themeModulesPlugin(folders: ThemeFolders): esbuild.Plugin {
  return {
    name: 'sitegen-theme-modules',
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const original = args.path.startsWith('@theme-original/');
        const name = args.path.slice(args.path.indexOf('/') + 1);
        const file = (!original && folders.overrides !== null ? moduleFile(folders.overrides, name) : null) ?? moduleFile(folders.builtin, name);
        if (file) return { path: file };
        return { errors: [{ text: `"${args.path}" is not a module of the theme`, notes: [{ text: `import one of: ${themeModuleNames(folders.builtin).join(', ')}` }] }] };
      });
    },
  };
}

/** `Footer` → `Footer.tsx` (or `.ts`, `.jsx`, `.js`) in `dir`; a name with its extension, such as `styles.css`, as it is. */
function moduleFile(dir: string, name: string): string | null {
  const bare = name.replace(/\.[jt]sx?$/, '');
  for (const candidate of [name, ...moduleExtensions.map((extension) => bare + extension)]) {
    const file = path.join(dir, candidate);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

function themeModuleNames(dir: string): string[] {
  return readdirSync(dir).sort().filter((name) => moduleExtensions.includes(path.extname(name)) && !name.endsWith('.d.ts')).map((name) => name.replace(/\.[jt]sx?$/, ''));
}
