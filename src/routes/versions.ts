import type { DocsVersion, ResolvedConfig } from '../config/types.js';
import type { DocPage } from '../content/page.js';
import { SitegenError, SitegenErrors } from '../errors.js';
import { docRoutes } from './docs.js';
import { docsTagRoutes } from './docs-tags.js';
import { resolveSidebars } from './sidebars/resolve.js';
import type { Route, SidebarEntry } from './types.js';

export interface DocsRoutes {
  routes: Route[];
  /** Every version's sidebars, by id (see `sidebarId`). */
  sidebars: Record<string, SidebarEntry[]>;
}

/** A sidebar's id among every version's: its name in the current docs, `<version>/<name>` in a released version. */
export function sidebarId(version: string, name: string): string {
  return version === 'current' ? name : `${version}/${name}`;
}

/**
 * The routes of every version of the docs, each version on its own: its sidebars, pagers, generated indexes and
 * root route are its own docs', and a doc id means the doc of that version. Every version's mistakes come together.
 */
export function docsRoutes(docs: DocPage[], config: ResolvedConfig): DocsRoutes {
  const routes: Route[] = [];
  const sidebars: Record<string, SidebarEntry[]> = {};
  const errors: SitegenError[] = [];
  // The last version first: a page outside the docs loads the first sidebar, and equal search results go to the first.
  const versions = config.docs.versions;
  for (const version of [...versions.filter((v) => v.last), ...versions.filter((v) => !v.last)]) {
    try {
      const own = versionRoutes(
        docs.filter((doc) => doc.version === version.name),
        version,
        config,
      );
      routes.push(...own.routes);
      Object.assign(sidebars, own.sidebars);
    } catch (error) {
      if (error instanceof SitegenErrors) errors.push(...error.errors);
      else if (error instanceof SitegenError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new SitegenErrors(errors);
  linkVersions(routes, config.docs.versions);
  return { routes, sidebars };
}

/** What stands for a docs page in every version: its doc id, else its path below the version's route. */
function pageKey(route: Route, version: DocsVersion): string | null {
  if (route.kind !== 'doc' && route.kind !== 'generated-index') return null;
  if (route.path === version.routeBasePath) return '';
  return route.kind === 'doc' ? `doc ${route.doc.id}` : `path ${route.path.slice(version.routeBasePath.length)}`;
}

/**
 * Gives each docs page the same page in every version (`versionPaths`, in the order of the versions), or that
 * version's root where it has no such page: what the version menu links to.
 */
function linkVersions(routes: Route[], versions: DocsVersion[]): void {
  if (versions.length < 2) return;
  const byName = new Map(versions.map((version) => [version.name, version]));
  const pathsByVersion = new Map(versions.map((version) => [version.name, new Map<string, string>()]));
  for (const route of routes) {
    if (route.kind !== 'doc' && route.kind !== 'generated-index') continue;
    const key = pageKey(route, byName.get(route.version)!);
    const paths = pathsByVersion.get(route.version)!;
    // The version's root shows its main doc: the doc's own address is the one to link.
    if (key !== null && !(paths.has(key) && route.canonicalPath)) paths.set(key, route.path);
  }
  const latest = pathsByVersion.get(versions.find((version) => version.last)!.name)!;
  for (const route of routes) {
    if (route.kind !== 'doc' && route.kind !== 'generated-index') continue;
    const key = pageKey(route, byName.get(route.version)!)!;
    route.versionPaths = versions.map((version) => pathsByVersion.get(version.name)!.get(key) ?? version.routeBasePath);
    // A version kept from search engines points them at the same page in the latest, where it has one.
    if (byName.get(route.version)!.noIndex && latest.has(key)) route.canonicalPath = latest.get(key);
  }
}

/**
 * The same page in every version, for links of the navbar and footer into the last version's docs (`to:
 * '/docs/intro'`): the client leads readers who chose another version to its page instead.
 */
export function versionedLinks(targets: string[], routes: Route[], versions: DocsVersion[]): Record<string, string[]> {
  if (versions.length < 2) return {};
  const last = versions.find((version) => version.last)!;
  const byPath = new Map(
    routes.flatMap((route) =>
      (route.kind === 'doc' || route.kind === 'generated-index') && route.version === last.name
        ? [[route.path, route.versionPaths] as const]
        : [],
    ),
  );
  // A link may end in a slash (`/docs/intro/`), which routes never do.
  const pathsOf = (target: string) => byPath.get(target.replace(/(.)\/$/, '$1'));
  return Object.fromEntries(targets.flatMap((target) => (pathsOf(target) ? [[target, pathsOf(target)!]] : [])));
}

function versionRoutes(docs: DocPage[], version: DocsVersion, config: ResolvedConfig): DocsRoutes {
  const resolved = resolveSidebars(docs, version, config);
  const id = (name: string) => sidebarId(version.name, name);
  const routes = [...docRoutes(docs, resolved, { version, config }), ...docsTagRoutes(docs, version, config)];
  if (version.name !== 'current')
    for (const route of routes)
      if ((route.kind === 'doc' || route.kind === 'generated-index') && route.sidebar !== null)
        route.sidebar = id(route.sidebar);
  return {
    routes,
    sidebars: Object.fromEntries(Object.entries(resolved.sidebars).map(([name, entries]) => [id(name), entries])),
  };
}
