import type { BuildContext } from '../context.js';
import type { SpilledTexts } from '../scratch.js';
import type { ThreadMap } from '../thread-map.js';
import type { IdentifiedPage, Page, PageLookups } from './page.js';
import { readBody } from './identify.js';
import { pageFromMarkdown } from './page-from-markdown.js';

/**
 * What a worker needs, besides its pages, to render their Markdown. With `spillDocs`, each worker keeps the HTML
 * and headings of the docs it renders and sends back the rest: its render task needs them again.
 */
export type MarkdownShared = PageLookups & { spillDocs: boolean };

export interface MarkdownThreads {
  /** Renders pages on the worker threads; null when they are too few, and this thread renders them. */
  map: ThreadMap<IdentifiedPage, MarkdownShared, Page>;
  /** Where a whole site's search text waits, out of the heap, until the search index reads it. */
  searchText: SpilledTexts;
}

export interface MarkdownStageOptions {
  threads: MarkdownThreads;
  /**
   * Whether every page is rendered, as in a first build: the docs' HTML then stays in the workers, each page's
   * search text waits in the threads' scratch space and its source is dropped once sent.
   */
  wholeSite: boolean;
  /** Called with each page as it is rendered. */
  onRendered?(page: Page): void;
}

/**
 * The markdown stage: renders the pages' Markdown (and MDX) into the pages their routes show, in the worker threads
 * when there are enough pages, else here. A page identified without its body reads it first.
 */
export async function pagesFromMarkdown(
  pages: IdentifiedPage[],
  lookups: PageLookups,
  ctx: BuildContext,
  { threads, wholeSite, onRendered }: MarkdownStageOptions,
): Promise<Page[]> {
  for (const page of pages) readBody(page);
  const onProgress = (done: number) => ctx.log.progress('rendering Markdown', done, pages.length);
  // Only a whole site's text waits on disk: its pages' bodies stay in the workers, so nothing reads it after the index.
  const spill = wholeSite ? spillingSearchText(threads.searchText) : null;
  const onResult = (page: Page) => (onRendered?.(page), spill ? spill(page) : page);
  // A whole site's sources are needed only by the workers: each is dropped once sent, where keeping them until
  // the last page renders would hold every one.
  const onSent = wholeSite ? (page: IdentifiedPage) => void (page.parsed.body = '') : undefined;
  const shared: MarkdownShared = { ...lookups, spillDocs: wholeSite };
  const inWorkers = await threads.map(pages, shared, { onProgress, onResult, onSent });
  if (inWorkers) return inWorkers;
  const rendered: Page[] = [];
  for (const page of pages) {
    rendered.push(await pageFromMarkdown(page, ctx, lookups));
    onRendered?.(rendered[rendered.length - 1]);
  }
  return rendered;
}

/** Moves each page's search text into `spill`, to be read back once: of what a page brings back, it is the most. */
function spillingSearchText(spill: SpilledTexts) {
  return (page: Page): Page => {
    spill.set(page.source.file, page.sectionsJson);
    page.sectionsJson = '';
    return page;
  };
}
