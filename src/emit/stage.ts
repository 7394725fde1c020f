import fg from 'fast-glob';
import type { PageChunk } from '../client/chunk.js';
import { fingerprint, type BuildContext } from '../context.js';
import type { Page } from '../content/page.js';
import type { CheckablePage } from '../links/check.js';
import { extractLinks } from '../links/extract.js';
import type { WorkerPool } from '../parallel/pool.js';
import type { SiteAssets } from '../render/document.js';
import { outputFiles, renderRoutes, type RenderInput } from '../render/render.js';
import { importTemplates } from '../render/theme.js';
import type { Route, SidebarEntry } from '../routes/types.js';
import type { OutputFile } from './output.js';
import { createFolderWriter, type Writer } from './write.js';

export interface StagedSite {
  /** Every page's links and anchors, for the link check. */
  pages: CheckablePage[];
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** How many pages were rendered anew; the others came from the dev server's cache. */
  rendered: number;
}

/** A rendered page as the link check sees it, with its HTML and chunk when they were not written yet. */
export interface StagedPage extends CheckablePage {
  chunkFile: string;
  output?: { html: string; chunk: PageChunk };
}

/** What a worker needs, besides its routes, to render pages exactly as the main thread would. */
export interface RenderShared {
  templates: { file: string; hash: string };
  sidebar: SidebarEntry[];
  assets: SiteAssets;
  /** Where to write the pages; null to send them back instead. */
  folder: string | null;
}

/**
 * Renders each route and writes it to the staging folder at once, keeping only its links and anchors:
 * memory stays flat however many pages the site has, and nothing is visible until the writer commits.
 * Large sites render across worker threads, which write their pages themselves.
 */
export async function renderAndStage(routes: Route[], input: RenderInput, extras: OutputFile[], writer: Writer, ctx: BuildContext, pool: WorkerPool): Promise<StagedSite> {
  const staticFiles = await fg('**/*', { cwd: ctx.config.staticDir, onlyFiles: true });
  await writer.copyFolder(ctx.config.staticDir);
  for (const file of extras) await writer.write(file);
  const files = new Set([...staticFiles, ...extras.map((file) => file.path)]);
  const cache = ctx.cache?.routes;
  if (!cache) {
    const pages = await renderPages(routes, input, writer, ctx, pool);
    for (const page of pages) files.add(page.file).add(page.chunkFile);
    return { pages, files, rendered: routes.length };
  }

  const siteKey = fingerprint(input.templates.hash, JSON.stringify([input.site.sidebar, input.assets, ctx.config]));
  const keyOf = (route: Route) => fingerprint(siteKey, JSON.stringify(route, pagesByFingerprint));
  const stale = routes.filter((route) => cache.get(route.path)?.key !== keyOf(route));
  const rendered = await renderPages(stale, input, null, ctx, pool);
  stale.forEach((route, i) => cache.set(route.path, { key: keyOf(route), page: rendered[i] }));
  const paths = new Set(routes.map((route) => route.path));
  for (const path of cache.keys()) if (!paths.has(path)) cache.delete(path);
  const pages = routes.map((route) => cache.get(route.path)!.page);
  for (const { file, chunkFile, output } of pages) {
    await writer.write({ path: file, contents: output!.html });
    await writer.write({ path: chunkFile, contents: JSON.stringify(output!.chunk) });
    files.add(file).add(chunkFile);
  }
  return { pages, files, rendered: stale.length };
}

// The dev server's cache hands the same Page objects to every build until their file changes: each is hashed once.
const pageFingerprints = new WeakMap<Page, string>();

/** A JSON replacer that stands a page's fingerprint in for the page, so a route's key does not restate its HTML. */
function pagesByFingerprint(this: unknown, key: string, value: unknown): unknown {
  if (key !== 'doc' && key !== 'post' && !(Array.isArray(this) && isPage(value))) return value;
  const page = value as Page;
  if (!pageFingerprints.has(page)) pageFingerprints.set(page, fingerprint(JSON.stringify(page)));
  return pageFingerprints.get(page);
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 'doc' || value.kind === 'post') && 'source' in value;
}

/**
 * Renders routes in the worker threads when there are enough of them, else here. Writes the pages through
 * `writer`, or hands them back with their HTML when it is null.
 */
async function renderPages(routes: Route[], input: RenderInput, writer: Writer | null, ctx: BuildContext, pool: WorkerPool): Promise<StagedPage[]> {
  const onProgress = (done: number) => ctx.log.progress('rendering pages', done, routes.length);
  // Workers write into the writer's folder themselves; a writer that keeps files in memory takes them here.
  const folder = writer ? await writer.folder?.() : null;
  if (folder !== undefined) {
    const shared: RenderShared = { templates: { file: input.templates.file, hash: input.templates.hash }, sidebar: input.site.sidebar, assets: input.assets, folder };
    const staged = await pool.map('render', routes, shared, { onProgress, workerOf: (route) => (route.kind === 'doc' ? route.doc.heldBy : undefined) });
    if (staged) return staged;
  }
  return collectPages(routes, input, writer, onProgress);
}

/** A worker's share of `renderPages`. */
export async function renderShare(routes: Route[], shared: RenderShared, ctx: BuildContext): Promise<StagedPage[]> {
  const templates = await importTemplates(shared.templates.file, shared.templates.hash, ctx.config);
  const input: RenderInput = { templates, site: { config: ctx.config, sidebar: shared.sidebar, withBase: ctx.withBase }, assets: shared.assets };
  const writer = shared.folder === null ? null : createFolderWriter(shared.folder);
  const staged = await collectPages(routes, input, writer);
  await writer?.flush();
  return staged;
}

async function collectPages(routes: Route[], input: RenderInput, writer: Pick<Writer, 'write'> | null, onPage?: (done: number) => void): Promise<StagedPage[]> {
  const staged: StagedPage[] = [];
  for (const { route, html, chunk } of renderRoutes(routes, input)) {
    const { html: file, chunk: chunkFile } = outputFiles(route);
    const page: StagedPage = { file, chunkFile, ...extractLinks(html), source: markdownSource(route) };
    if (writer) {
      await writer.write({ path: file, contents: html });
      await writer.write({ path: chunkFile, contents: JSON.stringify(chunk) });
    } else {
      page.output = { html, chunk };
    }
    staged.push(page);
    onPage?.(staged.length);
  }
  return staged;
}

function markdownSource(route: Route): CheckablePage['source'] {
  if (route.kind === 'doc') return { file: route.doc.source.relPath, links: route.doc.links };
  if (route.kind === 'blog-post') return { file: route.post.source.relPath, links: route.post.links };
  return undefined;
}
