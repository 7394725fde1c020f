import type { Task, TaskThread } from '../parallel/task.js';
import { threadContext, type OfSite } from './thread-context.js';
import type { MarkdownShared } from '../content/markdown-pages.js';
import type { IdentifiedPage, Page } from '../content/page.js';
import { pageFromMarkdown } from '../content/page-from-markdown.js';
import { spillDocBody } from '../content/spilled-body.js';

/** Renders a worker's share of the Markdown, batch after batch; `rendered` sees each whole page before it is sent. */
export async function renderInWorker(
  jobs: IdentifiedPage[],
  { spillDocs, site, ...lookups }: OfSite<MarkdownShared>,
  thread: TaskThread,
  rendered?: (page: Page) => Promise<void>,
): Promise<Page[]> {
  const ctx = await threadContext(thread, site);
  const pages = [];
  for (const job of jobs) {
    const page = await pageFromMarkdown(job, ctx, lookups);
    await rendered?.(page);
    pages.push(spillDocs && page.kind === 'doc' ? spillDocBody(page, thread.appendToScratch!) : page);
  }
  return pages;
}

export const markdownTask: Task<IdentifiedPage, OfSite<MarkdownShared>, Page> = (jobs, shared, thread) =>
  renderInWorker(jobs, shared, thread);
