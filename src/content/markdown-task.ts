import { threadBodyStore } from '../incremental/bodies-task.js';
import type { CacheLocation } from '../incremental/store.js';
import type { Task } from '../parallel/task.js';
import { threadContext } from '../thread-context.js';
import type { IdentifiedPage, Page, PageLookups } from './page.js';
import { renderPage } from './render-page.js';
import { spillDocBody } from './spilled-body.js';

/**
 * What a worker needs, besides its pages, to render their Markdown. With `spillDocs`, each worker keeps the HTML
 * and headings of the docs it renders and sends back the rest: its render task needs them again. With `store`, it
 * stores the pages' bodies in that cache, by cache file: its pages come ordered by cache file, and its `bodies`
 * task stores the last one.
 */
export type MarkdownShared = PageLookups & { spillDocs: boolean; store: CacheLocation | null };

/** Renders a worker's share of the Markdown, batch after batch. */
export const markdownTask: Task<IdentifiedPage, MarkdownShared, Page> = async (jobs, { spillDocs, store, ...lookups }, thread) => {
  const ctx = await threadContext(thread);
  const pages = [];
  for (const job of jobs) {
    const page = await renderPage(job, ctx, lookups);
    if (store) await threadBodyStore(thread).add(store, page);
    pages.push(spillDocs && page.kind === 'doc' ? spillDocBody(page, thread.appendToScratch!) : page);
  }
  return pages;
};
