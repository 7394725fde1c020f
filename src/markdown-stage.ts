import type { GitDates } from './content/git.js';
import { identifySources, type IdentifiedSources } from './content/identify.js';
import { pagesFromMarkdown } from './content/markdown-pages.js';
import type { Page } from './content/page.js';
import type { SourceFile } from './content/scan.js';
import { failureAwaitedLater } from './errors.js';
import type { BuildCache } from './incremental/cache.js';
import { pagesFromMarkdownReusing } from './incremental/markdown.js';
import type { SiteContext } from './plugins/types.js';
import type { BuildRun } from './tasks/run.js';

/** How many of a locale's pages show the default locale's text, not being translated yet. */
export function untranslatedNote(pages: Page[]): string {
  const count = pages.filter((page) => page.source.untranslated).length;
  return count > 0 ? `, ${count} not translated yet` : '';
}

/**
 * The markdown stage: identifies the sources, then renders those that changed (all of them without a cache). A
 * whole site renders every page: the workers load Markdown, shiki and React while the sources are read.
 */
export async function markdown(
  files: SourceFile[],
  git: GitDates,
  ctx: SiteContext,
  { run, cache }: { run: BuildRun; cache: BuildCache | null },
): Promise<Page[]> {
  const wholeSite = ctx.mode === 'build' && !cache?.pages.size;
  const workersStarting = wholeSite ? failureAwaitedLater(run.startWorkers(files.length)) : null;
  const known = cache?.inMemory.knownSources?.identified;
  let sources: IdentifiedSources;
  try {
    sources = await identifySources(files, git, ctx, { known, hashTexts: cache !== null });
  } finally {
    // A failure to start the workers comes before the sources' errors.
    await workersStarting;
  }
  if (known) for (const page of sources.all) known.set(page.source.file, page);
  const storingBodies = wholeSite && cache?.disk ? run.markdownStoringBodies(cache.disk.location) : undefined;
  const pages = cache
    ? await pagesFromMarkdownReusing(sources, ctx, { cache, threads: run.markdown, wholeSite, storingBodies })
    : await pagesFromMarkdown(sources.published, sources.lookups, ctx, { threads: run.markdown, wholeSite });
  for (const page of pages) for (const warning of page.warnings) ctx.log.warn(warning);
  return pages;
}
