import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SidebarEntry } from '../routes/types.js';
import type { SiteData, Theme } from './theme.js';

/** Above this many links, a page carries only its own category's links; the client loads the full sidebar. */
export const SIDEBAR_INLINE_LIMIT = 300;
/** In such a partial sidebar, a long category shows this many links around the current page. */
export const SIDEBAR_CATEGORY_WINDOW = 40;

export interface PageSidebar {
  html: string;
  /** True when other categories' links were left out of the page. */
  partial: boolean;
}

/**
 * Renders the docs sidebar once per category rather than once per page, then marks the current link, so a
 * large site neither renders nor ships its whole sidebar with every page.
 */
export function createSidebarRenderer(theme: Theme, site: SiteData): (activePath: string, category: string | null) => PageSidebar {
  const linkCount = site.sidebar.reduce((n, entry) => n + (entry.type === 'category' ? entry.items.length : 1), 0);
  const partial = linkCount > SIDEBAR_INLINE_LIMIT;
  const rendered = new Map<string, string>();
  return (activePath, category) => {
    const entries: SidebarEntry[] = partial
      ? site.sidebar.map((entry) => {
          if (entry.type !== 'category') return entry;
          return entry.label === category ? { ...entry, items: windowAround(entry.items, activePath) } : { ...entry, items: [] };
        })
      : site.sidebar;
    const window = entries.find((entry) => entry.type === 'category' && entry.label === category);
    const key = `${category ?? ''}\0${window?.type === 'category' ? window.items[0]?.path : ''}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToString(createElement(theme.Sidebar, { site, entries, openCategory: category }));
      rendered.set(key, html);
    }
    return { html: markActiveLink(html, site.withBase(activePath)), partial };
  };
}

/** Windows start at multiples of half the window, so neighbouring pages share one rendered sidebar. */
function windowAround<T extends { path: string }>(items: T[], activePath: string): T[] {
  if (items.length <= SIDEBAR_CATEGORY_WINDOW) return items;
  const half = SIDEBAR_CATEGORY_WINDOW / 2;
  const index = Math.max(0, items.findIndex((item) => item.path === activePath));
  const start = Math.min(Math.max(0, Math.floor(index / half) * half - half / 2), items.length - SIDEBAR_CATEGORY_WINDOW);
  return items.slice(start, start + SIDEBAR_CATEGORY_WINDOW);
}

/** The whole sidebar with nothing marked, which the client loads when a page carries only part of it. */
export function renderFullSidebar(theme: Theme, site: SiteData): string {
  return renderToString(createElement(theme.Sidebar, { site, entries: site.sidebar, openCategory: null }));
}

function markActiveLink(html: string, href: string): string {
  const escaped = reactAttribute(href);
  return html.replace(`class="sidebar-link" href="${escaped}"`, `class="sidebar-link active" aria-current="page" href="${escaped}"`);
}

/** An attribute value escaped as React's renderToString escapes it, so that the link is found as React wrote it. */
function reactAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}
