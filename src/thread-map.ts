/**
 * How a stage shares work among threads without knowing of them: it hands its items to a `ThreadMap`, which runs
 * them on the build's worker threads and answers with one result per item, or null when there are too few items
 * for threads to pay, and the stage does the work itself.
 */
export type ThreadMap<Item, Shared, Result> = (
  items: Item[],
  shared: Shared,
  options?: MapOptions<Item, Result>,
) => Promise<Result[] | null>;

export interface MapOptions<I, R> {
  onProgress?(done: number): void;
  /** Takes each result as its batch arrives; what it returns is kept in its stead. */
  onResult?(result: R): R;
  /** Told of each item once its batch is sent: the worker has its own copy from then on. */
  onSent?(item: I): void;
  /**
   * A number naming the worker an item must go to (modulo the workers' count), when one holds what the item
   * needs. Otherwise each worker takes the next batch as soon as it is free, so none waits on a slower one.
   */
  workerOf?(item: I): number | undefined;
  /** Items of one group go to one worker, in their order; a free worker takes the next whole group. */
  groupOf?(item: I): number;
  /** Shares the items among the workers already started, however few: for work on what they hold. */
  startedOnly?: boolean;
  /** Shares the items among this many workers, however few the items: for one large job beside this thread's work. */
  workers?: number;
}
