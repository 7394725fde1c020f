/** A tag of a page's `<head>` that changes from page to page (description, canonical, OpenGraph…). */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/**
 * What the client needs to switch to a page without loading it: written beside every page as
 * `index.json` (the home page's at `/index.json`, the 404 page's at `/404.json`).
 */
export interface PageChunk {
  /** Shape version; the client falls back to a full page load on any other. */
  v: 1;
  /** The route's path including the base URL. */
  path: string;
  /** The document title. */
  title: string;
  /** Head tags marked `data-head` in the page; the client replaces them all. */
  head: HeadTag[];
  /** The HTML of the page's content region, `#sg-content`. */
  content: string;
  /** Whether a docs sidebar is shown: the path of its active entry, and the URL of the sidebar's HTML. */
  sidebar: { active: string; src: string } | null;
  /** The table of contents: h2 and h3 of the page. */
  toc: Array<{ depth: number; id: string; text: string }>;
}

/** The chunk URL of a page path: `/docs/faq` → `/docs/faq/index.json`, `/` → `/index.json`. */
export function chunkUrl(pagePath: string): string {
  return pagePath.replace(/\/?$/, '/') + 'index.json';
}

export const chunkVersion = 1;
