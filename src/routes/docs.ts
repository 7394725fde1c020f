import type { DocsVersion, ResolvedConfig } from '../config/types.js';
import type { DocPage } from '../content/page.js';
import { SitegenError, SitegenErrors } from '../errors.js';
import type { GeneratedIndex, ResolvedSidebars } from './sidebars/resolve.js';
import type {
  CategoryTrail,
  IndexCard,
  PageLink,
  Route,
  SidebarCategory,
  SidebarEntry,
  SidebarPlace,
} from './types.js';
import { cardListHtml, currentCategoryCards } from '../mdx/components/DocCardList.js';
import { joinBase } from '../context.js';
import { closest } from '../closest.js';

/** A page the pager walks through, in its sidebar's order: a doc, or a category's own page. */
interface Stop {
  link: PageLink;
  trail: CategoryTrail[];
}

/** Where each page of a sidebar is, by path, and the pages in order. */
interface SidebarOrder {
  stops: Stop[];
  indexOf: Map<string, number>;
}

/**
 * One route per doc of a version and per generated index, plus the version's root showing its main doc unless a
 * redirect leads from there. Each page shows the sidebar it is in (or the one its front matter names); its pager
 * follows that sidebar's order unless its front matter says otherwise.
 */
export function docRoutes(
  docs: DocPage[],
  resolved: ResolvedSidebars,
  { version, config }: { version: DocsVersion; config: ResolvedConfig },
): Route[] {
  const orders = new Map(Object.entries(resolved.sidebars).map(([name, entries]) => [name, orderOf(entries, docs)]));
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const byPath = new Map(docs.map((doc) => [doc.permalink, doc]));
  const errors: SitegenError[] = [];
  // Each page belongs to the first sidebar it is in.
  const memberOf = new Map<string, string>();
  for (const [name, order] of [...orders].reverse()) for (const path of order.indexOf.keys()) memberOf.set(path, name);

  const docLink = (doc: DocPage, id: string | null | undefined): PageLink | null | undefined => {
    if (id === null || id === undefined) return id;
    const target = byId.get(id);
    if (target) return { label: target.nav.paginationLabel ?? target.sidebarLabel, path: target.permalink };
    const suggestion = closest(id, byId.keys());
    errors.push(
      new SitegenError(`the pager leads to the doc "${id}", but no doc has that id`, {
        file: doc.source.relPath,
        hint: suggestion ? `did you mean "${suggestion}"?` : 'give a doc id, or null for no link',
      }),
    );
    return null;
  };

  const routes: Route[] = docs.map((page) => {
    let doc = page;
    const member = memberOf.get(doc.permalink) ?? null;
    const shown = doc.nav.displayedSidebar === undefined ? member : doc.nav.displayedSidebar;
    if (shown !== null && !orders.has(shown)) {
      const suggestion = closest(shown, orders.keys());
      errors.push(
        new SitegenError(`displayed_sidebar names the sidebar "${shown}", but the site has no sidebar of that name`, {
          file: doc.source.relPath,
          hint: suggestion
            ? `did you mean "${suggestion}"?`
            : `the sidebars are: ${[...orders.keys()].join(', ') || '(none)'}`,
        }),
      );
    }
    const place = placeIn(member === null ? null : orders.get(member)!, doc.permalink);
    const sidebar = shown !== null ? resolved.sidebars[shown] : undefined;
    if (doc.html.includes(currentCategoryCards))
      doc = { ...doc, html: withCategoryCards(doc, { sidebar, byPath, resolved, baseUrl: config.baseUrl }) };
    return {
      kind: 'doc',
      version: version.name,
      versionPaths: [],
      path: doc.permalink,
      title: doc.title,
      description: doc.description,
      origin: { file: doc.source.relPath, line: doc.permalinkLine },
      doc,
      sidebar: shown !== null && orders.has(shown) ? shown : null,
      categories: shown === member ? place.categories : [],
      previous: docLink(doc, doc.nav.previous) ?? (doc.nav.previous === null ? null : place.previous),
      next: docLink(doc, doc.nav.next) ?? (doc.nav.next === null ? null : place.next),
    };
  });
  if (errors.length > 0) throw new SitegenErrors(errors);
  routes.push(
    ...resolved.indexes.map((index) =>
      indexRoute(index, {
        place: placeIn(orders.get(index.sidebar)!, index.category.path),
        byPath,
        resolved,
        version,
      }),
    ),
  );

  const firstDoc = [...orders.values()].flatMap((order) => order.stops).find((stop) => byPath.has(stop.link.path));
  const firstId = firstDoc ? byPath.get(firstDoc.link.path)!.id : undefined;
  // A released version may not have the doc `mainDocId` names yet, or any more: it starts at its first doc.
  const mainId =
    config.docs.mainDocId !== null && (version.name === 'current' || byId.has(config.docs.mainDocId))
      ? config.docs.mainDocId
      : firstId;
  const main = routes.find((r) => r.kind === 'doc' && r.doc.id === mainId);
  if (config.docs.mainDocId && mainId === config.docs.mainDocId && !main) {
    const suggestion = closest(
      config.docs.mainDocId,
      docs.map((d) => d.id),
    );
    throw new SitegenError(`docs.mainDocId names "${config.docs.mainDocId}", but no doc has that id`, {
      file: config.configFile ?? undefined,
      hint: suggestion ? `did you mean "${suggestion}"?` : undefined,
    });
  }
  // A doc published at the docs' own address (`docs/index.md`) is the docs root itself; a redirect from that address
  // is the site's own choice of where it leads.
  const root = version.routeBasePath;
  const rootTaken =
    routes.some((route) => route.path === root) ||
    config.redirects.rules.some(({ from }) => from.replace(/(?<=.)\/$/, '') === root);
  if (main && !rootTaken) {
    routes.push({
      ...main,
      path: root,
      canonicalPath: main.path,
      origin: { file: config.configFile ?? 'site.config.ts' },
    });
  }
  return routes;
}

/** The pages of a sidebar in the order the pager walks them: each category's own page before its items. */
function orderOf(entries: SidebarEntry[], docs: DocPage[]): SidebarOrder {
  const labelOf = new Map(docs.map((doc) => [doc.permalink, doc.nav.paginationLabel]));
  const stops: Stop[] = [];
  const walk = (list: SidebarEntry[], trail: CategoryTrail[]) => {
    for (const entry of list) {
      if (entry.type === 'doc')
        stops.push({ link: { label: labelOf.get(entry.path) ?? entry.label, path: entry.path }, trail });
      if (entry.type !== 'category') continue;
      const inner = [...trail, { key: entry.key, label: entry.label, path: entry.linked ? entry.path : null }];
      if (entry.linked)
        stops.push({ link: { label: labelOf.get(entry.path) ?? entry.label, path: entry.path }, trail: inner });
      walk(entry.items, inner);
    }
  };
  walk(entries, []);
  const indexOf = new Map<string, number>();
  // A page listed twice is placed where it first appears.
  stops.forEach((stop, i) => indexOf.has(stop.link.path) || indexOf.set(stop.link.path, i));
  return { stops, indexOf };
}

function placeIn(order: SidebarOrder | null, path: string): Omit<SidebarPlace, 'sidebar'> {
  const i = order?.indexOf.get(path);
  if (order === null || i === undefined) return { categories: [], previous: null, next: null };
  return {
    categories: order.stops[i].trail,
    previous: order.stops[i - 1]?.link ?? null,
    next: order.stops[i + 1]?.link ?? null,
  };
}

/** A generated index: the category's items as cards, each with its doc's description or its category's. */
function indexRoute(
  index: GeneratedIndex,
  {
    place,
    byPath,
    resolved,
    version,
  }: {
    place: Omit<SidebarPlace, 'sidebar'>;
    byPath: Map<string, DocPage>;
    resolved: ResolvedSidebars;
    version: DocsVersion;
  },
): Route {
  return {
    kind: 'generated-index',
    version: version.name,
    versionPaths: [],
    path: index.category.path,
    title: index.title,
    description: index.description,
    origin: { file: index.file },
    label: index.category.label,
    keywords: index.keywords,
    image: index.image,
    cards: categoryCards(index.category.items, byPath, resolved),
    sidebar: index.sidebar,
    ...place,
  };
}

/**
 * A doc that shows the cards of its category (`<DocCardList />`) with them in place: the items of the category whose
 * own page it is, as Docusaurus finds it, or none when it is no category's page.
 */
function withCategoryCards(
  doc: DocPage,
  {
    sidebar,
    byPath,
    resolved,
    baseUrl,
  }: { sidebar: SidebarEntry[] | undefined; byPath: Map<string, DocPage>; resolved: ResolvedSidebars; baseUrl: string },
): string {
  const find = (entries: SidebarEntry[]): SidebarCategory | undefined => {
    for (const entry of entries) {
      if (entry.type !== 'category') continue;
      if (entry.linked && entry.path === doc.permalink) return entry;
      const inner = find(entry.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = sidebar && find(sidebar);
  const html = category
    ? cardListHtml(categoryCards(category.items, byPath, resolved), (path) => joinBase(baseUrl, path))
    : '';
  return doc.html.replaceAll(currentCategoryCards, html);
}

/** A category's items as cards, each with its doc's description or its category's. */
function categoryCards(items: SidebarEntry[], byPath: Map<string, DocPage>, resolved: ResolvedSidebars): IndexCard[] {
  return items.flatMap((item): IndexCard[] => {
    if (item.type === 'doc')
      return [
        { type: 'doc', label: item.label, path: item.path, description: byPath.get(item.path)?.description ?? '' },
      ];
    if (item.type === 'link') return [{ type: 'link', label: item.label, path: item.href, description: '' }];
    if (item.type === 'html') return [];
    const count = countPages(item.items);
    return [
      {
        type: 'category',
        label: item.label,
        path: item.path,
        description: resolved.descriptions.get(item) ?? `${count} item${count === 1 ? '' : 's'}`,
      },
    ];
  });
}

function countPages(entries: SidebarEntry[]): number {
  return entries.filter((entry) => entry.type === 'doc' || entry.type === 'category' || entry.type === 'link').length;
}
