import type { ResolvedConfig } from '../config/types.js';
import type { DocPage } from '../content/page.js';
import { SitegenError, SitegenErrors, lineOf } from '../errors.js';
import { readFileSync } from 'node:fs';
import type { PageLink, Route, SidebarDocLink, SidebarEntry } from './types.js';
import { closest } from './closest.js';

/** The docs sidebar with every id resolved to its doc; unknown ids fail naming the config line and the closest id. */
export function resolveSidebar(docs: DocPage[], config: ResolvedConfig): SidebarEntry[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const errors: SitegenError[] = [];
  const configSource = config.configFile ? readFileSync(config.configFile, 'utf8') : '';
  const link = (id: string): SidebarDocLink | null => {
    const doc = byId.get(id);
    if (doc?.unlisted) return null;
    if (doc) return { type: 'doc', docId: id, label: doc.sidebarLabel, path: doc.permalink };
    const suggestion = closest(id, [...byId.keys()]);
    errors.push(
      new SitegenError(`the docs sidebar names "${id}", but no doc has that id (docs are read from ${config.docs.dir})`, {
        file: config.configFile ?? undefined,
        line: lineOf(configSource, new RegExp(`['"\`]${escapeRegExp(id)}['"\`]`)),
        hint: suggestion ? `did you mean "${suggestion}"?` : 'add the doc, or remove the id from docs.sidebar',
      }),
    );
    return null;
  };
  const sidebar = config.docs.sidebar.map((item): SidebarEntry | null => {
    if (typeof item === 'string') return link(item);
    const items = item.items.map(link).filter((l): l is SidebarDocLink => l !== null);
    if (items.length === 0 && item.items.length > 0) return null;
    return { type: 'category', label: item.label, path: items[0]?.path ?? config.docs.routeBasePath, items, collapsed: item.collapsed ?? true };
  });
  if (errors.length > 0) throw new SitegenErrors(errors);
  return sidebar.filter((entry): entry is SidebarEntry => entry !== null);
}

/** One route per doc, plus the docs root showing the main doc; neighbours follow the sidebar order. */
export function docRoutes(docs: DocPage[], sidebar: SidebarEntry[], config: ResolvedConfig): Route[] {
  const order: Array<{ link: SidebarDocLink; category: string | null }> = sidebar.flatMap((entry) =>
    entry.type === 'doc' ? [{ link: entry, category: null }] : entry.items.map((link) => ({ link, category: entry.label as string | null })),
  );
  const position = new Map(order.map((entry, i) => [entry.link.docId, i]));
  const neighbour = (i: number | undefined): PageLink | null =>
    i === undefined || i < 0 || i >= order.length ? null : { label: order[i].link.label, path: order[i].link.path };

  const routes: Route[] = docs.map((doc) => {
    const i = position.get(doc.id);
    return {
      kind: 'doc',
      path: doc.permalink,
      title: doc.title,
      description: doc.description,
      origin: { file: doc.source.relPath, line: doc.permalinkLine },
      doc,
      category: i === undefined ? null : order[i].category,
      inSidebar: i !== undefined,
      previous: i === undefined ? null : neighbour(i - 1),
      next: i === undefined ? null : neighbour(i + 1),
    };
  });

  const mainId = config.docs.mainDocId ?? order[0]?.link.docId;
  const main = routes.find((r) => r.kind === 'doc' && r.doc.id === mainId);
  if (config.docs.mainDocId && !main) {
    const suggestion = closest(config.docs.mainDocId, docs.map((d) => d.id));
    throw new SitegenError(`docs.mainDocId names "${config.docs.mainDocId}", but no doc has that id`, {
      file: config.configFile ?? undefined,
      hint: suggestion ? `did you mean "${suggestion}"?` : undefined,
    });
  }
  if (main && main.path !== config.docs.routeBasePath) {
    routes.push({ ...main, path: config.docs.routeBasePath, canonicalPath: main.path, origin: { file: config.configFile ?? 'site.config.ts' } });
  }
  return routes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
