import { readFileSync } from 'node:fs';
import type { BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import { SitegenError, SitegenErrors } from '../errors.js';
import { parseFrontmatter } from './frontmatter.js';
import type { StageContext } from '../stage-context.js';
import type { WorkerPool } from '../parallel/pool.js';
import type { SpilledTexts } from '../parallel/spill.js';
import { readAuthors } from './authors.js';
import type { GitDates } from './git.js';
import type { IdentifiedPage, Page, PageLookups } from './page.js';
import { docId, docPermalink, pagePermalink, postIdentity } from './permalink.js';
import { renderPage } from './render-page.js';
import type { SourceFile } from './scan.js';
import type { MarkdownShared } from './markdown-task.js';
import type { Tasks } from '../tasks.js';
import { notMarkdown } from './source-text.js';

/**
 * Reads each source and identifies it: its front matter, id and route. Sources in `known` (identified by an
 * earlier build, and unchanged since) are not read again. Collects every error before failing.
 */
export function identifyPages(
  files: SourceFile[],
  ctx: BuildContext,
  { known, hashTexts }: { known?: ReadonlyMap<string, IdentifiedPage>; hashTexts: boolean },
): IdentifiedPage[] {
  const errors: SitegenError[] = [];
  // Read one after another: for thousands of small files, faster than as many promises through the thread pool.
  const identified = files.map((source) => {
    const before = known?.get(source.file);
    if (before) return before;
    try {
      return identify(source, { text: readSource(source), hashText: hashTexts }, ctx);
    } catch (error) {
      if (error instanceof SitegenError) errors.push(error);
      else throw error;
      return null;
    }
  });
  if (errors.length > 0) throw new SitegenErrors(errors);
  return identified as IdentifiedPage[];
}

/** Whether a page is published: drafts are left out of builds, and shown by the dev server. */
export const published = (ctx: BuildContext) => (page: IdentifiedPage) => ctx.mode === 'dev' || !page.parsed.data.draft;

/** What rendering a page looks up besides its own source: where every page lives, the git dates, the blog's authors. */
export async function pageLookups(pages: IdentifiedPage[], git: GitDates, ctx: BuildContext): Promise<PageLookups> {
  return {
    git,
    routeOfFile: new Map(pages.map((page) => [page.source.file, page.permalink])),
    authors: await readAuthors(ctx.config),
  };
}

/** Reads a page's body when it was identified without it, from what an earlier build knew of its source. */
export function readBody(page: IdentifiedPage): void {
  if (page.bodyUnread)
    page.parsed = parseFrontmatter(
      readSource(page.source),
      page.source.kind,
      page.source.relPath,
    ) as IdentifiedPage['parsed'];
}

export interface RenderMarkdownOptions {
  /**
   * Whether every page is rendered, as in a first build: the docs' HTML then stays in the workers, each page's
   * search text waits in the run's scratch space and its source is dropped once sent.
   */
  wholeSite: boolean;
  /**
   * The worker task that renders the pages instead of `markdown`, with what it takes besides: the cache's layer has
   * the workers store the pages' bodies as they render them (`src/incremental/bodies-task.ts`).
   */
  workerTask?: {
    name: 'markdown, storing bodies';
    shared: Omit<Tasks['markdown, storing bodies']['shared'], keyof MarkdownShared>;
  };
  /** Which of these store groups a page's body belongs in: workers that store bodies get a group's pages together. */
  groupOf?(page: IdentifiedPage): number;
  /** Called with each page as it is rendered. */
  onRendered?(page: Page): void;
}

/** Renders the pages' Markdown, in the worker threads when there are enough pages, else here. */
export async function renderMarkdown(
  pages: IdentifiedPage[],
  lookups: PageLookups,
  ctx: StageContext,
  { wholeSite, workerTask, groupOf, onRendered }: RenderMarkdownOptions,
): Promise<Page[]> {
  const onProgress = (done: number) => ctx.log.progress('rendering Markdown', done, pages.length);
  // Only a whole site's text waits on disk: its pages' bodies stay in the workers, so nothing reads it after the index.
  const spill = wholeSite ? spillingSearchText(ctx.run.searchText) : null;
  const onResult = (page: Page) => (onRendered?.(page), spill ? spill(page) : page);
  // A whole site's sources are needed only by the workers: each is dropped once sent, where keeping them until
  // the last page renders would hold every one.
  const onSent = wholeSite ? (page: IdentifiedPage) => void (page.parsed.body = '') : undefined;
  const shared: MarkdownShared = { ...lookups, spillDocs: wholeSite };
  const options = { onProgress, groupOf, onResult, onSent };
  const inWorkers = workerTask
    ? await ctx.run.workers.map(workerTask.name, pages, { ...shared, ...workerTask.shared }, options)
    : await ctx.run.workers.map('markdown', pages, shared, options);
  if (inWorkers) return inWorkers;
  const rendered: Page[] = [];
  for (const page of pages) {
    rendered.push(await renderPage(page, ctx, lookups));
    onRendered?.(rendered[rendered.length - 1]);
  }
  return rendered;
}

/** The pages, once their warnings are logged. */
export function withWarningsLogged(pages: Page[], ctx: BuildContext): Page[] {
  for (const page of pages) for (const warning of page.warnings) ctx.log.warn(warning);
  return pages;
}

/** Starts the workers a build of `pages` pages will use, and has them load what a build needs; resolves once they have. */
export async function startWorkers(pool: WorkerPool, pages: number): Promise<void> {
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
  if (problem)
    throw new SitegenError(problem.message, { file: source.relPath, line: problem.line, hint: problem.hint });
  return text;
}

/** Reads a source's front matter and where it is published, and the hash of its text when asked. */
function identify(
  source: SourceFile,
  { text, hashText }: { text: string; hashText: boolean },
  { config }: BuildContext,
): IdentifiedPage {
  const parsed = parseFrontmatter(text, source.kind, source.relPath) as IdentifiedPage['parsed'];
  const textHash = hashText ? fingerprint(text) : '';
  if (source.kind === 'doc') {
    const id = docId(source.sectionPath, parsed.data);
    const permalinkLine = frontmatterLine(text, 'slug') ?? frontmatterLine(text, 'id');
    return {
      source,
      parsed,
      id,
      permalink: docPermalink(id, { frontmatter: parsed.data, sectionPath: source.sectionPath, config }),
      permalinkLine,
      date: null,
      textHash,
    };
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
  return {
    source,
    parsed,
    id: slug,
    permalink: `${config.blog.routeBasePath}/${slug}`,
    permalinkLine: frontmatterLine(text, 'slug'),
    date,
    textHash,
  };
}

/** The 1-based line of a top-level front matter key, if the file's front matter has it. */
function frontmatterLine(text: string, key: string): number | undefined {
  // Only the front matter is split into lines: the body can be long, and this runs for every file.
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const index = block?.[1].split('\n').findIndex((line) => line.startsWith(`${key}:`)) ?? -1;
  return index < 0 ? undefined : index + 2;
}
