import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromProblem, toProblem, type RedirectRule } from '../config/redirects.js';
import { lineOf } from '../errors.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

const pluginNames = new Set(['@docusaurus/plugin-client-redirects', 'client-redirects']);
const plugin = '@docusaurus/plugin-client-redirects';

/** The client-redirects plugin's entries of `plugins`, and its `redirects` as sitegen's config takes them. */
export interface RedirectsPlugin {
  entries: unknown[];
  redirects: RedirectRule[];
}

/**
 * The options of `@docusaurus/plugin-client-redirects`: its `redirects` are sitegen's, each checked as sitegen checks
 * them; `createRedirects` is code, and `fromExtensions` and `toExtensions` are a `createRedirects` to write, so
 * each is noted with what to write, `createRedirects` at its line of the config file.
 */
export function redirectsPluginOf(
  source: Loose,
  { configFile, note }: { configFile: string; note: TakeNote },
): RedirectsPlugin {
  const entries = (Array.isArray(source.plugins) ? source.plugins : []).filter((entry: unknown) =>
    pluginNames.has(String(Array.isArray(entry) ? entry[0] : entry)),
  );
  const redirects: RedirectRule[] = [];
  for (const entry of entries) {
    const options: Loose = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
    for (const rule of Array.isArray(options.redirects) ? options.redirects : []) {
      const from: unknown[] = [rule?.from].flat();
      const to = rule?.to;
      const problem =
        typeof to !== 'string'
          ? 'its `to` is not a path'
          : (toProblem(to) ?? from.map((each) => (typeof each === 'string' ? fromProblem(each) : 'is not a path'))[0]);
      if (problem) {
        note(
          `redirect ${JSON.stringify(rule)} of ${plugin}`,
          `sitegen cannot make it: ${problem}`,
          'write it in `redirects` of site.config.ts with paths such as "/docs/old-name"',
        );
        continue;
      }
      redirects.push({ from: rule.from, to });
    }
    if (typeof options.createRedirects === 'function') {
      const name = path.basename(configFile);
      const line = lineOf(readFileSync(configFile, 'utf8'), /\bcreateRedirects\b/);
      note(
        `createRedirects of ${plugin} (${name}${line ? `:${line}` : ''})`,
        'it is code, and site.config.ts is written as data',
        'copy the function into site.config.ts as `createRedirects`: sitegen calls it as Docusaurus does, with each path of the site without the base URL',
      );
    }
    for (const [key, code] of extensionRedirects) {
      const extensions: unknown = options[key];
      if (!Array.isArray(extensions) || extensions.length === 0) continue;
      const dotted = extensions.map((extension) => `.${String(extension).replace(/^\./, '')}`);
      note(
        `${key} ${JSON.stringify(extensions)} of ${plugin}`,
        'sitegen makes such redirects with `createRedirects`',
        `add to site.config.ts, joined with any other createRedirects: createRedirects: ${code(JSON.stringify(dotted))}`,
      );
    }
  }
  return { entries, redirects };
}

/** The `createRedirects` each extension option of the plugin stands for, given the dotted extensions. */
const extensionRedirects: Array<[string, (extensions: string) => string]> = [
  [
    'fromExtensions',
    (extensions) => `(path) => (path.endsWith('/') ? undefined : ${extensions}.map((extension) => path + extension))`,
  ],
  [
    'toExtensions',
    (extensions) =>
      `(path) => ${extensions}.filter((extension) => path.endsWith(extension)).map((extension) => path.slice(0, -extension.length))`,
  ],
];
