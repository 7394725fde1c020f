import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { CategoryTrail, SidebarEntry } from '../routes/types.js';
import type { SiteData, Theme } from './theme.js';

/** Above this many links, a page carries only its own categories' links; the client loads the full sidebar. */
export const SIDEBAR_INLINE_LIMIT = 300;
/** In such a partial sidebar, a long category shows this many links around the current page. */
export const SIDEBAR_CATEGORY_WINDOW = 40;

export interface PageSidebar {
  html: string;
  /** True when other categories' links were left out of the page. */
  partial: boolean;
  /** Names what the HTML was rendered from: pages with the same key differ only in which link is marked current. */
  key: string;
}

export type SidebarRenderer = (sidebar: string, activePath: string, trail: CategoryTrail[]) => PageSidebar;

/**
 * Renders each docs sidebar once per category rather than once per page, then marks the current link, so a
 * large site neither renders nor ships its whole sidebar with every page.
 */
export function createSidebarRenderer(theme: Theme, site: SiteData): SidebarRenderer {
  const partial = new Map(
    Object.entries(site.sidebars).map(([name, entries]) => [name, countLinks(entries) > SIDEBAR_INLINE_LIMIT]),
  );
  const rendered = new Map<string, string>();
  return (sidebar, activePath, trail) => {
    const openKeys = trail.map((category) => category.key);
    const isPartial = partial.get(sidebar)!;
    const entries = isPartial ? pruned(site.sidebars[sidebar], new Set(openKeys), activePath) : site.sidebars[sidebar];
    const key = `${sidebar}\0${openKeys.join('/')}\0${isPartial ? windowStart(entries, openKeys) : ''}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToString(createElement(theme.Sidebar, { site, entries, openCategories: openKeys }));
      rendered.set(key, html);
    }
    return { html: markActiveLink(html, site.withBase(activePath)), partial: isPartial, key };
  };
}

function countLinks(entries: SidebarEntry[]): number {
  return entries.reduce((n, entry) => n + (entry.type === 'category' ? countLinks(entry.items) : 1), 0);
}

/** Categories off the current page's trail come without their items; the innermost one on it shows a window of them. */
function pruned(entries: SidebarEntry[], open: Set<string>, activePath: string): SidebarEntry[] {
  return entries.map((entry) => {
    if (entry.type !== 'category') return entry;
    if (!open.has(entry.key)) return { ...entry, items: [] };
    const innermost = !entry.items.some((item) => item.type === 'category' && open.has(item.key));
    return {
      ...entry,
      items: innermost ? windowAround(entry.items, activePath) : pruned(entry.items, open, activePath),
    };
  });
}

/** The first path of the innermost open category's window: pages sharing a window share one rendered sidebar. */
function windowStart(entries: SidebarEntry[], openKeys: string[]): string {
  let list = entries;
  for (const key of openKeys)
    list =
      list.find(
        (entry): entry is Extract<SidebarEntry, { type: 'category' }> => entry.type === 'category' && entry.key === key,
      )?.items ?? [];
  const first = list[0];
  return first && 'path' in first ? first.path : '';
}

/** Windows start at multiples of half the window, so neighbouring pages share one rendered sidebar. */
function windowAround(items: SidebarEntry[], activePath: string): SidebarEntry[] {
  if (items.length <= SIDEBAR_CATEGORY_WINDOW) return items;
  const half = SIDEBAR_CATEGORY_WINDOW / 2;
  const index = Math.max(
    0,
    items.findIndex((item) => 'path' in item && item.path === activePath),
  );
  const start = Math.min(
    Math.max(0, Math.floor(index / half) * half - half / 2),
    items.length - SIDEBAR_CATEGORY_WINDOW,
  );
  return items.slice(start, start + SIDEBAR_CATEGORY_WINDOW);
}

/** A whole sidebar with nothing marked, which the client loads when a page carries only part of it. */
export function renderFullSidebar(theme: Theme, site: SiteData, sidebar: string): string {
  return renderToString(createElement(theme.Sidebar, { site, entries: site.sidebars[sidebar], openCategories: [] }));
}

function markActiveLink(html: string, href: string): string {
  const escaped = reactAttribute(href);
  return html.replace(
    `class="sidebar-link" href="${escaped}"`,
    `class="sidebar-link active" aria-current="page" href="${escaped}"`,
  );
}

/** An attribute value escaped as React's renderToString escapes it, so that the link is found as React wrote it. */
function reactAttribute(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
}
