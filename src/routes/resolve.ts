import type { BuildContext } from '../context.js';
import type { DocPage, MarkdownPage, Page, PostPage } from '../content/page.js';
import { SitegenError, SitegenErrors } from '../errors.js';
import { blogRoutes } from './blog.js';
import { docsRoutes, versionedLinks } from './versions.js';
import type { Route, SidebarEntry, SiteSections } from './types.js';

/** What routing needs of a React page from `content/pages/`. */
export interface CustomPageRoute {
  path: string;
  file: string;
  meta: { title?: string; description?: string };
}

export interface SiteRoutes {
  routes: Route[];
  /** Each docs sidebar by name. */
  sidebars: Record<string, SidebarEntry[]>;
  sections: SiteSections;
}

/** Every route of the site, from the pages and the config; two sources claiming one path fail naming both. */
export function resolveRoutes(pages: Page[], customPages: CustomPageRoute[], ctx: BuildContext): SiteRoutes {
  const { config } = ctx;
  const docs = pages.filter((p): p is DocPage => p.kind === 'doc');
  const posts = pages.filter((p): p is PostPage => p.kind === 'post');
  const markdownPages = pages.filter((p): p is MarkdownPage => p.kind === 'page');
  const configOrigin = { file: config.configFile ?? 'site.config.ts' };
  const { routes: allDocRoutes, sidebars } = docsRoutes(docs, config);
  const pagePaths = new Set([...customPages.map((page) => page.path), ...markdownPages.map((page) => page.permalink)]);
  // The main doc shown at the docs' own address yields it to a page there, as Docusaurus has no such copy.
  const docPageRoutes = allDocRoutes.filter(
    (route) => !(route.kind === 'doc' && route.path !== route.doc.permalink && pagePaths.has(route.path)),
  );
  // A doc at `/` (docs-only sites) is the home page, as a page of the site's own is.
  const hasOwnHome = pagePaths.has('/') || docPageRoutes.some((route) => route.path === '/');
  const routes: Route[] = [
    ...(hasOwnHome
      ? []
      : [{ kind: 'home', path: '/', title: config.title, description: config.tagline, origin: configOrigin } as const]),
    ...customPages.map((page): Route => ({
      kind: 'page',
      path: page.path,
      title: page.meta.title ?? config.title,
      description: page.meta.description ?? config.tagline,
      origin: { file: page.file },
      page: { path: page.path, file: page.file },
    })),
    ...markdownPages.map((page): Route => ({
      kind: 'markdown-page',
      path: page.permalink,
      title: page.title,
      description: page.description,
      origin: { file: page.source.relPath },
      markdown: page,
    })),
    ...docPageRoutes,
    ...(posts.length > 0 ? blogRoutes(posts, config) : []),
    {
      kind: 'not-found',
      path: '/404',
      title: 'Page not found',
      description: 'This page does not exist.',
      origin: configOrigin,
    },
  ];
  assertSafePaths(routes);
  assertUniquePaths(routes);
  return { routes, sidebars, sections: sectionsOf({ docs, posts, routes }, config) };
}

/** The docs and the blog as links, each when the site has pages in it: a blog without posts has no pages at all. */
function sectionsOf(
  { docs, posts, routes }: { docs: DocPage[]; posts: PostPage[]; routes: Route[] },
  config: BuildContext['config'],
): SiteSections {
  const docsLink = docs.length > 0 ? { label: 'Docs', to: config.docs.routeBasePath } : null;
  const targets = [
    ...(config.navbar.items ?? (docsLink ? [docsLink] : [])),
    ...config.footer.columns.flatMap((column) => column.items),
  ].flatMap((item) => ('to' in item && item.to ? [item.to] : []));
  return {
    docs: docsLink,
    blog: posts.length > 0 ? { label: config.blog.title, to: config.blog.routeBasePath } : null,
    docsInVersions: versionedLinks(targets, routes, config.docs.versions),
  };
}

/**
 * Every route must name a place inside the output folder: no `.` or `..` segments, backslashes or control
 * characters, whatever slug, id or base path made it. Checked here, before anything is written.
 */
function assertSafePaths(routes: Route[]): void {
  const errors = routes.flatMap((route) => {
    const problem = routePathProblem(route.path);
    if (!problem) return [];
    return [
      new SitegenError(`the route ${JSON.stringify(route.path)} ${problem}`, {
        file: route.origin.file,
        line: route.origin.line,
        hint: 'give a `slug` (or `id`, `routeBasePath`) made of plain path segments, such as /guides/setup',
      }),
    ];
  });
  if (errors.length > 0) throw new SitegenErrors(errors);
}

function routePathProblem(route: string): string | null {
  if (!route.startsWith('/')) return 'does not start with /';
  if (/[\\\u0000-\u001f\u007f]/.test(route)) return 'holds a backslash or a control character';
  if (route.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'has a `.` or `..` segment, which would lead outside its folder';
  return null;
}

function assertUniquePaths(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const errors: SitegenError[] = [];
  for (const route of routes) {
    const key = route.path.toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, route);
      continue;
    }
    // Point at the front matter line that chose the path, when one of the two has it.
    const where = route.origin.line || !first.origin.line ? route.origin : first.origin;
    errors.push(
      new SitegenError(`two sources claim the route ${route.path}: ${first.origin.file} and ${route.origin.file}`, {
        file: where.file,
        line: where.line,
        hint: 'give one of them a different `slug` or `id` in its front matter',
      }),
    );
  }
  if (errors.length > 0) throw new SitegenErrors(errors);
}
