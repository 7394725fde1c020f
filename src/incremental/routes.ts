import { fingerprint } from '../fingerprint.js';
import { failureAwaitedLater } from '../errors.js';
import { renderPages, type RenderedRoutes } from '../emit/stage.js';
import type { RenderInput } from '../render/render.js';
import type { Route } from '../routes/types.js';
import type { StageContext } from '../stage-context.js';
import { pageKeys, type BuildCache } from './cache.js';

/**
 * Renders the site's routes. With a cache, a route whose inputs are unchanged keeps the files the last build wrote
 * for it, and only the others are rendered.
 */
export async function renderRoutes(routes: Route[], input: RenderInput, ctx: StageContext): Promise<RenderedRoutes> {
  if (!ctx.cache) {
    const pages = await renderPages(routes, input, ctx);
    return { pages, fresh: new Set(pages) };
  }
  const cache = ctx.cache.routes;
  const keyOf = routeKeys(input, ctx.cache);
  // A first build has nothing to reuse: its routes go to the workers at once, and their keys are made meanwhile.
  const known = cache.size === 0 ? null : new Map(routes.map((route) => [route, keyOf(route)]));
  const reusable = (route: Route) => {
    const hit = cache.get(route.path);
    return (
      hit !== undefined &&
      hit.key === known!.get(route) &&
      ctx.previous.has(hit.page.file) &&
      ctx.previous.has(hit.page.chunkFile)
    );
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
    if (fresh.has(page)) continue;
    ctx.previous.carryOver(page.file);
    ctx.previous.carryOver(page.chunkFile);
  }
  return { pages, fresh };
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
  const siteKey = fingerprint(
    input.templates.hash,
    JSON.stringify([input.site.sidebars, input.site.sections, input.assets, input.site.config]),
  );
  const keyOrValue = (value: unknown) => keys.get(value) ?? value;
  const withPageKeys = (route: Route) =>
    Object.entries(route).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.map(keyOrValue) : keyOrValue(value),
    ]);
  const last =
    cache.inMemory.lastRoutes?.siteKey === siteKey
      ? cache.inMemory.lastRoutes.byPath
      : new Map<string, { route: Route; key: string }>();
  const byPath = new Map<string, { route: Route; key: string }>();
  cache.inMemory.lastRoutes = { siteKey, byPath };
  return (route) => {
    const before = last.get(route.path);
    const key =
      before && sameInputs(before.route, route, keys)
        ? before.key
        : fingerprint(siteKey, JSON.stringify(withPageKeys(route)));
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
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || pages.has(a) || pages.has(b))
    return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const fields = Object.keys(a);
  if (fields.length !== Object.keys(b).length) return false;
  return fields.every(
    (field) => Object.hasOwn(b, field) && sameInputs(a[field as keyof typeof a], b[field as keyof typeof b], pages),
  );
}
