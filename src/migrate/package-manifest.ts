import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageManifest } from '../init/config.js';
import { packageRoot } from '../paths.js';
import type { MigrationNote } from './report.js';

/** Packages the Docusaurus site depends on that sitegen stands in for: Docusaurus itself, MDX, Prism and React. */
const providedPackage = /^(?:@docusaurus\/|@mdx-js\/|prism-react-renderer$|react$|react-dom$|@types\/react)/;

/**
 * The new site's package.json: the Docusaurus site's name and its dependencies that its own code may import
 * (`clsx`), with sitegen-cli and its scripts in place of Docusaurus's.
 */
export function migratedManifest(source: string): { text: string; dependencies: string[] } {
  const read = (file: string) => {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const site = read(path.join(source, 'package.json'));
  const own = site.dependencies && typeof site.dependencies === 'object' ? site.dependencies : {};
  const dependencies = Object.fromEntries(
    Object.entries(own as Record<string, unknown>).filter(
      ([name, range]) => !providedPackage.test(name) && typeof range === 'string',
    ),
  ) as Record<string, string>;
  const { version } = read(path.join(packageRoot, 'package.json')) as { version: string };
  const name = typeof site.name === 'string' ? site.name : path.basename(source).toLowerCase();
  return {
    text: packageManifest({
      existing: { name, ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}) },
      packageName: name,
      version,
      reactTypes: null,
    }),
    dependencies: Object.keys(dependencies),
  };
}

/** The packages the site's code imports (each with the first file that does), to install in the new site. */
export function packageNotes(packages: Map<string, string>, listed: string[]): MigrationNote[] {
  return [...packages].map(([name, file]) => ({
    item: `package ${name}`,
    reason: `${file} imports it`,
    todo: listed.includes(name)
      ? 'package.json lists it: run npm install in the new site'
      : `install it in the new site: npm i ${name}`,
  }));
}
