import { configInputs, versioningPaths } from '../config/versions.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { configFileNames } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { sidebarsFileNames } from '../config/sidebars-file.js';
import type { Logger } from '../log.js';

/** A file that was saved, added or removed: its absolute path, and chokidar's name for the event. */
export interface SourceChange {
  file: string;
  /** `change` for a save; `add`, `unlink`, `addDir` or `unlinkDir` when it came or went. */
  event: string;
}

export interface SourceWatcher {
  close(): Promise<void>;
}

/** File events closer together than this make one rebuild: editors save in several steps. */
const DEBOUNCE_MS = 20;
/** chokidar reports at most one change of a file per 50 ms and drops the others, the last save among them too. */
const CHANGE_THROTTLE_MS = 50;

/** What the dev server watches: the content, the templates, the config and sidebars, and what the config names. */
export function watchedPaths(root: string, config: ResolvedConfig | null): string[] {
  return [
    path.join(root, 'content'),
    path.join(root, 'templates'),
    ...[...configFileNames, ...sidebarsFileNames].map((name) => path.join(root, name)),
    ...versioningPaths(root),
    path.join(root, 'i18n'),
    ...(config ? configInputs(config) : []),
    ...(config ? [config.contentDir, config.templatesDir, ...config.theme.customCss] : []),
  ].filter((file, i, all) => existsSync(file) && all.indexOf(file) === i);
}

/** Watches `paths` and hands `onChanges` the files changed, once the events have stopped for a moment. */
export function watchSources(
  paths: string[],
  { log, onChanges }: { log: Logger; onChanges: (changes: SourceChange[]) => void },
): SourceWatcher {
  // Links are not followed: one that loops would be walked forever, and the build reports bad ones anyway.
  const watcher = chokidar.watch(paths, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (file) => /[\\/](node_modules|\.git)([\\/]|$)/.test(file),
  });
  /** Each file's event since the last batch; one that came or went stays so, whatever saves follow. */
  const pending = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const changed = (event: string, file: string) => {
    const changedFile = path.resolve(file);
    if (event !== 'change' || !pending.has(changedFile)) pending.set(changedFile, event);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changes = [...pending].map(([file, event]) => ({ file, event }));
      pending.clear();
      onChanges(changes);
    }, DEBOUNCE_MS);
  };

  // A folder that cannot be read, or the system's limit on watched files, costs the watching of some files, never the server.
  const watchFailures = new Set<string>();
  watcher.on('error', (error) => {
    const what = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    if (!watchFailures.has(what))
      log.warn(`some files are not watched for changes (${what}); restart sitegen dev after fixing them`);
    watchFailures.add(what);
  });
  watcher.on('all', (event, file) => {
    changed(event, file);
    // A save that came within chokidar's window after this one would go unreported: the file is looked at again
    // once the window has passed, and reported if it changed meanwhile.
    if (event !== 'change') return;
    const seen = readIfFile(file);
    const recheck = setTimeout(() => {
      const now = closed ? null : readIfFile(file);
      if (now && seen && !now.equals(seen)) changed('change', file);
    }, CHANGE_THROTTLE_MS + DEBOUNCE_MS);
    recheck.unref();
  });

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

/** A file's bytes, or null when it cannot be read (gone, or a folder). */
function readIfFile(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
