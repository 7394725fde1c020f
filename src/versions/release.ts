import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/resolve.js';
import {
  readVersionNames,
  versionFolder,
  versionSidebarsFile,
  versionsFileName,
  versionNamed,
  versionNameHint,
  versionNameProblem,
} from '../config/versions.js';
import { SitegenError } from '../errors.js';
import { listFiles, relativePosix, writeAtomically } from '../paths.js';

export interface ReleasedDocs {
  /** The files copied into the version's folder. */
  files: number;
  folder: string;
  /** The version's sidebars file, or null when the docs have no sidebar. */
  sidebarsFile: string | null;
  /** `versions.json` as it now is, newest first. */
  versions: string[];
}

/**
 * `sitegen docs:version <name>`, as Docusaurus's command: the docs folder is copied to
 * `versioned_docs/version-<name>/`, its sidebars written to `versioned_sidebars/`, and the name put first in
 * `versions.json`. The copy is made beside and renamed into place, so a failure leaves no half of a version.
 */
export async function releaseDocsVersion(root: string, name: string): Promise<ReleasedDocs> {
  const config = await loadConfig(root);
  const site = path.resolve(root);
  assertVersionName(name);
  const versions = readVersionNames(site, config);
  const folder = versionFolder(site, name);
  if (versions.includes(name) || existsSync(folder))
    throw new SitegenError(`the docs already have a version named "${name}"`, {
      file: versions.includes(name) ? path.join(site, versionsFileName) : folder,
      hint: 'choose another name, or remove the version first',
    });
  if (!config.docs.versions.some((version) => version.name === 'current'))
    throw new SitegenError(
      'the docs folder is not built (`docs.includeCurrentVersion` is false): there is nothing to copy',
      {
        file: config.configFile ?? undefined,
        hint: 'set `docs.includeCurrentVersion` to true to release the docs folder',
      },
    );
  const current = versionNamed(config, 'current');
  const files = existsSync(current.dir) ? listFiles(current.dir, config) : [];
  if (files.length === 0)
    throw new SitegenError(`the docs folder ${relativePosix(site, current.dir)} holds no files to release`, {
      hint: 'write the docs first',
    });

  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    for (const file of files) {
      const to = path.join(partial, file);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(path.join(current.dir, file), to);
    }
    const hasSidebars = Object.keys(current.sidebars).length > 0;
    const sidebarsFile = hasSidebars ? versionSidebarsFile(site, name) : null;
    if (sidebarsFile) writeAtomically(sidebarsFile, JSON.stringify(current.sidebars, null, 2) + '\n');
    renameSync(partial, folder);
    const now = [name, ...versions];
    writeAtomically(path.join(site, versionsFileName), JSON.stringify(now, null, 2) + '\n');
    return { files: files.length, folder, sidebarsFile, versions: now };
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** A name `versions.json` could not hold is refused before anything is written. */
function assertVersionName(name: string): void {
  const problem = versionNameProblem(name);
  if (problem) throw new SitegenError(`the version name "${name}" ${problem}`, { hint: versionNameHint });
}
