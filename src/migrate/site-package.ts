import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths.js';
import { packageManifest } from '../init/config.js';
import { packageNameFromFolder } from '../init/choices.js';
import type { MigrationNote } from './report.js';

/**
 * Packages Docusaurus 3 itself depends on, which a site's code may import without declaring them, at the versions
 * Docusaurus brings: the latest `react-router-dom` is not the one its pages were written for.
 */
const docusaurusBrought: Record<string, string> = {
  clsx: '^2.0.0',
  'react-router': '^5.3.4',
  'react-router-dom': '^5.3.4',
  'react-helmet-async': '^1.3.0',
  'react-loadable': '^5.5.2',
  'utility-types': '^3.10.0',
};

/** A version npm cannot fetch from the registry: a package of the same repository, or a folder. */
const localVersion = /^(?:workspace|file|link|portal):/;

/** A package.json as an object; null when there is none, or it does not parse. */
function readManifest(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  try {
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What the Docusaurus site's package.json files ask for, nearest first: the site's, then its parent folders'. */
function declaredVersions(site: string): Map<string, string> {
  const versions = new Map<string, string>();
  for (let folder = path.resolve(site); ; folder = path.dirname(folder)) {
    const manifest = readManifest(path.join(folder, 'package.json'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'])
      for (const [name, version] of Object.entries((manifest?.[field] as Record<string, unknown>) ?? {}))
        if (!versions.has(name) && typeof version === 'string') versions.set(name, version);
    // A repository's root is as far as its packages are declared.
    if (existsSync(path.join(folder, '.git')) || path.dirname(folder) === folder) return versions;
  }
}

/**
 * The new site's package.json: sitegen's scripts and sitegen-cli, with the packages the copied site code imports as
 * dependencies, at the versions the Docusaurus site asks for (`*` for one it uses without declaring it).
 */
export function migratedManifest(
  site: string,
  target: string,
  packages: Map<string, string>,
): { manifest: string; notes: MigrationNote[] } {
  const declared = declaredVersions(site);
  const dependencies: Record<string, string> = {};
  const notes: MigrationNote[] = [];
  for (const [name, file] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    const version = declared.get(name);
    if (version !== undefined && localVersion.test(version)) {
      notes.push({
        item: `package ${name}`,
        reason: `${file} imports it, and the Docusaurus site takes it from its own repository (${version})`,
        todo: `publish it, or copy its code into the site; then add it to package.json`,
      });
      continue;
    }
    dependencies[name] = version ?? docusaurusBrought[name] ?? '*';
    if (version === undefined)
      notes.push({
        item: `package ${name}`,
        reason: `${file} imports it, and the Docusaurus site's package.json does not name it (Docusaurus brought it)`,
        todo:
          name in docusaurusBrought
            ? `none: package.json asks for ${docusaurusBrought[name]}, the version Docusaurus 3 brings`
            : `none: package.json asks for its latest version; pin the one you want`,
      });
  }
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  // The site's `.js` files keep their module type, which decides how they import CommonJS packages' default exports.
  const type = readManifest(path.join(site, 'package.json'))?.type === 'module' ? 'module' : 'commonjs';
  const manifest = packageManifest({
    existing: { type, ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}) },
    packageName: packageNameFromFolder(target),
    version,
    reactTypes: null,
  });
  return { manifest, notes };
}

/**
 * Writes what `npm install` needs in the new site: its package.json; an `.npmrc` that leaves the packages' peer
 * dependencies out, so that their React is sitegen's (a package asking for React 18 beside sitegen's React 19 would
 * otherwise stop the install), as Yarn and Docusaurus's own packages left them to the site; `.gitignore`.
 */
export function writePackageFiles(
  source: string,
  target: string,
  packages: Map<string, string>,
): { notes: MigrationNote[]; carried: string } {
  const { manifest, notes } = migratedManifest(source, target, packages);
  writeFileSync(path.join(target, 'package.json'), manifest);
  writeFileSync(path.join(target, '.npmrc'), 'legacy-peer-deps=true\n');
  copyFileSync(path.join(packageRoot, 'starter', 'gitignore'), path.join(target, '.gitignore'));
  const names = [...packages.keys()].sort().join(', ');
  return {
    notes,
    carried: `package.json: npm run dev, build and check run sitegen; with the packages the site's code imports${names ? ` (${names})` : ''}; run npm install`,
  };
}
