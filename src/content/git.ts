import type { ResolvedConfig } from '../config/types.js';
import type { Logger } from '../log.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LastUpdate {
  author?: string;
  date?: Date;
}

export type GitDates = { available: true; files: Map<string, LastUpdate> } | { available: false; reason: string };

const run = promisify(execFile);

/** Last author and time of every file under `dir`, from one `git log` pass; paths relative to `root`. */
export async function readGitDates(root: string, dir: string): Promise<GitDates> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'git',
      ['log', '--format=%x1e%an%x1f%at', '--name-only', '--relative', '--no-renames', '--', dir],
      {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
      },
    ));
  } catch (error) {
    const message = (error as { stderr?: string }).stderr?.split('\n')[0] || (error as Error).message;
    return { available: false, reason: message.trim() };
  }
  const files = new Map<string, LastUpdate>();
  // Newest commits come first, so the first sighting of a file is its last update.
  for (const commit of stdout.split('\x1e')) {
    const [header, ...paths] = commit.split('\n');
    if (!header) continue;
    const [author, seconds] = header.split('\x1f');
    for (const file of paths) {
      if (file && !files.has(file)) files.set(file, { author, date: new Date(Number(seconds) * 1000) });
    }
  }
  return { available: true, files };
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
