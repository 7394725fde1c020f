import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { importDefault } from '../config/load.js';
import { SitegenError } from '../errors.js';
import { withTimeLimit } from '../limits/time-limit.js';
import type { Plugin } from '../esbuild.js';

/** A value of the Docusaurus config, whose shape nothing has checked. */
export type Loose = Record<string, any>;

export const docusaurusConfigNames = [
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
];

export interface LoadedDocusaurusConfig {
  file: string;
  config: Record<string, unknown>;
  /** The packages the config imports, which were stood in for rather than loaded. */
  stubbed: string[];
}

/**
 * Loads a Docusaurus config as Docusaurus would, without Docusaurus: compiled with esbuild, every package it imports
 * (`@docusaurus/*`, `prism-react-renderer`…) replaced by a stand-in that accepts any use, a function-form config
 * (`async function createConfig()`) called, and an exported promise (`export default createConfig()`) awaited.
 */
export async function loadDocusaurusConfig(
  siteDir: string,
  limitMs: number,
  configFile?: string,
): Promise<LoadedDocusaurusConfig> {
  const file =
    configFile ??
    docusaurusConfigNames.map((name) => path.join(siteDir, name)).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new SitegenError(`no docusaurus.config.js in ${siteDir}`, {
      hint: `--from names the Docusaurus site's folder, the one holding ${docusaurusConfigNames.slice(0, 4).join(', ')}`,
    });
  }
  const stubbed = new Set<string>();
  const { value } = await importDefault(file, {
    what: 'Docusaurus configuration',
    exportHint: 'the file must export its config, as Docusaurus requires',
    plugins: [packageStandIns(stubbed)],
    limitMs,
    inside: () => ({ root: path.dirname(file) }),
  });
  let config: unknown;
  try {
    // Docusaurus awaits what the file exports: a config, a function making one, or the promise of one.
    config =
      typeof value === 'function' || value instanceof Promise
        ? await withTimeLimit({ what: 'making the Docusaurus configuration', file, ms: limitMs }, () =>
            typeof value === 'function' ? value() : value,
          )
        : value;
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`the Docusaurus configuration threw while loading: ${(error as Error).message}`, {
      file,
      hint: 'check the code of its config function',
    });
  }
  if (typeof config !== 'object' || config === null)
    throw new SitegenError('the Docusaurus configuration does not export an object', {
      file,
      hint: 'export the config object, or a function returning it',
    });
  return { file, config: config as Record<string, unknown>, stubbed: [...stubbed].sort() };
}

/** Bare imports other than Node's own become stand-ins: the site's node_modules may be missing, and its packages need a browser. */
function packageStandIns(stubbed: Set<string>): Plugin {
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  return {
    name: 'docusaurus-stand-ins',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (builtins.has(args.path) || path.isAbsolute(args.path)) return undefined;
        stubbed.add(packageName(args.path));
        return { path: args.path, namespace: 'stand-in' };
      });
      build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({ contents: standIn(args.path), loader: 'js' }));
      // `plugins: [require.resolve('docusaurus-lunr-search')]` names a package that need not be installed: its name
      // stands for the path it would resolve to, and the plugin's note names it.
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const code = readFileSync(args.path, 'utf8');
        const named = code.replace(/require\.resolve\(\s*(['"])([^'"]+)\1\s*\)/g, (call, quote, name: string) => {
          if (!name.startsWith('.')) return builtins.has(name) ? call : JSON.stringify(name);
          // A file the config names that the site lacks (`./sidebars.js` of a template) is its path, as if it were there.
          const file = path.resolve(path.dirname(args.path), name);
          return existsSync(file) ? call : JSON.stringify(file);
        });
        return named === code ? undefined : { contents: named, loader: loaderOf(args.path) };
      });
    },
  };
}

/**
 * A CommonJS module whose every property and call gives another stand-in, so `themes.github` or `require('x')()`
 * work. Its prototype answers too: esbuild's ESM interop copies a module onto an object inheriting from it.
 */
function standIn(name: string): string {
  return `const member = (name, key) => (key === 'then' || key === '__esModule' ? undefined : key === Symbol.toPrimitive || key === 'toString' ? () => name : make(name + '.' + String(key)));
const make = (name) => new Proxy(function () {}, {
  get: (target, key) => member(name, key),
  getPrototypeOf: () => new Proxy({}, { get: (target, key) => member(name, key) }),
  apply: () => make(name + '()'),
  construct: () => make('new ' + name),
});
module.exports = make(${JSON.stringify(name)});`;
}

/** The package a bare import names: `@docusaurus/preset-classic/lib` → `@docusaurus/preset-classic`. */
function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** esbuild's loader for a file of the config: `.ts`, `.mts` and `.cts` are TypeScript. */
function loaderOf(file: string): 'ts' | 'js' {
  return /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
}
