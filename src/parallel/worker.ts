// A build's worker thread: renders the Markdown and then the pages of its share of the site, with its own shiki and templates.
import { parentPort, workerData } from 'node:worker_threads';
import { createContext, type BuildContext } from '../context.js';
import { renderPage } from '../content/load.js';
import { renderShare } from '../emit/stage.js';
import { SitegenError } from '../errors.js';
import { createLogger } from '../log.js';
import type { TaskName, TaskRequest, Tasks, WorkerMessage, WorkerSetup } from './protocol.js';

const setup = workerData as WorkerSetup;
let warnings: string[] = [];
const log = { ...createLogger({ quiet: true }), warn: (message: string) => void warnings.push(message) };
const context: Promise<BuildContext> = createContext(setup.config, log, setup.mode);

type Runner<T extends TaskName> = (
  items: Tasks[T]['item'][],
  shared: Tasks[T]['shared'],
  ctx: BuildContext,
  onItem: () => void,
) => Promise<Tasks[T]['result'][]>;

const runners: { [T in TaskName]: Runner<T> } = {
  async markdown(jobs, { git, routeOfFile }, ctx, onItem) {
    const pages = [];
    for (const job of jobs) {
      pages.push(await renderPage(job, ctx, git, routeOfFile));
      onItem();
    }
    return pages;
  },
  render: (routes, shared, ctx, onItem) => renderShare(routes, shared, ctx, onItem),
};

const post = (message: WorkerMessage) => parentPort!.postMessage(message);

parentPort!.on('message', async (request: TaskRequest) => {
  warnings = [];
  let done = 0;
  let reported = 0;
  const onItem = () => {
    done++;
    // A message per item would cost more than the progress line is worth.
    if (done - reported >= 25) post({ type: 'progress', done: (reported = done) });
  };
  try {
    const run = runners[request.task] as Runner<TaskName>;
    const results = await run(request.items, request.shared, await context, onItem);
    post({ type: 'done', results, warnings });
  } catch (error) {
    const e = error as SitegenError;
    post({ type: 'failed', error: { message: e.message, file: e.file, line: e.line, hint: e.hint, stack: error instanceof SitegenError ? undefined : e.stack } });
  }
});
