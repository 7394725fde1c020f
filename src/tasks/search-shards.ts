import { createFolderWriter } from '../write/write.js';
import type { Task } from '../parallel/task.js';
import { writeSearchShards, type MadeShards, type ShardsJob } from '../search/build.js';

/** A search index's shards to make, and the site folder to write them into. */
export interface ShardsItem {
  job: ShardsJob;
  folder: string;
}

/** Makes and writes the shards of a site's search index into its folder; answers with their prefixes in order. */
export const shardsTask: Task<ShardsItem, null, MadeShards> = async (items) =>
  Promise.all(items.map(({ job, folder }) => writeSearchShards(job, createFolderWriter(folder))));
