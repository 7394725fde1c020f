import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from '../esbuild.js';
import { SitegenError } from '../errors.js';
import type { UserConfig } from './types.js';

export const configFileNames = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** `import { defineConfig } from 'sitegen'` inside a config resolves here, wherever the site lives. */
const sitegenShim: esbuild.Plugin = {
  name: 'sitegen-shim',
  setup(build) {
    build.onResolve({ filter: /^sitegen$/ }, () => ({ path: 'sitegen', namespace: 'sitegen-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'sitegen-shim' }, () => ({
      contents: 'export const defineConfig = (config) => config;',
      loader: 'js',
    }));
  },
};

export function findConfigFile(root: string): string | null {
  for (const name of configFileNames) {
    const file = path.join(root, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Compiles `site.config.ts` with esbuild and evaluates it, returning its default export. */
export async function loadUserConfig(file: string): Promise<{ config: unknown; source: string }> {
  const source = readFileSync(file, 'utf8');
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [sitegenShim],
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new SitegenError(first.text, {
      file: first.location?.file ?? file,
      line: first.location?.line,
      hint: 'fix the syntax of the configuration file',
    });
  }
  try {
    const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    if (module.default === undefined) {
      throw new SitegenError('the configuration has no default export', {
        file,
        hint: 'end the file with `export default defineConfig({ ... })`',
      });
    }
    return { config: module.default as UserConfig, source };
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`the configuration threw while loading: ${(error as Error).message}`, {
      file,
      hint: 'check the code in the configuration file',
    });
  }
}
