import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config/types.js';
import { type BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import { failureAwaitedLater, SitegenError, SitegenErrors } from '../errors.js';
import { parseFrontmatter } from './frontmatter.js';
import type { StageContext } from '../stage-context.js';
import type { WorkerPool } from '../parallel/pool.js';
import type { SpilledTexts } from '../parallel/spill.js';
import { readAuthors } from './authors.js';
import type { GitDates } from './git.js';
import type { IdentifiedPage, Page, PageLookups } from './page.js';
import { docId, docPermalink, pagePermalink, postIdentity } from './permalink.js';
import { attachmentOf, renderPage } from './render-page.js';
import type { SourceFile } from './scan.js';
import { cacheFileNumber } from '../incremental/persist.js';
import { settledStamp } from '../incremental/sources.js';
import type { CacheLocation } from '../incremental/store.js';
import { notMarkdown } from './source-text.js';
import { hashFile, type ModuleDependency } from '../mdx/render.js';

/**
 * Reads, parses and renders every source file into a Page; collects every error before failing. A first build
 * moves its pages' search text into `searchText`, by source file, until the search index reads it.
 */
export async function loadPages(files: SourceFile[], git: GitDates, ctx: StageContext): Promise<Page[]> {
  const { workers: pool, searchText } = ctx.run;
  const errors: SitegenError[] = [];
  const identifiedBefore = ctx.cache?.knownSources?.identified;
  const firstBuild = ctx.mode === 'build' && !ctx.cache?.pages.size;
  // On a first build, every page is rendered: the workers load Markdown, shiki and React while the sources are read.
  // Awaited once the sources are read; a failure reading them comes first.
  const preparing = firstBuild ? failureAwaitedLater(startWorkers(pool, files.length)) : null;
  // Read one after another: for thousands of small files, faster than as many promises through the thread pool.
  const identified = files
    .map((source) => {
      const known = identifiedBefore?.get(source.file);
      if (known) return known;
      try {
        const page = identify(source, readSource(source), ctx);
        identifiedBefore?.set(source.file, page);
        return page;
      } catch (error) {
        if (error instanceof SitegenError) errors.push(error);
        else throw error;
        return null;
      }
    })
    .filter((page): page is IdentifiedPage => page !== null && (ctx.mode === 'dev' || !page.parsed.data.draft));
  await preparing;
  if (errors.length > 0) throw new SitegenErrors(errors);

  const routeOfFile = new Map(identified.map((page) => [page.source.file, page.permalink]));
  const lookups: PageLookups = { git, routeOfFile, authors: await readAuthors(ctx.config) };
  const markdownKey = cacheKeyFor(lookups, ctx.config);
  // An MDX page's key covers the files its module imports, so that an edit to a component renders it, and its route, again.
  const cacheKey = (page: IdentifiedPage, dependencies: ModuleDependency[]) =>
    dependencies.length > 0 ? fingerprint(markdownKey(page), JSON.stringify(dependencies)) : markdownKey(page);
  const cached = ctx.cache?.pages;
  const stale = identified.filter((page) => {
    const hit = cached?.get(page.source.file);
    return (
      !hit ||
      hit.key !== cacheKey(page, hit.page.dependencies.map(({ file }) => ({ file, hash: hashFile(file) }))) ||
      !hit.page.attachments.every((a) => attachmentOf(a.from, ctx.config.root)?.path === a.path)
    );
  });
  // The sources read in this build are stamped, for the next build to know them unchanged without reading them;
  // those a rebuild identified from their cached pages keep their stamps unless they render. A page rendering is
  // stamped as it comes back, while this thread waits on the workers.
  const startedAt = ctx.cache?.startedAt;
  const stamps = new Map<string, string | undefined>();
  const stamp = startedAt === undefined ? () => {} : (file: string) => void stamps.set(file, settledStamp(file, startedAt));
  const staleSet = new Set(stale);
  for (const page of identified) if (!page.bodyUnread && !staleSet.has(page)) stamp(page.source.file);
  for (const page of stale) if (page.bodyUnread) page.parsed = parseFrontmatter(readSource(page.source), page.source.kind, page.source.relPath) as IdentifiedPage['parsed'];
  const rendered = new Map<IdentifiedPage, Page>();
  const onProgress = (done: number) => ctx.log.progress('rendering Markdown', done, stale.length);
  // A build from scratch leaves the docs' HTML in the workers, which render their pages and store their bodies
  // in the cache; the dev server, and a build that renders some pages again, need the HTML here.
  const spillDocs = firstBuild;
  const store = (spillDocs && ctx.cache?.store) || null;
  // Workers that store bodies get whole cache files' worth of pages, one file after another.
  const groupOf = store ? (page: IdentifiedPage) => cacheFileNumber(page.source.file) : undefined;
  // Only a first build's text waits on disk: the workers store its pages' bodies, so nothing reads it after the index.
  const spill = spillDocs ? spillingSearchText(searchText) : null;
  const stampAndSpill = (page: Page) => (stamp(page.source.file), spill ? spill(page) : page);
  // A first build's sources are needed only by the workers: each is dropped once sent, where keeping them until
  // the last page renders would hold every one.
  const onSent = spillDocs ? (page: IdentifiedPage) => void (page.parsed.body = '') : undefined;
  const inWorkers = await pool.map('markdown', stale, { ...lookups, spillDocs, store }, { onProgress, groupOf, onResult: stampAndSpill, onSent });
  if (inWorkers) stale.forEach((page, i) => rendered.set(page, inWorkers[i]));
  else {
    for (const page of stale) {
      rendered.set(page, await renderPage(page, ctx, lookups));
      stamp(page.source.file);
    }
  }
  if (inWorkers && store) await storeBodiesFromWorkers(store, ctx);
  if (cached) {
    const present = new Set(identified.map((page) => page.source.file));
    for (const file of cached.keys()) if (!present.has(file)) cached.delete(file);
    ctx.cache!.replaced = new Map();
    for (const [page, result] of rendered) {
      const before = cached.get(page.source.file);
      if (before) ctx.cache!.replaced.set(page.source.file, before);
      cached.set(page.source.file, { key: cacheKey(page, result.dependencies), page: result, textHash: page.textHash, stamp: stamps.get(page.source.file) });
    }
    // A file read again though its page is still good (touched, or changed too close to the last build) gets its new stamp.
    for (const page of identified) {
      const entry = cached.get(page.source.file)!;
      const now = stamps.get(page.source.file);
      if (!rendered.has(page) && stamps.has(page.source.file) && entry.stamp !== now) cached.set(page.source.file, { ...entry, textHash: page.textHash, stamp: now });
    }
  }
  const pages = identified.map((page) => rendered.get(page) ?? cached!.get(page.source.file)!.page);
  for (const page of pages) for (const warning of page.warnings) ctx.log.warn(warning);
  return pages;
}

/** Starts the workers a build of `pages` pages will use, and has them load what a build needs; resolves once they have. */
async function startWorkers(pool: WorkerPool, pages: number): Promise<void> {
  pool.start(pages);
  await pool.map('start', pool.started(), null, { workerOf: (w) => w, startedOnly: true });
}

/** Moves each page's search text into `spill`, to be read back once: of what a page brings back, it is the most. */
function spillingSearchText(spill: SpilledTexts) {
  return (page: Page): Page => {
    spill.set(page.source.file, page.sectionsJson);
    page.sectionsJson = '';
    return page;
  };
}

/** Has the workers store the bodies of the pages they hold in the cache; a cache that cannot be written is only a warning. */
async function storeBodiesFromWorkers(store: CacheLocation, ctx: StageContext): Promise<void> {
  const pool = ctx.run.workers;
  try {
    // One item per worker: each stores its last file and answers with all it stored.
    const stored = await pool.map('bodies', pool.started(), { store }, { workerOf: (w) => w, startedOnly: true });
    for (const [n, files] of stored!.flat()) ctx.cache!.storedFiles.set(n, files);
  } catch (error) {
    ctx.log.warn(`could not save the build cache: ${(error as Error).message}`);
  }
}

/**
 * A page's rendered Markdown depends on its text, on where every other page lives (its links are rewritten
 * to their routes), on the blog's authors, on its git date and on the config; and on the files it links to,
 * whose hashed names the cache checks apart.
 */
function cacheKeyFor({ routeOfFile, git, authors }: PageLookups, config: ResolvedConfig): (page: IdentifiedPage) => string {
  const site = fingerprint(JSON.stringify([[...routeOfFile], authors, config]));
  return (page) => fingerprint(page.textHash, site, JSON.stringify(git.available ? (git.files.get(page.source.relPath) ?? null) : null));
}

const readErrors: Record<string, string> = {
  ENOENT: 'it is gone, or is a symbolic link to a file that does not exist (ENOENT)',
  EACCES: 'permission denied (EACCES)',
  ELOOP: 'it is a loop of symbolic links (ELOOP)',
};

function readSource(source: SourceFile): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(source.file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new SitegenError(`cannot read the file: ${readErrors[code] ?? code}`, {
      file: source.relPath,
      hint: 'check that the file exists and is readable',
    });
  }
  const text = bytes.toString('utf8');
  const problem = notMarkdown(bytes, text);
  if (problem) throw new SitegenError(problem.message, { file: source.relPath, line: problem.line, hint: problem.hint });
  return text;
}

/** Reads a source's front matter and where it is published; with a cache, the hash of its text too. */
function identify(source: SourceFile, text: string, { config, cache }: BuildContext): IdentifiedPage {
  const parsed = parseFrontmatter(text, source.kind, source.relPath) as IdentifiedPage['parsed'];
  const textHash = cache ? fingerprint(text) : '';
  if (source.kind === 'doc') {
    const id = docId(source.sectionPath, parsed.data);
    const permalinkLine = frontmatterLine(text, 'slug') ?? frontmatterLine(text, 'id');
    return { source, parsed, id, permalink: docPermalink(id, { frontmatter: parsed.data, sectionPath: source.sectionPath, config }), permalinkLine, date: null, textHash };
  }
  if (source.kind === 'page') {
    const permalink = pagePermalink(source.sectionPath).replace(/(.)\/$/, '$1');
    return { source, parsed, id: permalink, permalink, date: null, textHash };
  }
  const { date, slug } = postIdentity(source.sectionPath, parsed.data);
  if (date && Number.isNaN(date.getTime())) {
    throw new SitegenError('the date in the file name is not a date of the calendar', {
      file: source.relPath,
      hint: 'name the file YYYY-MM-DD-slug.md with a real date, or set `date: 2024-05-31` in its front matter',
    });
  }
  if (!date) {
    throw new SitegenError('a blog post needs a date', {
      file: source.relPath,
      hint: 'name the file YYYY-MM-DD-slug.md or add `date: 2024-05-31` to its front matter',
    });
  }
  return { source, parsed, id: slug, permalink: `${config.blog.routeBasePath}/${slug}`, permalinkLine: frontmatterLine(text, 'slug'), date, textHash };
}

/** The 1-based line of a top-level front matter key, if the file's front matter has it. */
function frontmatterLine(text: string, key: string): number | undefined {
  // Only the front matter is split into lines: the body can be long, and this runs for every file.
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const index = block?.[1].split('\n').findIndex((line) => line.startsWith(`${key}:`)) ?? -1;
  return index < 0 ? undefined : index + 2;
}
