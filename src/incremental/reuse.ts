import type { BuildContext } from '../context.js';
import { readGitDates, type GitDates } from '../content/git.js';
import { scanContent, type SourceFile } from '../content/scan.js';
import { loadTemplates, type Templates } from '../render/theme.js';

// What the pipeline takes from the cache instead of making it again, and leaves there for the next build.

/** The site's sources: as the cache knows them (vouched for by a watcher, or listed when the cache was opened), else listed now. */
export async function sourceFiles(ctx: BuildContext): Promise<SourceFile[]> {
  const known = ctx.cache?.knownSources;
  const files = known?.files ?? (await scanContent(ctx.config));
  if (known) known.files = files;
  return files;
}

/** Last-update dates, read once for as long as the cache lives: commits rarely happen mid-edit, and `git log` would cost every save. */
export async function gitDates(ctx: BuildContext): Promise<GitDates> {
  const dates = ctx.cache?.git ?? (await readGitDates(ctx.config.root, ctx.config.contentDir));
  if (ctx.cache) ctx.cache.git = dates;
  const { enabled, showLastUpdateTime, showLastUpdateAuthor } = ctx.config.docs;
  // Only the docs' "Last updated" lines miss the dates; the sitemap simply goes without them.
  if (!dates.available && enabled && (showLastUpdateTime || showLastUpdateAuthor)) ctx.log.warn(`no last-update dates: git history is not available (${dates.reason})`);
  return dates;
}

/** The bundled templates and pages, kept until one of their files changes (the dev server forgets them then). */
export async function bundledTemplates(ctx: BuildContext): Promise<Templates> {
  const templates = ctx.cache?.templates ?? (await loadTemplates(ctx.config));
  if (ctx.cache) ctx.cache.templates = templates;
  return templates;
}
