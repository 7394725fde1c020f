import type { BuildContext } from '../context.js';
import { createContext } from '../create-context.js';
import type { TaskThread } from '../parallel/task.js';

/** What a build's worker threads are started with: what their build context is made of. */
export type BuildThreadSetup = Pick<BuildContext, 'config' | 'mode'>;

const makeContext = (thread: TaskThread) => {
  const { config, mode } = thread.setup as BuildThreadSetup;
  return createContext(config, { log: thread.log, mode });
};

/** The build context of a worker thread, made on first use, for the build's tasks to share. */
export const threadContext = (thread: TaskThread): Promise<BuildContext> => thread.local(makeContext);
