import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { readSiteFile, type SiteBounds } from '../paths.js';
import { validate } from '../schema.js';
import { siteBounds } from './load.js';
import type { KeyFailure } from './key-lines.js';
import { sidebarsSchema } from './sidebars-schema.js';
import type { DocsOptions, DocsVersion, ResolvedConfig, Sidebars, UserConfig, VersionOptions } from './types.js';

/** The files of Docusaurus's versioning, beside the site's config. */
export const versionsFileName = 'versions.json';
export const versionedDocsFolder = 'versioned_docs';
export const versionedSidebarsFolder = 'versioned_sidebars';

/** What the docs' versions are read from besides the config, for the dev server to watch. */
export const versioningPaths = (root: string) =>
  [versionsFileName, versionedDocsFolder, versionedSidebarsFolder].map((name) => path.join(root, name));

/** Files and folders whose change means loading the config again: the config, its sidebars, the versions. */
export function configInputs(config: ResolvedConfig): string[] {
  return [
    ...(config.configFile ? [config.configFile] : []),
    path.join(config.root, versionsFileName),
    path.join(config.root, versionedSidebarsFolder),
    ...config.docs.versions.flatMap((version) => (version.sidebarsFile ? [version.sidebarsFile] : [])),
  ];
}

/** The folder a released version's docs are copied to, and the file its sidebars are. */
export const versionFolder = (root: string, name: string) => path.join(root, versionedDocsFolder, `version-${name}`);
export const versionSidebarsFile = (root: string, name: string) =>
  path.join(root, versionedSidebarsFolder, `version-${name}-sidebars.json`);

/** What a released version is made of, before the config's choices apply. */
export interface ReleasedVersion {
  name: string;
  /** Its sidebars, or null when it has no sidebars file (it then has no sidebar, as in Docusaurus). */
  sidebars: Sidebars | null;
  sidebarsFile: string | null;
}

/** The names in `versions.json`, newest first; none when the site has no such file. */
export function readVersionNames(root: string, site: SiteBounds): string[] {
  const file = path.join(root, versionsFileName);
  if (!existsSync(file)) return [];
  const names = readJson(file, site, 'write a list of version names, newest first: ["2.x", "1.x"]');
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || name.trim() === '')) {
    throw new SitegenError('must hold a list of version names, each a string', {
      file,
      hint: 'write a list of version names, newest first: ["2.x", "1.x"]',
    });
  }
  for (const name of names as string[]) {
    const problem = versionNameProblem(name);
    if (problem) throw new SitegenError(`the version name "${name}" ${problem}`, { file, hint: versionNameHint });
    if (names.indexOf(name) !== names.lastIndexOf(name))
      throw new SitegenError(`the version "${name}" is listed twice`, { file, hint: 'list each version once' });
  }
  return names as string[];
}

/** What makes a version's name unusable, as Docusaurus rules: it must be a folder name and an address's segment. */
export function versionNameProblem(name: string): string | null {
  if (name.trim() === '') return 'is empty';
  if (name === 'current') return 'is the name of the docs folder itself';
  if (/[\\/]/.test(name)) return 'holds a slash';
  if (name === '.' || name === '..') return 'is `.` or `..`';
  if (/[<>:"|?*\u0000-\u001f]/.test(name)) return 'holds a character a file name cannot have';
  return name.length > 32 ? 'is longer than 32 characters' : null;
}

export const versionNameHint = 'name versions as releases are named, such as 2.0 or 1.x';

/** The versions of `versions.json` with their sidebars, unless the docs are off. */
export function readReleasedVersions(config: UserConfig, root: string): ReleasedVersion[] {
  if (config.docs === false) return [];
  const site = siteBounds(root, config);
  return readVersionNames(root, site).map((name) => readVersionSidebars(root, name, site));
}

/** A released version's sidebars, from `versioned_sidebars/version-<name>-sidebars.json` when it has one. */
export function readVersionSidebars(root: string, name: string, site: SiteBounds): ReleasedVersion {
  const file = versionSidebarsFile(root, name);
  if (!existsSync(file)) return { name, sidebars: null, sidebarsFile: null };
  const sidebars = readJson(file, site, 'write the sidebars as JSON, as `sitegen docs:version` does');
  const issues = validate(sidebars, sidebarsSchema);
  if (issues.length > 0) {
    throw new SitegenError(`sidebar item \`${issues[0].path}\` ${issues[0].message}`, { file, hint: issues[0].hint });
  }
  return { name, sidebars: sidebars as Sidebars, sidebarsFile: file };
}

function readJson(file: string, site: SiteBounds, hint: string): unknown {
  const text = readSiteFile(file, site).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
    throw new SitegenError(`is not valid JSON: ${(error as Error).message}`, { file, line, hint });
  }
}

export interface VersionInputs {
  root: string;
  /** The docs folder: the version `current`. */
  currentDir: string;
  contentDir: string;
  /** The docs' route, `/docs`. */
  routeBasePath: string;
  /** The current version's sidebars and where they come from. */
  current: { sidebars: Sidebars; sidebarsFile: string | null };
  released: ReleasedVersion[];
}

/**
 * Every version the site builds, newest first, with Docusaurus's defaults: the last version at the docs' own route,
 * the current docs at `next` once versions exist, banners on those newer and older than the last, badges when
 * there are several.
 */
export function resolveVersions(docs: DocsOptions, inputs: VersionInputs, fail: KeyFailure): DocsVersion[] {
  const options = docs.versions ?? {};
  const fromGit = Object.entries(options).filter(
    ([name, version]) =>
      name !== 'current' && version.gitRef !== undefined && !inputs.released.some((r) => r.name === name),
  );
  const released = [
    ...inputs.released,
    ...fromGit.map(([name]): ReleasedVersion => ({ name, sidebars: null, sidebarsFile: null })),
  ];
  const includeCurrent = docs.includeCurrentVersion ?? true;
  const all = [...(includeCurrent ? ['current'] : []), ...released.map((version) => version.name)];
  if (all.length === 0)
    fail('docs.includeCurrentVersion', 'is false, and the site has no other version of its docs', {
      hint: 'set it to true, or release a version with `sitegen docs:version <name>`',
    });
  for (const [name] of fromGit) {
    const problem = versionNameProblem(name);
    if (problem)
      fail(`docs.versions.${name}`, `names the version "${name}", whose name ${problem}`, { hint: versionNameHint });
  }
  for (const name of Object.keys(options)) {
    if (name !== 'current' && !released.some((version) => version.name === name))
      fail(`docs.versions.${name}`, `names a version the site does not have`, {
        hint: `the versions are ${all.join(', ')}; a version read from git needs its \`gitRef\``,
      });
    if (name === 'current' && options[name].gitRef !== undefined)
      fail(`docs.versions.current.gitRef`, 'cannot be given: `current` is the docs folder', {
        hint: 'give the git version a name of its own',
      });
  }
  const included = docs.onlyIncludeVersions ?? all;
  for (const name of included)
    if (!all.includes(name))
      fail('docs.onlyIncludeVersions', `names "${name}", which is not a version of the site`, {
        hint: `the versions are ${all.join(', ')}`,
      });
  const names = all.filter((name) => included.includes(name));
  if (names.length === 0)
    fail('docs.onlyIncludeVersions', 'leaves no version to build', { hint: 'name at least one version' });
  const last = docs.lastVersion ?? names.find((name) => name !== 'current') ?? names[0];
  if (!names.includes(last))
    fail('docs.lastVersion', `names "${last}", which is not a version the site builds`, {
      hint: `choose one of ${names.join(', ')}`,
    });
  const single = names.length === 1;
  return names.map((name): DocsVersion => {
    const own: VersionOptions = options[name] ?? {};
    const release = released.find((version) => version.name === name);
    const isLast = name === last;
    const path = own.path ?? (isLast ? '' : name === 'current' ? 'next' : name);
    const sidebars = release
      ? { sidebars: release.sidebars ?? {}, sidebarsFile: release.sidebarsFile }
      : inputs.current;
    return {
      name,
      label: own.label ?? (name === 'current' ? (docs.versionLabel ?? 'Next') : name),
      routeBasePath: joinRoute(inputs.routeBasePath, path),
      dir: release ? versionFolder(inputs.root, name) : inputs.currentDir,
      gitRef: own.gitRef ?? null,
      gitPath: null,
      editRoot: release ? inputs.root : inputs.contentDir,
      ...sidebars,
      banner: own.banner ?? defaultBanner(name, { names, last, single }),
      // A lone version shows its badge when the config names it, as `versionLabel` always did.
      badge: own.badge ?? (!single || (name === 'current' && docs.versionLabel !== undefined)),
      noIndex: own.noIndex ?? false,
      className: own.className ?? `docs-version-${name}`,
      last: isLast,
      translations: {},
    };
  });
}

/** Docusaurus's rule: versions newer than the last are unreleased, older ones unmaintained. */
function defaultBanner(
  name: string,
  { names, last, single }: { names: string[]; last: string; single: boolean },
): DocsVersion['banner'] {
  if (single || name === last) return 'none';
  if (name === 'current') return 'unreleased';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
}

function joinRoute(base: string, sub: string): string {
  const joined = `${base.replace(/\/$/, '')}/${sub.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  return joined === '' ? '/' : joined;
}

/** The version of the docs a doc belongs to, by its name (`current` when it has none). */
export function versionNamed(config: ResolvedConfig, name = 'current'): DocsVersion {
  const version = config.docs.versions.find((candidate) => candidate.name === name);
  if (!version) throw new Error(`no docs version named ${name}`);
  return version;
}
