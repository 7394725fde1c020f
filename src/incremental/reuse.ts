import type { BuildContext } from '../context.js';
import type { BuildCache } from './cache.js';
import { readGitDates, type GitDates } from '../content/git.js';
import { scanContent, type SourceFile } from '../content/scan.js';
import { loadTemplates, type Templates } from '../render/theme.js';

// What the pipeline takes from the cache instead of making it again, and leaves there for the next build.

/** The site's sources: as the cache knows them (vouched for by a watcher, or listed when the cache was opened), else listed now. */
export async function sourceFiles(ctx: BuildContext): Promise<SourceFile[]> {
  const known = ctx.cache?.inMemory.knownSources;
  const files = known?.files ?? (await scanContent(ctx.config));
  if (known) known.files = files;
  return files;
}

/** Last-update dates, read once for as long as the cache lives: commits rarely happen mid-edit, and `git log` would cost every save. */
export async function gitDates(ctx: BuildContext): Promise<GitDates> {
  const dates = ctx.cache?.inMemory.git ?? (await readGitDates(ctx.config.root, ctx.config.contentDir));
  if (ctx.cache) ctx.cache.inMemory.git = dates;
  const { enabled, showLastUpdateTime, showLastUpdateAuthor } = ctx.config.docs;
  // Only the docs' "Last updated" lines miss the dates; the sitemap simply goes without them.
  if (!dates.available && enabled && (showLastUpdateTime || showLastUpdateAuthor))
    ctx.log.warn(`no last-update dates: git history is not available (${dates.reason})`);
  return dates;
}

/** The bundled templates and pages, kept until one of their files changes (the dev server forgets them then). */
export async function bundledTemplates(ctx: BuildContext): Promise<Templates> {
  const templates = ctx.cache?.inMemory.templates ?? (await loadTemplates(ctx.config));
  if (ctx.cache) ctx.cache.inMemory.templates = templates;
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
