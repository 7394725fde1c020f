import type { ResolvedConfig } from '../config/types.js';
import type { Logger } from '../log.js';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { versionedDocsFolder } from '../config/versions.js';
import { promisify } from 'node:util';

export interface LastUpdate {
  author?: string;
  date?: Date;
}

export type GitDates = { available: true; files: Map<string, LastUpdate> } | { available: false; reason: string };

const run = promisify(execFile);

/**
 * Last author and time of every file of the content and of the released versions' folders, from one `git log`
 * pass, by path relative to the site; and of each version read from git, as its ref's history has them, by the
 * name its files go by (`v2.4.0:website/docs/intro.md`).
 */
export async function readGitDates(config: ResolvedConfig): Promise<GitDates> {
  const files = new Map<string, LastUpdate>();
  const folders = [config.contentDir, path.join(config.root, versionedDocsFolder)].filter((dir) => existsSync(dir));
  try {
    const stdout = await gitLog(config.root, ['--relative', '--', ...folders]);
    const names = config.docs.lastUpdateAuthorNames;
    collectDates(stdout, files, { prefix: '', names });
    for (const version of config.docs.versions) {
      if (version.gitRef === null) continue;
      collectDates(await gitLog(config.root, [`${version.gitRef}^{commit}`, '--', `:/${version.gitPath}`]), files, {
        prefix: `${version.gitRef}:`,
        names,
      });
    }
  } catch (error) {
    const message = (error as { stderr?: string }).stderr?.split('\n')[0] || (error as Error).message;
    return { available: false, reason: message.trim() };
  }
  return { available: true, files };
}

async function gitLog(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run(
    'git',
    ['log', '--format=%x1e%an%x1f%ae%x1f%at', '--name-only', '--no-renames', ...args],
    {
      cwd,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return stdout;
}

/**
 * Newest commits come first, so the first sighting of a file is its last update. Each author goes by the name the
 * site gives their git name or email, else by their git name.
 */
function collectDates(
  log: string,
  files: Map<string, LastUpdate>,
  { prefix, names }: { prefix: string; names: Record<string, string> },
): void {
  for (const commit of log.split('\x1e')) {
    const [header, ...paths] = commit.split('\n');
    if (!header) continue;
    const [gitName, email, seconds] = header.split('\x1f');
    const author = Object.hasOwn(names, gitName)
      ? names[gitName]
      : Object.hasOwn(names, email)
        ? names[email]
        : gitName;
    for (const file of paths) {
      if (file && !files.has(prefix + file))
        files.set(prefix + file, { author, date: new Date(Number(seconds) * 1000) });
    }
  }
}

/** Warns when git's dates are missing where they show: only the docs' "Last updated" lines miss them, the sitemap simply goes without. */
export const warnWithoutDates =
  ({ config, log }: { config: ResolvedConfig; log: Pick<Logger, 'warn'> }) =>
  (dates: GitDates): GitDates => {
    const { enabled, showLastUpdateTime, showLastUpdateAuthor } = config.docs;
    if (!dates.available && enabled && (showLastUpdateTime || showLastUpdateAuthor))
      log.warn(`no last-update dates: git history is not available (${dates.reason})`);
    return dates;
  };
