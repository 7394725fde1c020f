import type { ResolvedConfig } from '../config/types.js';
import { failureAwaitedLater } from '../errors.js';
import { fingerprint } from '../fingerprint.js';
import type { GitDates } from '../content/git.js';
import {
  identifyPages,
  pageLookups,
  published,
  readBody,
  renderMarkdown,
  startWorkers,
  withWarningsLogged,
} from '../content/load.js';
import type { IdentifiedPage, Page, PageLookups } from '../content/page.js';
import { attachmentOf } from '../content/render-page.js';
import type { SourceFile } from '../content/scan.js';
import { hashFile, type ModuleDependency } from '../mdx/render.js';
import type { StageContext } from '../stage-context.js';
import type { BuildCache, DiskStore } from './cache.js';
import { cacheFileNumber } from './persist.js';
import { settledStamp } from './sources.js';

/**
 * Every source as a Page. With a cache, sources known unchanged are not read again, and only pages whose inputs
 * changed are rendered; the others are the cache's.
 */
export async function loadPages(files: SourceFile[], git: GitDates, ctx: StageContext): Promise<Page[]> {
  const { cache } = ctx;
  const wholeSite = ctx.mode === 'build' && !cache?.pages.size;
  // A whole site renders every page: the workers load Markdown, shiki and React while the sources are read.
  const workersStarting = wholeSite ? failureAwaitedLater(startWorkers(ctx.run.workers, files.length)) : null;
  const known = cache?.inMemory.knownSources?.identified;
  let sources: IdentifiedPage[];
  try {
    sources = identifyPages(files, ctx, { known, hashTexts: cache !== undefined });
  } finally {
    // A failure to start the workers comes before the sources' errors.
    await workersStarting;
  }
  if (known) for (const page of sources) known.set(page.source.file, page);
  const identified = sources.filter(published(ctx));
  const lookups = await pageLookups(identified, git, ctx);
  const pages = cache
    ? await reusingPages(identified, { lookups, wholeSite, cache }, ctx)
    : await renderMarkdown(identified, lookups, ctx, { wholeSite });
  return withWarningsLogged(pages, ctx);
}

interface ReusingOptions {
  lookups: PageLookups;
  wholeSite: boolean;
  cache: BuildCache;
}

/** The pages, rendering only those whose key changed, and the cache updated with them. */
async function reusingPages(
  identified: IdentifiedPage[],
  { lookups, wholeSite, cache }: ReusingOptions,
  ctx: StageContext,
): Promise<Page[]> {
  const markdownKey = cacheKeyFor(lookups, ctx.config);
  // An MDX page's key covers the files its module imports, so that an edit to a component renders it, and its route, again.
  const cacheKey = (page: IdentifiedPage, dependencies: ModuleDependency[]) =>
    dependencies.length > 0 ? fingerprint(markdownKey(page), JSON.stringify(dependencies)) : markdownKey(page);
  const cached = cache.pages;
  const stale = identified.filter((page) => {
    const hit = cached.get(page.source.file);
    return (
      !hit ||
      hit.key !==
        cacheKey(
          page,
          hit.page.dependencies.map(({ file }) => ({ file, hash: hashFile(file) })),
        ) ||
      !hit.page.attachments.every((a) => attachmentOf(a.from, ctx.config)?.path === a.path)
    );
  });
  // The sources read in this build are stamped, for the next build to know them unchanged without reading them;
  // those a rebuild identified from their cached pages keep their stamps unless they render. A page rendering is
  // stamped as it comes back, while this thread waits on the workers.
  const { disk } = cache;
  const stamps = new Map<string, string | undefined>();
  const stamp = disk ? (file: string) => void stamps.set(file, settledStamp(file, disk.startedAt)) : () => {};
  const staleSet = new Set(stale);
  for (const page of identified) if (!page.bodyUnread && !staleSet.has(page)) stamp(page.source.file);
  for (const page of stale) readBody(page);
  // A whole site's pages keep their bodies in the workers, which store them in the cache a file at a time.
  const bodyStore = (wholeSite && disk) || null;
  const groupOf = bodyStore ? (page: IdentifiedPage) => cacheFileNumber(page.source.file) : undefined;
  const workerTask = bodyStore
    ? { name: 'markdown, storing bodies' as const, shared: { store: bodyStore.location } }
    : undefined;
  const rendered = await renderMarkdown(stale, lookups, ctx, {
    wholeSite,
    workerTask,
    groupOf,
    onRendered: (page) => stamp(page.source.file),
  });
  if (bodyStore) await storeBodiesFromWorkers(bodyStore, ctx);
  const present = new Set(identified.map((page) => page.source.file));
  for (const file of cached.keys()) if (!present.has(file)) cached.delete(file);
  cache.replaced = new Map();
  stale.forEach((page, i) => {
    const before = cached.get(page.source.file);
    if (before) cache.replaced!.set(page.source.file, before);
    cached.set(page.source.file, {
      key: cacheKey(page, rendered[i].dependencies),
      page: rendered[i],
      textHash: page.textHash,
      stamp: stamps.get(page.source.file),
    });
  });
  // A file read again though its page is still good (touched, or changed too close to the last build) gets its new stamp.
  for (const page of identified) {
    const entry = cached.get(page.source.file)!;
    const now = stamps.get(page.source.file);
    if (!staleSet.has(page) && stamps.has(page.source.file) && entry.stamp !== now)
      cached.set(page.source.file, { ...entry, textHash: page.textHash, stamp: now });
  }
  return identified.map((page) => cached.get(page.source.file)!.page);
}

/** Has the workers store the bodies of the pages they hold in the cache; a cache that cannot be written is only a warning. */
async function storeBodiesFromWorkers({ location: store, storedFiles }: DiskStore, ctx: StageContext): Promise<void> {
  const pool = ctx.run.workers;
  try {
    // One item per worker: each stores its last file and answers with all it stored.
    const stored = await pool.map('bodies', pool.started(), { store }, { workerOf: (w) => w, startedOnly: true });
    for (const [n, files] of (stored ?? []).flat()) storedFiles.set(n, files);
  } catch (error) {
    ctx.log.warn(`could not save the build cache: ${(error as Error).message}`);
  }
}

/**
 * A page's rendered Markdown depends on its text, on where every other page lives (its links are rewritten
 * to their routes), on the blog's authors, on its git date and on the config; and on the files it links to,
 * whose hashed names the cache checks apart.
 */
function cacheKeyFor(
  { routeOfFile, git, authors }: PageLookups,
  config: ResolvedConfig,
): (page: IdentifiedPage) => string {
  const site = fingerprint(JSON.stringify([[...routeOfFile], authors, config]));
  return (page) =>
    fingerprint(
      page.textHash,
      site,
      JSON.stringify(git.available ? (git.files.get(page.source.relPath) ?? null) : null),
    );
}
