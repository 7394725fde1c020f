// A worker thread of a build (its share of the Markdown, then of the pages, with its own shiki and templates) or of a link check.
// What a build needs (Markdown, shiki, React) loads on a build's first task, so a link check's workers start at once.
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildContext } from '../context.js';
import type { DocPage, Page } from '../content/page.js';
import type { Heading } from '../content/markdown.js';
import type { CacheLocation, StoredGroups } from '../cache/store.js';
import { SitegenError } from '../errors.js';
import { readPageLinks } from '../links/extract.js';
import { createLogger } from '../log.js';
import type { TaskName, Tasks, WorkerMessage, WorkerRequest, WorkerSetup } from './protocol.js';
import { scratchAppender, spilledText } from './spill.js';

const setup = workerData as WorkerSetup;
let warnings: string[] = [];
const log = { ...createLogger({ quiet: true }), warn: (message: string) => void warnings.push(message) };
let context: Promise<BuildContext> | null = null;
/** The build context, made on first use: a link check needs none, and shiki takes a while to start. */
const buildContext = () => (context ??= import('../context.js').then(({ createContext }) => createContext(setup.build!.config, log, setup.build!.mode)));
const buildModules = () => Promise.all([import('../content/load.js'), import('../cache/persist.js'), import('../emit/stage.js')]);

type Runner<T extends TaskName> = (items: Tasks[T]['item'][], shared: Tasks[T]['shared']) => Promise<Tasks[T]['result'][]>;

/**
 * Keeps the HTML and headings of the docs this worker rendered in its scratch file: only rendering their pages
 * reads them, in whichever worker does it, so they never travel through this thread's messages or the main
 * thread's heap. On a large site they are most of what the workers would keep.
 */
const appendToScratch = setup.build ? scratchAppender(setup.build.scratchFd) : null;

function spillDocBody(page: DocPage): DocPage {
  return { ...page, html: '', headings: [], spilledBody: { html: appendToScratch!(page.html), headings: appendToScratch!(JSON.stringify(page.headings)) } };
}

function restoreDocBody({ spilledBody, ...page }: DocPage): DocPage {
  return { ...page, html: spilledText(spilledBody!.html), headings: JSON.parse(spilledText(spilledBody!.headings)) as Heading[] };
}

/**
 * Pages rendered here whose bodies and words go to the build cache from here. They arrive grouped by cache file,
 * so each file is stored as soon as the next one's pages begin, and only one file's pages wait at a time.
 */
let unstored: { number: number; pages: Array<[string, Page]> } | null = null;
const storedFiles = new Map<number, StoredGroups>();
/** Why storing failed, told by the `bodies` task: a cache that cannot be written must not stop the Markdown. */
let storeFailure: Error | null = null;

async function storeBodies(store: CacheLocation): Promise<void> {
  const pages = unstored;
  unstored = null;
  if (!pages || storeFailure) return;
  try {
    const [, { writeGroupFile }] = await buildModules();
    const body = await writeGroupFile(store, 'body', pages.number, pages.pages);
    storedFiles.set(pages.number, { body, words: await writeGroupFile(store, 'words', pages.number, pages.pages) });
  } catch (error) {
    storeFailure = error as Error;
  }
}

/** The renderer of the current render task, kept from batch to batch: the sidebars it renders serve them all. */
let shareRenderer: { shared: Tasks['render']['shared']; render: (routes: Tasks['render']['item'][]) => Promise<Tasks['render']['result'][]> } | null = null;

const runners: { [T in TaskName]: Runner<T> } = {
  async markdown(jobs, { spillDocs, store, ...lookups }) {
    const ctx = await buildContext();
    const [{ renderPage }, { cacheFileNumber }] = await buildModules();
    const pages = [];
    for (const job of jobs) {
      const page = await renderPage(job, ctx, lookups);
      if (store) {
        const number = cacheFileNumber(page.source.file);
        if (unstored?.number !== number) await storeBodies(store);
        (unstored ??= { number, pages: [] }).pages.push([page.source.file, page]);
      }
      pages.push(spillDocs && page.kind === 'doc' ? spillDocBody(page) : page);
    }
    return pages;
  },
  async render(routes, shared) {
    // The Markdown is done: the lines the highlighter remembers would only take memory from here on.
    (await buildContext()).highlighter.forgetLines();
    const complete = routes.map((route) => (route.kind === 'doc' && route.doc.spilledBody ? { ...route, doc: restoreDocBody(route.doc) } : route));
    if (shareRenderer?.shared !== shared) {
      const [, , { createShareRenderer }] = await buildModules();
      shareRenderer = { shared, render: await createShareRenderer(shared, await buildContext()) };
    }
    return shareRenderer.render(complete);
  },
  async start(items) {
    // Loading no grammar starts shiki.
    await Promise.all([buildModules(), buildContext().then(({ highlighter }) => highlighter.load([]))]);
    return items.map(() => null);
  },
  async bodies(items, { store }) {
    await storeBodies(store);
    if (storeFailure) throw new SitegenError(storeFailure.message);
    return items.map(() => [...storedFiles]);
  },
  async 'search shards'(jobs) {
    const [{ writeSearchShards }, { createFolderWriter }] = await Promise.all([import('../search/build.js'), import('../emit/write.js')]);
    return Promise.all(jobs.map(({ job, folder }) => writeSearchShards(job, createFolderWriter(folder))));
  },
  links: async (files, { root }) => files.map((file) => readPageLinks(root, file)),
};

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
let current: { task: TaskName; shared: Tasks[TaskName]['shared'] } | null = null;

/** Requests are answered one after another, in order: the pool may send several batches before the first is done. */
let answering = Promise.resolve();
parentPort!.on('message', (request: WorkerRequest) => {
  answering = answering.then(() => answer(request));
});

async function answer(request: WorkerRequest): Promise<void> {
  if (request.type === 'task') {
    current = request;
    return;
  }
  warnings = [];
  try {
    const run = runners[current!.task] as Runner<TaskName>;
    post({ type: 'done', results: await run(request.items as never[], current!.shared as never), warnings });
  } catch (error) {
    const e = error as SitegenError;
    post({ type: 'failed', error: { message: e.message, file: e.file, line: e.line, hint: e.hint, stack: error instanceof SitegenError ? undefined : e.stack } });
  }
}
