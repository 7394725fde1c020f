import path from 'node:path';
import type { DocsOptions, VersionOptions } from '../config/types.js';
import { versionedDocsFolder, versionedSidebarsFolder, versionsFileName } from '../config/versions.js';
import { readSiteFile } from '../paths.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

export type VersionSettings = Pick<
  DocsOptions,
  'lastVersion' | 'onlyIncludeVersions' | 'includeCurrentVersion' | 'versions'
>;

/** A file or folder of the docs' versions: where Docusaurus keeps it, and its name beside `site.config.ts`. */
export interface VersioningFile {
  what: string;
  from: string;
  to: string;
}

/** Where Docusaurus keeps a docs plugin instance's versions: its id names them, unless it is the default one. */
export function versioningFilesOf(pluginId: string | undefined): VersioningFile[] {
  const prefix = prefixOf(pluginId);
  return [
    { what: "the docs' versions", to: versionsFileName },
    { what: 'the docs of each version', to: versionedDocsFolder },
    { what: 'the sidebars of each version', to: versionedSidebarsFolder },
  ].map((file) => ({ ...file, from: `${prefix}${file.to}` }));
}

const prefixOf = (pluginId: string | undefined) =>
  pluginId === undefined || pluginId === 'default' ? '' : `${pluginId}_`;

/**
 * The folder of the version published at the docs' own route, as the build will choose it, that route, and the
 * sidebars file of a released version: what a link to a doc by its id, or to a sidebar, leads to. A `versions.json` that cannot be read counts as none; the build names its mistake.
 */
export function lastVersionOf(
  settings: VersionSettings,
  {
    siteDir,
    pluginId,
    docsPath,
    docsRoute,
  }: { siteDir: string; pluginId: string | undefined; docsPath: string; docsRoute: string },
): { folder: string; routeBasePath: string; versionedSidebars: string | null } {
  let released: string[] = [];
  try {
    const names: unknown = JSON.parse(
      readSiteFile(path.join(siteDir, `${prefixOf(pluginId)}${versionsFileName}`), { root: siteDir }).toString('utf8'),
    );
    if (Array.isArray(names)) released = names.filter((name) => typeof name === 'string');
  } catch {
    released = [];
  }
  const built = [...(settings.includeCurrentVersion === false ? [] : ['current']), ...released].filter(
    (name) => settings.onlyIncludeVersions?.includes(name) ?? true,
  );
  const last = settings.lastVersion ?? built.find((name) => name !== 'current') ?? 'current';
  const own = settings.versions?.[last]?.path?.replace(/^\/+|\/+$/g, '') ?? '';
  return {
    folder:
      last === 'current'
        ? path.join(siteDir, docsPath)
        : path.join(siteDir, `${prefixOf(pluginId)}${versionedDocsFolder}`, `version-${last}`),
    routeBasePath: own === '' ? docsRoute : `${docsRoute}/${own}`,
    versionedSidebars:
      last === 'current'
        ? null
        : path.join(siteDir, `${prefixOf(pluginId)}${versionedSidebarsFolder}`, `version-${last}-sidebars.json`),
  };
}

/** The docs plugin options that say something of versions, for the notes of an instance sitegen does not build. */
export const versionOptionNames = [
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'versions',
  'disableVersioning',
] as const;

const text = { valid: (value: unknown) => typeof value === 'string', expected: 'a string' };
const flag = { valid: (value: unknown) => typeof value === 'boolean', expected: 'true or false' };
const banners = ['none', 'unreleased', 'unmaintained'];

/** The settings of a version Docusaurus and sitegen share (`gitRef` is sitegen's own). */
const versionKeys: Record<string, { valid: (value: unknown) => boolean; expected: string }> = {
  label: text,
  path: text,
  banner: { valid: (value) => banners.includes(value as string), expected: banners.join(', ') },
  badge: flag,
  noIndex: flag,
  className: text,
};

/** The docs plugin's version options as sitegen's `docs` takes them; what has no place there is noted. */
export function versionSettingsOf(docs: Loose, note: TakeNote): VersionSettings {
  const settings: VersionSettings = {};
  const unusable = (key: string, value: unknown, expected: string) =>
    note(
      `docs.${key}`,
      `${JSON.stringify(value) ?? String(value)} is not ${expected}`,
      `set docs.${key} in site.config.ts (docs/configuration.md)`,
    );
  if (typeof docs.lastVersion === 'string') settings.lastVersion = docs.lastVersion;
  else if (docs.lastVersion !== undefined) unusable('lastVersion', docs.lastVersion, 'a version name');
  const only = docs.onlyIncludeVersions;
  if (Array.isArray(only) && only.every((name) => typeof name === 'string')) settings.onlyIncludeVersions = only;
  else if (only !== undefined) unusable('onlyIncludeVersions', only, 'a list of version names');
  if (typeof docs.includeCurrentVersion === 'boolean') settings.includeCurrentVersion = docs.includeCurrentVersion;
  else if (docs.includeCurrentVersion !== undefined)
    unusable('includeCurrentVersion', docs.includeCurrentVersion, 'true or false');
  if (docs.disableVersioning === true) {
    // Docusaurus then builds the docs folder alone, at the docs' own route: what building only `current` does.
    settings.onlyIncludeVersions = ['current'];
    note(
      'docs.disableVersioning',
      'sitegen has no such option; it became docs.onlyIncludeVersions: ["current"], which builds the docs folder alone, as it did',
      'nothing, unless the released versions are wanted back: then remove onlyIncludeVersions from site.config.ts',
    );
  }
  const versions = docs.versions;
  if (typeof versions === 'object' && versions !== null && !Array.isArray(versions)) {
    settings.versions = {};
    for (const [name, given] of Object.entries(versions as Loose)) {
      const version: Record<string, unknown> = {};
      for (const [key, value] of Object.entries((given ?? {}) as Loose)) {
        const known = Object.hasOwn(versionKeys, key) ? versionKeys[key] : null;
        if (known?.valid(value)) version[key] = value;
        else if (known) unusable(`versions.${name}.${key}`, value, known.expected);
        else
          note(
            `docs.versions.${name}.${key}`,
            'sitegen has no such setting of a version; the version came over without it',
            'see docs.versions in docs/configuration.md for the settings a version takes',
          );
      }
      settings.versions[name] = version as VersionOptions;
    }
  } else if (versions !== undefined) unusable('versions', versions, 'an object of version settings by name');
  if (docs.editCurrentVersion === true)
    note(
      'docs.editCurrentVersion',
      "sitegen's edit links of a released version lead to its own file in versioned_docs/",
      'nothing: readers edit the version they read; a change meant for the coming version goes in docs/',
    );
  return settings;
}
