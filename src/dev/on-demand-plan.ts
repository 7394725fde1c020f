import type { Page } from '../content/page.js';
import { withRoutePages } from '../routes/route-pages.js';
import type { Route } from '../routes/types.js';
import { outputFiles, pageFiles } from '../write/output-paths.js';

/** What answering a request for a page takes before the whole site is built: its route, and the pages to render. */
export interface PagePlan {
  route: Route;
  /** The file asked for: the page's HTML or its chunk. */
  file: string;
  /** The Markdown pages the route shows, whose HTML it needs rendered: a list's posts, an index's docs. */
  pages: Page[];
}

/** The files a request's path may name, in the order they are looked for: `docs/faq` is `docs/faq/index.html`. */
export function candidateFiles(relative: string): string[] {
  return relative === '' || relative.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}/index.html`, `${relative}.html`];
}

/**
 * Each Markdown source by the files of the page at its permalink, its own route's: a request for such a page finds
 * its source before any route is resolved, and the routes are then resolved once, with it rendered.
 */
export function sourcesByFile<S extends { permalink: string }>(sources: S[]): Map<string, S> {
  const byFile = new Map<string, S>();
  for (const source of sources) {
    const { html, chunk } = pageFiles(source.permalink);
    byFile.set(html, source).set(chunk, source);
  }
  return byFile;
}

/** The source whose own page a request's path names, if one does. */
export function sourceAt<S>(relative: string, byFile: ReadonlyMap<string, S>): S | undefined {
  const file = candidateFiles(relative).find((candidate) => byFile.has(candidate));
  return file === undefined ? undefined : byFile.get(file);
}

/** The site's routes by the files each writes (its HTML and its chunk, as a build names them) and by path. */
export interface RouteIndex {
  byFile: Map<string, Route>;
  byPath: Map<string, Route>;
}

export function indexRoutes(routes: Route[]): RouteIndex {
  const index: RouteIndex = { byFile: new Map(), byPath: new Map() };
  for (const route of routes) {
    const { html, chunk } = outputFiles(route);
    index.byFile.set(html, route).set(chunk, route);
    index.byPath.set(route.path, route);
  }
  return index;
}

/**
 * The route a request's path (relative to the site, as `docs/faq` or `docs/faq/index.json`) names, and the pages it
 * needs rendered; null for a path no route writes, which only the whole site's build can answer.
 */
export function planRequest(relative: string, { byFile, byPath }: RouteIndex): PagePlan | null {
  const file = candidateFiles(relative).find((candidate) => byFile.has(candidate));
  if (file === undefined) return null;
  const route = byFile.get(file)!;
  const pages: Page[] = [];
  withRoutePages(route, (page) => (pages.push(page), page));
  // A generated index shows its docs' descriptions, which a doc without one in its front matter takes from its text.
  if (route.kind === 'generated-index')
    for (const card of route.cards) {
      const target = card.type === 'doc' ? byPath.get(card.path) : undefined;
      if (target?.kind === 'doc') pages.push(target.doc);
    }
  return { route, file, pages };
}
