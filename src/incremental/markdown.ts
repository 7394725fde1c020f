import type { ResolvedConfig } from '../config/types.js';
import type { BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import type { IdentifiedSources } from '../content/identify.js';
import { pagesFromMarkdown, type MarkdownThreads } from '../content/markdown-pages.js';
import type { IdentifiedPage, Page, PageLookups } from '../content/page.js';
import { attachmentOf } from '../content/attachment.js';
import { hashFile, type ModuleDependency } from '../mdx/to-html.js';
import type { BuildCache, CachedPage } from './cache.js';
import type { Plan } from './plan.js';
import { settledStamp } from './sources.js';
import type { StoredGroups } from './store.js';

/** The markdown stage's threads when a whole site's workers store the bodies they render in the cache themselves. */
export type BodyStoringThreads = MarkdownThreads & { storedFiles(): Promise<Map<number, StoredGroups>> };

export interface ReusingOptions {
  cache: BuildCache;
  threads: MarkdownThreads;
  wholeSite: boolean;
  /** For a whole site kept on disk: threads whose workers store the pages' bodies as they render them. */
  storingBodies?: BodyStoringThreads;
}

/**
 * The markdown stage, reusing the cache: only the pages whose inputs changed render again, the others are the
 * cache's, and the cache is updated with the new ones.
 */
export async function pagesFromMarkdownReusing(
  { published: identified, lookups }: IdentifiedSources,
  ctx: BuildContext,
  { cache, threads, wholeSite, storingBodies }: ReusingOptions,
): Promise<Page[]> {
  const keyOf = markdownKeys(lookups, ctx.config);
  const plan = planMarkdown({
    previous: cache.pages,
    current: identified,
    keyOf,
    // An image's copies are named after the image, which the page publishes too: they move when it does.
    attachmentMoved: (a) => a.width === undefined && attachmentOf(a.from, ctx.config)?.path !== a.path,
  });
  for (const line of plan.reasons) ctx.log.debug(`markdown: ${line}`);
  // The sources read in this build are stamped, for the next build to know them unchanged without reading them;
  // those a rebuild identified from their cached pages keep their stamps unless they render. A page rendering is
  // stamped as it comes back, while this thread waits on the workers.
  const { disk } = cache;
  const stamps = new Map<string, string | undefined>();
  const stamp = disk ? (file: string) => void stamps.set(file, settledStamp(file, disk.startedAt)) : () => {};
  const stale = new Set(plan.stale);
  for (const page of identified) if (!page.bodyUnread && !stale.has(page)) stamp(page.source.file);
  const bodyStore = disk && storingBodies;
  const rendered = await pagesFromMarkdown(plan.stale, lookups, ctx, {
    threads: bodyStore || threads,
    wholeSite,
    onRendered: (page) => stamp(page.source.file),
  });
  if (bodyStore) await collectStoredBodies(bodyStore, cache, ctx);
  const cached = cache.pages;
  const present = new Set(identified.map((page) => page.source.file));
  for (const file of cached.keys()) if (!present.has(file)) cached.delete(file);
  cache.replaced = new Map();
  plan.stale.forEach((page, i) => {
    const before = cached.get(page.source.file);
    if (before) cache.replaced!.set(page.source.file, before);
    cached.set(page.source.file, {
      key: keyOf(page, rendered[i].dependencies),
      page: rendered[i],
      textHash: page.textHash,
      stamp: stamps.get(page.source.file),
    });
  });
  // A file read again though its page is still good (touched, or changed too close to the last build) gets its new stamp.
  for (const page of identified) {
    const entry = cached.get(page.source.file)!;
    const now = stamps.get(page.source.file);
    if (!stale.has(page) && stamps.has(page.source.file) && entry.stamp !== now)
      cached.set(page.source.file, { ...entry, textHash: page.textHash, stamp: now });
  }
  return identified.map((page) => cached.get(page.source.file)!.page);
}

/** A page's Markdown key, given the files its module imports. */
export type MarkdownKey = (page: IdentifiedPage, dependencies: ModuleDependency[]) => string;

export interface MarkdownPlanInput {
  previous: ReadonlyMap<string, CachedPage>;
  current: IdentifiedPage[];
  keyOf: MarkdownKey;
  /** Whether a file the page links to now has another hashed name (its contents changed). */
  attachmentMoved(attachment: Page['attachments'][number]): boolean;
}

/** Which pages render again, and why; the cache has the others as they are. */
export function planMarkdown({ previous, current, keyOf, attachmentMoved }: MarkdownPlanInput): Plan<IdentifiedPage> {
  const stale: IdentifiedPage[] = [];
  const reasons: string[] = [];
  for (const page of current) {
    const why = whyRender(previous.get(page.source.file), page, keyOf, attachmentMoved);
    if (!why) continue;
    stale.push(page);
    reasons.push(`${page.source.relPath}: ${why}`);
  }
  return { stale, reasons };
}

function whyRender(
  hit: CachedPage | undefined,
  page: IdentifiedPage,
  keyOf: MarkdownKey,
  attachmentMoved: MarkdownPlanInput['attachmentMoved'],
): string | null {
  if (!hit) return 'new, or not in the cache';
  if (hit.textHash !== undefined && hit.textHash !== page.textHash) return 'its source changed';
  const dependencies = hit.page.dependencies.map(({ file }) => ({ file, hash: hashFile(file) }));
  if (dependencies.some(({ hash }, i) => hash !== hit.page.dependencies[i].hash)) return 'a file it imports changed';
  if (hit.key !== keyOf(page, dependencies))
    return "the site's routes, authors, tags, config or its last-update date changed";
  if (hit.page.attachments.some(attachmentMoved)) return 'a file it links to changed';
  return null;
}

/** Has the workers store the bodies of the pages they hold; a cache that cannot be written is only a warning. */
async function collectStoredBodies(threads: BodyStoringThreads, cache: BuildCache, ctx: BuildContext): Promise<void> {
  try {
    for (const [n, files] of await threads.storedFiles()) cache.disk!.storedFiles.set(n, files);
  } catch (error) {
    ctx.log.warn(`could not save the build cache: ${(error as Error).message}`);
  }
}

/**
 * A page's rendered Markdown depends on its text, on where every other page lives (its links are rewritten
 * to their routes), on the blog's authors and the docs' tags files, on its git date and on the config; and on the files it links to,
 * whose hashed names the cache checks apart. An MDX page's key covers the files its module imports, so that an
 * edit to a component renders it, and its route, again.
 */
function markdownKeys({ routeOfFile, git, authors, tagsFiles }: PageLookups, config: ResolvedConfig): MarkdownKey {
  const site = fingerprint(JSON.stringify([[...routeOfFile], authors, tagsFiles, config]));
  const markdownKey = (page: IdentifiedPage) =>
    fingerprint(
      page.textHash,
      site,
      JSON.stringify(git.available ? (git.files.get(page.source.relPath) ?? null) : null),
    );
  return (page, dependencies) =>
    dependencies.length > 0 ? fingerprint(markdownKey(page), JSON.stringify(dependencies)) : markdownKey(page);
}
