// A worker thread that renders a share of the site's Markdown: each has its own shiki and marked, made once.
import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/types.js';
import { createContext, type BuildMode } from '../context.js';
import { SitegenError } from '../errors.js';
import { createLogger } from '../log.js';
import type { GitDates } from './git.js';
import { renderPage, type IdentifiedPage } from './load.js';
import type { Page } from './page.js';

export interface WorkerInput {
  config: ResolvedConfig;
  mode: BuildMode;
  git: GitDates;
  routeOfFile: Map<string, string>;
  jobs: IdentifiedPage[];
}

export type WorkerOutput =
  | { ok: true; pages: Page[]; warnings: string[] }
  | { ok: false; error: { message: string; file?: string; line?: number; hint?: string; stack?: string } };

const input = workerData as WorkerInput;
const warnings: string[] = [];
const log = { ...createLogger({ quiet: true }), warn: (message: string) => void warnings.push(message) };

try {
  const ctx = await createContext(input.config, log, input.mode);
  const pages: Page[] = [];
  for (const job of input.jobs) pages.push(await renderPage(job, ctx, input.git, input.routeOfFile));
  parentPort!.postMessage({ ok: true, pages, warnings } satisfies WorkerOutput);
} catch (error) {
  const e = error as SitegenError;
  parentPort!.postMessage({
    ok: false,
    error: { message: e.message, file: e.file, line: e.line, hint: e.hint, stack: error instanceof SitegenError ? undefined : e.stack },
  } satisfies WorkerOutput);
}
