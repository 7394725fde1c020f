import type { ResolvedConfig } from '../config/types.js';
import type { BuildCache } from './cache.js';
import { readGitDates, type GitDates } from '../content/git.js';
import { scanContent, type SourceFile } from '../content/scan.js';
import { loadTemplates, type Templates } from '../render/theme.js';

// What the pipeline takes from the cache instead of making it again, and leaves there for the next build.

/** The site's sources: as the cache knows them (vouched for by a watcher, or listed when the cache was opened), else listed now. */
export async function sourceFilesReusing(config: ResolvedConfig, cache: BuildCache | null): Promise<SourceFile[]> {
  const known = cache?.inMemory.knownSources;
  const files = known?.files ?? (await scanContent(config));
  if (known) known.files = files;
  return files;
}

/** Last-update dates, read once for as long as the cache lives: commits rarely happen mid-edit, and `git log` would cost every save. */
export async function gitDatesReusing(config: ResolvedConfig, cache: BuildCache | null): Promise<GitDates> {
  const dates = cache?.inMemory.git ?? (await readGitDates(config));
  if (cache) cache.inMemory.git = dates;
  return dates;
}

/** The bundled templates and pages, kept until one of their files changes (the dev server forgets them then). */
export async function templatesReusing(config: ResolvedConfig, cache: BuildCache | null): Promise<Templates> {
  const templates = cache?.inMemory.templates ?? (await loadTemplates(config));
  if (cache) cache.inMemory.templates = templates;
  return templates;
}

/** Forgets what a watcher no longer vouches for once `file` was changed, added or removed (chokidar's `event`). */
export function sourceChanged(cache: BuildCache, { file, event }: { file: string; event: string }): void {
  const known = cache.inMemory.knownSources;
  known?.identified.delete(file);
  // A file that came or went changes the list of sources.
  if (known && event !== 'change') known.files = null;
}

/** Forgets the bundled templates, once one of their files changed. */
export function templatesChanged(cache: BuildCache): void {
  cache.inMemory.templates = null;
}
