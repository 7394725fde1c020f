import { existsSync } from 'node:fs';
import { pageKeys, type BuildCache } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import type { Page } from '../content/page.js';
import type { CheckablePage } from '../links/check.js';
import type { StageContext } from '../stage-context.js';
import type { RenderInput } from '../render/render.js';
import type { Route } from '../routes/types.js';
import type { PageIndex } from '../search/terms.js';
import type { OutputFile, StagedPage } from './output.js';
import { createPageStager } from './page-stager.js';
import type { RenderShared } from './render-task.js';
import { failureAwaitedLater } from '../errors.js';
import { listFiles } from '../paths.js';

export interface StagedSite {
  /** Every page's links and anchors, for the link check. */
  pages: CheckablePage[];
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** How many pages were rendered anew; the others came from the cache. */
  rendered: number;
  /** The pages rendered anew. */
  fresh: ReadonlySet<StagedPage>;
}

/**
 * Renders each route and writes it to the staging folder at once, keeping only its links and anchors:
 * memory stays flat however many pages the site has, and nothing is visible until the writer commits.
 * Large sites render across worker threads, which write their pages themselves. With a cache, a route whose
 * inputs are unchanged keeps the files the previous build wrote for it.
 */
export async function renderAndStage(routes: Route[], { input, extras }: { input: RenderInput; extras: OutputFile[] }, ctx: StageContext): Promise<StagedSite> {
  const { writer } = ctx;
  const staticFiles = existsSync(ctx.config.staticDir) ? listFiles(ctx.config.staticDir, ctx.config.root) : [];
  await writer.copyFiles(ctx.config.staticDir, staticFiles);
  for (const file of extras) await writer.write(file);
  const files = new Set([...staticFiles, ...extras.map((file) => file.path)]);
  const cache = ctx.cache?.routes;
  if (!cache) {
    const pages = await renderPages(routes, input, ctx);
    for (const page of pages) files.add(page.file).add(page.chunkFile);
    return { pages, files, rendered: routes.length, fresh: new Set(pages) };
  }

  const keyOf = routeKeys(input, ctx.cache!);
  // A first build has nothing to reuse: its routes go to the workers at once, and their keys are made meanwhile.
  const known = cache.size === 0 ? null : new Map(routes.map((route) => [route, keyOf(route)]));
  const reusable = (route: Route) => {
    const hit = cache.get(route.path);
    return hit !== undefined && hit.key === known!.get(route) && ctx.previous.has(hit.page.file) && ctx.previous.has(hit.page.chunkFile);
  };
  const stale = known ? routes.filter((route) => !reusable(route)) : routes;
  const rendering = failureAwaitedLater(renderPages(stale, input, ctx));
  const keys = known ?? (await keysInTurn(routes, keyOf));
  const rendered = await rendering;
  stale.forEach((route, i) => cache.set(route.path, { key: keys.get(route)!, page: rendered[i] }));
  const paths = new Set(routes.map((route) => route.path));
  for (const path of cache.keys()) if (!paths.has(path)) cache.delete(path);
  const pages = routes.map((route) => cache.get(route.path)!.page);
  const fresh = new Set(rendered);
  for (const page of pages) {
    if (!fresh.has(page)) {
      ctx.previous.carryOver(page.file);
      ctx.previous.carryOver(page.chunkFile);
    }
    files.add(page.file).add(page.chunkFile);
  }
  return { pages, files, rendered: stale.length, fresh };
}

/** Routes at a time whose keys are made between two turns of the event loop. */
const KEY_SLICE = 500;

/** The routes' keys, made a slice at a time, so that this thread keeps the workers rendering meanwhile busy. */
async function keysInTurn(routes: Route[], keyOf: (route: Route) => string): Promise<Map<Route, string>> {
  const keys = new Map<Route, string>();
  for (let from = 0; from < routes.length; from += KEY_SLICE) {
    await new Promise(setImmediate);
    for (const route of routes.slice(from, from + KEY_SLICE)) keys.set(route, keyOf(route));
  }
  return keys;
}

/**
 * A route's key: everything its page shows. Pages stand in by their Markdown cache keys, so a key does not
 * restate their HTML and costs a hash of a few hundred bytes. Routes hold pages in their own fields or in
 * lists there (`doc`, `posts`); only that level is looked through, which leaves the rest to the native
 * `JSON.stringify` (a replacer function costs a call per value, which adds up on a large site's rebuild). A route equal
 * to the last build's keeps its key: comparing costs far less than restating every route on every save.
 */
function routeKeys(input: RenderInput, cache: BuildCache): (route: Route) => string {
  const keys = pageKeys(cache);
  const siteKey = fingerprint(input.templates.hash, JSON.stringify([input.site.sidebars, input.site.sections, input.assets, input.site.config]));
  const keyOrValue = (value: unknown) => keys.get(value) ?? value;
  const withPageKeys = (route: Route) => Object.entries(route).map(([field, value]) => [field, Array.isArray(value) ? value.map(keyOrValue) : keyOrValue(value)]);
  const last = cache.lastRoutes?.siteKey === siteKey ? cache.lastRoutes.byPath : new Map<string, { route: Route; key: string }>();
  const byPath = new Map<string, { route: Route; key: string }>();
  cache.lastRoutes = { siteKey, byPath };
  return (route) => {
    const before = last.get(route.path);
    const key = before && sameInputs(before.route, route, keys) ? before.key : fingerprint(siteKey, JSON.stringify(withPageKeys(route)));
    byPath.set(route.path, { route, key });
    return key;
  };
}

/**
 * Whether two routes show the same: pages must be the same objects, everything else equal in value (nothing a
 * route holds is changed once made). Stricter than equal JSON, so a route judged the same has the same key.
 */
function sameInputs(a: unknown, b: unknown, pages: Map<unknown, string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || pages.has(a) || pages.has(b)) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const fields = Object.keys(a);
  if (fields.length !== Object.keys(b).length) return false;
  return fields.every((field) => Object.hasOwn(b, field) && sameInputs(a[field as keyof typeof a], b[field as keyof typeof b], pages));
}

/**
 * Renders routes in the worker threads when there are enough of them, else here, and writes the pages through
 * `writer`: workers write into its folder themselves, or send pages back when it keeps files in memory.
 */
async function renderPages(routes: Route[], input: RenderInput, ctx: StageContext): Promise<StagedPage[]> {
  const { writer } = ctx;
  const onProgress = (done: number) => ctx.log.progress('rendering pages', done, routes.length);
  const folder = ctx.run.outputFolder;
  const shared: RenderShared = { templates: { file: input.templates.file, hash: input.templates.hash }, sidebars: input.site.sidebars, sections: input.site.sections, assets: input.assets, folder };
  const staged = (await ctx.run.workers.map('render', routes.map(forRendering), shared, { onProgress, onResult: sharingStrings() })) ?? (await createPageStager(input, writer)(routes, onProgress));
  staged.forEach((page, i) => (page.source = markdownSource(routes[i])));
  for (const page of staged) {
    if (!page.output) continue;
    await writer.write({ path: page.file, contents: page.output.html });
    await writer.write({ path: page.chunkFile, contents: JSON.stringify(page.output.chunk) });
    delete page.output;
  }
  return staged;
}

/**
 * Pages from the workers with one copy of each link target and anchor: every message brings its own copies, and
 * the pages of a large site name the same few thousand targets (the sidebar's, the navbar's) a million times.
 */
function sharingStrings(): (page: StagedPage) => StagedPage {
  const known = new Map<string, string>();
  const share = (text: string) => {
    const firstCopy = known.get(text);
    if (firstCopy !== undefined) return firstCopy;
    known.set(text, text);
    return text;
  };
  return (page) => ({ ...page, targets: page.targets.map(share), anchors: new Set([...page.anchors].map(share)) });
}

/**
 * A route as a worker renders it: its pages without what only this thread reads (their search text and words,
 * their Markdown links), which would otherwise make up most of what is copied to the workers.
 */
function forRendering(route: Route): Route {
  const lean = (value: unknown) => (isPage(value) ? { ...value, sectionsJson: '', search: noWords, links: [] } : value);
  return Object.fromEntries(Object.entries(route).map(([field, value]) => [field, Array.isArray(value) ? value.map(lean) : lean(value)])) as unknown as Route;
}
const noWords: PageIndex = { words: '', places: new Uint16Array(0) };
const isPage = (value: unknown): value is Page => typeof value === 'object' && value !== null && 'search' in value && 'sectionsJson' in value && 'links' in value;

function markdownSource(route: Route): CheckablePage['source'] {
  if (route.kind === 'doc') return { file: route.doc.source.relPath, links: route.doc.links };
  if (route.kind === 'blog-post') return { file: route.post.source.relPath, links: route.post.links };
  if (route.kind === 'markdown-page') return { file: route.markdown.source.relPath, links: route.markdown.links };
  return undefined;
}
