import type { MarkdownShared } from '../content/markdown-pages.js';
import { renderInWorker } from './markdown.js';
import type { IdentifiedPage, Page } from '../content/page.js';
import { SitegenError } from '../errors.js';
import type { Task, TaskThread } from '../parallel/task.js';
import type { OfSite } from './thread-context.js';
import { writeGroupFile } from '../incremental/lazy-fields.js';
import { cacheFileNumber } from '../incremental/store.js';
import type { CacheLocation, StoredGroups } from '../incremental/store.js';

/**
 * The pages a worker rendered whose bodies and words go to the build cache from its thread. They arrive grouped by
 * cache file, so each file is stored as soon as the next one's pages begin, and only one file's pages wait at a time.
 */
interface BodyStore {
  /** Takes a page just rendered, first storing the pages of the file before when it is of another. */
  add(store: CacheLocation, page: Page): Promise<void>;
  /** Stores the pages still waiting. */
  flush(store: CacheLocation): Promise<void>;
  /** The files stored so far, by number. */
  stored: Map<number, StoredGroups>;
  /** Why storing failed, told by the `bodies` task: a cache that cannot be written must not stop the Markdown. */
  failure: Error | null;
}

function createBodyStore(): BodyStore {
  let unstored: { number: number; pages: Array<[string, Page]> } | null = null;
  const bodies: BodyStore = {
    async add(store, page) {
      const number = cacheFileNumber(page.source.file);
      if (unstored?.number !== number) await bodies.flush(store);
      (unstored ??= { number, pages: [] }).pages.push([page.source.file, page]);
    },
    async flush(store) {
      const pages = unstored;
      unstored = null;
      if (!pages || bodies.failure) return;
      try {
        const body = await writeGroupFile(store, { group: 'body', number: pages.number, pages: pages.pages });
        bodies.stored.set(pages.number, {
          body,
          words: await writeGroupFile(store, { group: 'words', number: pages.number, pages: pages.pages }),
        });
      } catch (error) {
        bodies.failure = error as Error;
      }
    },
    stored: new Map(),
    failure: null,
  };
  return bodies;
}

/** The pages of this thread's Markdown that wait to be stored in the cache, and the files stored so far. */
export const threadBodyStore = (thread: TaskThread): BodyStore => thread.local(createBodyStore);

/**
 * Stores the bodies and words of the last pages a worker holds in the cache: one item per worker. Answers with every
 * file it stored since the last time, by number.
 */
export const bodiesTask: Task<number, { store: CacheLocation }, Array<[number, StoredGroups]>> = async (
  items,
  { store },
  thread,
) => {
  const bodies = threadBodyStore(thread);
  await bodies.flush(store);
  const { stored, failure } = bodies;
  // The next locale of the build stores its pages in a cache of its own.
  bodies.stored = new Map();
  bodies.failure = null;
  if (failure) throw new SitegenError(failure.message);
  return items.map(() => [...stored]);
};

/**
 * The `markdown` task, storing each page's body and words in the cache at `store` as it renders: its pages come
 * ordered by cache file, and the `bodies` task stores the last file.
 */
export const storingMarkdownTask: Task<IdentifiedPage, OfSite<MarkdownShared> & { store: CacheLocation }, Page> = (
  jobs,
  { store, ...shared },
  thread,
) => renderInWorker(jobs, shared, thread, (page) => threadBodyStore(thread).add(store, page));
