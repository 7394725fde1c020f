import type { ResolvedConfig } from '../config/types.js';
import type { BuildMode } from '../context.js';
import type { GitDates } from '../content/git.js';
import type { IdentifiedPage } from '../content/load.js';
import type { Page } from '../content/page.js';
import type { RenderShared, StagedPage } from '../emit/stage.js';
import type { Route } from '../routes/types.js';

/** What every worker is started with. */
export interface WorkerSetup {
  config: ResolvedConfig;
  mode: BuildMode;
}

/** The work a worker can do: each task turns a share of items into one result per item. */
export interface Tasks {
  markdown: { item: IdentifiedPage; shared: { git: GitDates; routeOfFile: Map<string, string> }; result: Page };
  render: { item: Route; shared: RenderShared; result: StagedPage };
}

export type TaskName = keyof Tasks;

export interface TaskRequest<T extends TaskName = TaskName> {
  task: T;
  shared: Tasks[T]['shared'];
  items: Tasks[T]['item'][];
}

export type WorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; results: unknown[]; warnings: string[] }
  | { type: 'failed'; error: { message: string; file?: string; line?: number; hint?: string; stack?: string } };
