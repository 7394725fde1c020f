import type { Task, TaskThread } from '../parallel/task.js';
import { isSpilled, restoreDocBody } from '../content/spilled-body.js';
import { importTemplates } from '../render/theme.js';
import type { Route } from '../routes/types.js';
import { threadContext, type OfSite } from './thread-context.js';
import type { RenderShared } from '../render/pages.js';
import type { WrittenPage } from '../render/page-writer.js';
import { createPageWriter } from '../render/page-writer.js';
import { createFolderWriter } from '../write/write.js';

type ShareRenderer = (routes: Route[]) => Promise<WrittenPage[]>;

/** The renderer of a thread's current render task, kept from batch to batch: the sidebars it renders serve them all. */
function shareRenderers(thread: TaskThread): (shared: OfSite<RenderShared>) => Promise<ShareRenderer> {
  let current: { shared: OfSite<RenderShared>; render: ShareRenderer } | null = null;
  return async (shared) => {
    if (current?.shared !== shared) current = { shared, render: await createShareRenderer(shared, thread) };
    return current.render;
  };
}

async function createShareRenderer(shared: OfSite<RenderShared>, thread: TaskThread): Promise<ShareRenderer> {
  const ctx = await threadContext(thread, shared.site);
  const templates = await importTemplates(shared.templates.file, shared.templates.hash, ctx.config);
  const site = { config: ctx.config, sidebars: shared.sidebars, sections: shared.sections, withBase: ctx.withBase };
  return createPageWriter(
    { templates, site, assets: shared.assets },
    shared.folder === null ? null : createFolderWriter(shared.folder),
  );
}

/** Renders a worker's share of the pages, batch after batch, writing them into the shared folder or sending them back. */
export const renderTask: Task<Route, OfSite<RenderShared>, WrittenPage> = async (routes, shared, thread) => {
  // The Markdown is done: the lines the highlighter remembers would only take memory from here on.
  (await threadContext(thread, shared.site)).highlighter.forgetLines();
  const complete = routes.map((route) =>
    route.kind === 'doc' && isSpilled(route.doc) ? { ...route, doc: restoreDocBody(route.doc) } : route,
  );
  const render = await thread.local(shareRenderers)(shared);
  return render(complete);
};
