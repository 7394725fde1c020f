import type { PageLinks } from '../links/extract.js';
import { createWorkerPool } from '../parallel/pool.js';
import type { ThreadMap } from '../thread-map.js';
import type { Tasks } from './index.js';

/** Runs `use` with worker threads that read pages' links (`sitegen check-links`), stopped once it is done. */
export async function withLinkThreads<T>(
  use: (threads: ThreadMap<string, { root: string }, PageLinks>) => Promise<T>,
): Promise<T> {
  const pool = createWorkerPool<Tasks>({ warn: () => undefined });
  try {
    return await use((files, shared, options) => pool.map('links', files, shared, options));
  } finally {
    await pool.close();
  }
}
