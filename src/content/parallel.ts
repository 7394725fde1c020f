import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import { packageRoot } from '../paths.js';
import type { GitDates } from './git.js';
import type { IdentifiedPage } from './load.js';
import type { Page } from './page.js';
import type { WorkerInput, WorkerOutput } from './worker.js';

/** Below this many pages, starting workers costs more than it saves. */
export const PARALLEL_MIN_PAGES = 150;

/** How many workers share the Markdown: one per core, none on a single core. */
export function markdownWorkerCount(pages: number): number {
  const cores = Number(process.env.SITEGEN_WORKERS) || availableParallelism();
  return pages < PARALLEL_MIN_PAGES || cores < 2 ? 0 : cores;
}

/** Renders pages across worker threads, each taking every n-th page, and returns them in their original order. */
export async function renderInWorkers(
  jobs: IdentifiedPage[],
  workers: number,
  ctx: BuildContext,
  git: GitDates,
  routeOfFile: Map<string, string>,
): Promise<Page[]> {
  const shares = Array.from({ length: workers }, (_, w) => jobs.filter((_, i) => i % workers === w));
  const results = await Promise.all(
    shares.map((share) => runWorker({ config: ctx.config, mode: ctx.mode, git, routeOfFile, jobs: share })),
  );
  for (const result of results) for (const warning of result.warnings) ctx.log.warn(warning);
  return jobs.map((_, i) => results[i % workers].pages[Math.floor(i / workers)]);
}

const workerFile = path.join(packageRoot, 'dist-lib', 'markdown-worker.js');

function runWorker(input: WorkerInput): Promise<{ pages: Page[]; warnings: string[] }> {
  // The compiled worker is used from source too (tests): Node 20 workers cannot load TypeScript entry points.
  const worker = new Worker(workerFile, { workerData: input });
  return new Promise((resolve, reject) => {
    worker.once('message', (output: WorkerOutput) => {
      void worker.terminate();
      if (output.ok) resolve(output);
      else if (output.error.stack) reject(Object.assign(new Error(output.error.message), { stack: output.error.stack }));
      else reject(new SitegenError(output.error.message, output.error));
    });
    worker.once('error', reject);
  });
}
