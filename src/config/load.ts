import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from '../esbuild.js';
import { fingerprint } from '../fingerprint.js';
import { SitegenError } from '../errors.js';
import { isPackageFile, readRegularFile, withinSite, type SiteBounds } from '../paths.js';
import { siteCodeFrame } from '../site-code.js';
import { withTimeLimit } from '../limits/time-limit.js';
import type { UserConfig } from './types.js';

export const configFileNames = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** `import { defineConfig } from 'sitegen-cli'` inside a config resolves here, wherever the site lives. */
const sitegenShim: esbuild.Plugin = {
  name: 'sitegen-shim',
  setup(build) {
    build.onResolve({ filter: /^sitegen-cli$/ }, () => ({ path: 'sitegen-cli', namespace: 'sitegen-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'sitegen-shim' }, () => ({
      contents: 'export const defineConfig = (config) => config;',
      loader: 'js',
    }));
  },
};

export function findConfigFile(root: string): string | null {
  return firstFileOf(root, configFileNames);
}

/** The first of `names` that exists in `root`, in the order given. */
export function firstFileOf(root: string, names: readonly string[]): string | null {
  for (const name of names) {
    const file = path.join(root, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Compiles `site.config.ts` with esbuild and evaluates it, returning its default export, its text and a hash of its compiled code. */
export async function loadUserConfig(
  file: string,
  limitMs: number,
): Promise<{ config: unknown; source: string; codeHash: string }> {
  const root = path.dirname(file);
  const { value, source, codeHash } = await importDefault(file, {
    plugins: [sitegenShim],
    what: 'configuration',
    exportHint: 'end the file with `export default defineConfig({ ... })`',
    limitMs,
    inside: (config) => siteBounds(root, config),
  });
  return { config: value as UserConfig, source, codeHash };
}

export interface ImportOptions {
  /** What the file holds, for messages: "configuration", "sidebars". */
  what: string;
  /** What to do when the file exports nothing. */
  exportHint: string;
  plugins?: esbuild.Plugin[];
  /** How long the file's code may take to run, in milliseconds. */
  limitMs: number;
  /** Where the files it imports must lie, given what it exported (a config names the outside folders it allows). */
  inside(exported: unknown): SiteBounds;
}

/** Where a site's files must lie: its folder, and the outside folders its config (checked or not yet) allows. */
export function siteBounds(root: string, config: unknown): SiteBounds {
  const allowed = (config as UserConfig | null)?.allowedOutsidePaths;
  const folders = Array.isArray(allowed)
    ? allowed.filter((folder): folder is string => typeof folder === 'string')
    : [];
  return { root, allowedOutsidePaths: folders.map((folder) => path.resolve(root, folder)) };
}

/**
 * Compiles a JavaScript or TypeScript module, ESM or CommonJS, with esbuild and evaluates it, returning its default
 * export (or `module.exports`). `require`, `__dirname` and `import.meta.url` work as they would in the file itself.
 */
export async function importDefault(
  file: string,
  { what, exportHint, plugins = [], limitMs, inside }: ImportOptions,
): Promise<{ value: unknown; source: string; codeHash: string }> {
  const source = readRegularFile(file).toString('utf8');
  const fileUrl = pathToFileURL(file).href;
  let code: string;
  let inputs: string[];
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // For an error the code throws to be reported at its line of the file (src/site-code.ts).
      sourcemap: 'inline',
      metafile: true,
      plugins,
      // A CommonJS file in a folder whose package.json says `"type": "module"` is compiled as ESM: its
      // `module.exports` then lands in this stand-in, read when the file has no default export.
      banner: {
        js: `import { createRequire as __sitegenCreateRequire } from 'node:module'; const require = __sitegenCreateRequire(${JSON.stringify(fileUrl)}); const module = { exports: {} }; const exports = module.exports;`,
      },
      footer: { js: 'export const __sitegenModuleExports = module.exports;' },
      define: {
        __dirname: JSON.stringify(path.dirname(file)),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(fileUrl),
      },
    });
    code = result.outputFiles[0].text;
    inputs = Object.keys(result.metafile.inputs)
      .filter((name) => !name.includes(':'))
      .map((name) => path.resolve(name));
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new SitegenError(first.text, {
      // esbuild names files relative to the working folder.
      file: first.location ? path.resolve(first.location.file) : file,
      line: first.location?.line,
      hint: first.text.startsWith('Could not resolve')
        ? unresolvedHint(first.text)
        : `fix the syntax of the ${what} file`,
    });
  }
  try {
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const module = await withTimeLimit({ what: `loading the ${what}`, file, ms: limitMs }, () => import(url));
    const exported =
      module.default ??
      (Object.keys(module.__sitegenModuleExports).length > 0 ? module.__sitegenModuleExports : undefined);
    if (exported === undefined) throw new SitegenError(`the ${what} has no default export`, { file, hint: exportHint });
    // esbuild names the real paths of the files bundled: one reached through a link outside the site is refused.
    const bounds = inside(exported);
    const outside = inputs.find((input) => !isPackageFile(input) && !withinSite(input, bounds));
    if (outside) {
      throw new SitegenError(`the ${what} imports ${outside}, which is outside the site folder`, {
        file,
        hint: 'copy the file into the site instead of linking to it, or name its folder in `allowedOutsidePaths` of site.config.ts',
      });
    }
    // The compiled code holds the local modules the file imports, so its hash changes with any of them; its source
    // map, which only moves with them, is left out.
    return {
      value: plainCopy(exported),
      source,
      codeHash: fingerprint(code.slice(0, code.lastIndexOf('\n//# sourceMappingURL='))),
    };
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const thrownAt = siteCodeFrame(error);
    throw new SitegenError(`the ${what} threw while loading: ${(error as Error)?.message ?? String(error)}`, {
      file: thrownAt?.file ?? file,
      line: thrownAt?.line,
      hint: `check the code in the ${what} file`,
    });
  }
}

/**
 * The value a module exported, as plain objects and arrays read once here: a getter or a Proxy that throws does so
 * while the file loads, where it is reported as the file's mistake, and not later in whichever stage reads the key.
 * Functions and objects of other classes (a plugin made by `new`) are kept as they are.
 */
function plainCopy(value: unknown, copies = new Map<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (copies.has(value)) return copies.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (let i = 0; i < value.length; i++) copy.push(plainCopy(value[i], copies));
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = plainCopy((value as Record<string, unknown>)[key], copies);
  return copy;
}

function unresolvedHint(message: string): string {
  if (message.includes('"sitegen"'))
    return "sitegen's package is sitegen-cli: import { defineConfig } from 'sitegen-cli'";
  return 'install the package it imports (npm install), or correct the path';
}
