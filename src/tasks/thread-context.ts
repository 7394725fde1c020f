import type { BuildContext, BuildMode } from '../context.js';
import type { ResolvedConfig } from '../config/types.js';
import { createContext } from '../create-context.js';
import { createCodeHighlighter, type CodeHighlighter } from '../markdown/highlight/index.js';
import type { TaskThread } from '../parallel/task.js';

/**
 * The site a build task's items belong to, sent with the task: a build's workers serve the sites of all its locales,
 * and make each one's context the first time they see it.
 */
export interface TaskSite {
  locale: string;
  config: ResolvedConfig;
  mode: BuildMode;
}

/** A task's shared data, with the site its items belong to. */
export type OfSite<Shared> = Shared & { site: TaskSite };

const contexts = (): Map<string, Promise<BuildContext>> => new Map();
// One highlighter for every locale: shiki and its grammars load once per thread.
const highlighter = (): CodeHighlighter => createCodeHighlighter();

/** The build context of `site` in a worker thread, made on first use, for the build's tasks to share. */
export function threadContext(thread: TaskThread, { locale, config, mode }: TaskSite): Promise<BuildContext> {
  const made = thread.local(contexts);
  if (!made.has(locale))
    made.set(locale, createContext(config, { log: thread.log, mode, highlighter: thread.local(highlighter) }));
  return made.get(locale)!;
}
