import type { Task } from '../parallel/task.js';
import { threadContext, type TaskSite } from './thread-context.js';

/** Loads what a build needs (Markdown, shiki, React) in a worker thread before its first pages arrive: one item per worker. */
export const startTask: Task<number, { site: TaskSite }, null> = async (items, { site }, thread) => {
  // Loading no grammar starts shiki.
  await Promise.all([
    import('./markdown.js'),
    import('./render.js'),
    threadContext(thread, site).then(({ highlighter }) => highlighter.load([])),
  ]);
  return items.map(() => null);
};
