import { fingerprint } from '../fingerprint.js';
import { failureAwaitedLater } from '../errors.js';
import { renderPages, type RenderOptions } from '../render/pages.js';
import type { WrittenPage } from '../render/page-writer.js';
import type { RenderInput } from '../render/route.js';
import type { Route } from '../routes/types.js';
import type { PreviousOutput } from '../write/write.js';
import { pageKeys, type BuildCache } from './cache.js';
import type { Plan } from './plan.js';

/** The site's pages, each rendered anew or kept from the last build, whose files are in the output already. */
export interface RenderedPages {
  pages: WrittenPage[];
  /** The pages rendered anew. */
  fresh: ReadonlySet<WrittenPage>;
}

/**
 * The render stage, reusing the cache: a route whose inputs are unchanged keeps the files the last build wrote for
 * it, and only the others are rendered. Without a cache, every route is.
 */
export async function renderPagesReusing(
  routes: Route[],
  input: RenderInput,
  options: RenderOptions,
  { cache, previous }: { cache: BuildCache | null; previous: PreviousOutput },
): Promise<RenderedPages> {
  if (!cache) {
    const pages = await renderPages(routes, input, options);
    return { pages, fresh: new Set(pages) };
  }
  const keyOf = routeKeys(input, cache);
  // A first build has nothing to reuse: its routes go to the workers at once, and their keys are made meanwhile.
  const known = cache.routes.size === 0 ? null : new Map(routes.map((route) => [route, keyOf(route)]));
  const plan = known
    ? planRoutes({ previous: cache.routes, current: routes, keys: known, output: previous })
    : { stale: routes, reasons: [] };
  for (const line of plan.reasons) options.log.debug(`render: ${line}`);
  const rendering = failureAwaitedLater(renderPages(plan.stale, input, options));
  const keys = known ?? (await keysInTurn(routes, keyOf));
  const rendered = await rendering;
  plan.stale.forEach((route, i) => cache.routes.set(route.path, { key: keys.get(route)!, page: rendered[i] }));
  const paths = new Set(routes.map((route) => route.path));
  for (const path of cache.routes.keys()) if (!paths.has(path)) cache.routes.delete(path);
  const pages = routes.map((route) => cache.routes.get(route.path)!.page);
  const fresh = new Set(rendered);
  for (const page of pages) {
    if (fresh.has(page)) continue;
    previous.carryOver(page.file);
    previous.carryOver(page.chunkFile);
  }
  return { pages, fresh };
}

export interface RoutesPlanInput {
  previous: BuildCache['routes'];
  current: Route[];
  keys: ReadonlyMap<Route, string>;
  /** The output the last build left, which a reused route's files must still be in. */
  output: Pick<PreviousOutput, 'has'>;
}

/** Which routes render again, and why; the others keep the files the last build wrote. */
export function planRoutes({ previous, current, keys, output }: RoutesPlanInput): Plan<Route> {
  const stale: Route[] = [];
  const reasons: string[] = [];
  for (const route of current) {
    const hit = previous.get(route.path);
    const why = !hit
      ? 'a new route'
      : hit.key !== keys.get(route)
        ? 'what it shows changed (its page, sidebar, templates or the config)'
        : !output.has(hit.page.file) || !output.has(hit.page.chunkFile)
          ? 'its files are no longer in the output'
          : null;
    if (!why) continue;
    stale.push(route);
    reasons.push(`${route.path}: ${why}`);
  }
  return { stale, reasons };
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
