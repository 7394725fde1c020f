/**
 * What a planner decides: the items to make again, and a line for each saying why, which `--debug` prints. The
 * items left out are the cache's, as the last build made them.
 */
export interface Plan<T> {
  stale: T[];
  reasons: string[];
}
