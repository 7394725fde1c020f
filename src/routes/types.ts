import type { DocPage, PostPage, Tag } from '../content/page.js';

/** A link to another page of the site; `path` has no base URL. */
export interface PageLink {
  label: string;
  path: string;
}

export interface SidebarDocLink extends PageLink {
  type: 'doc';
  docId: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's first doc, where a category shown without its items leads. */
  path: string;
  items: SidebarDocLink[];
  /** Whether the category starts folded when the page is not in it. */
  collapsed: boolean;
}

export type SidebarEntry = SidebarDocLink | SidebarCategory;

export interface TagSummary extends Tag {
  count: number;
}

/** A React page from `content/pages/`; its component is looked up by `path` at render time. */
export interface CustomPageRef {
  path: string;
  file: string;
}

/** Where a route comes from, for messages about two sources claiming one route. */
export interface RouteOrigin {
  file: string;
  line?: number;
}

interface RouteBase {
  /** Route path without the base URL: `/`, `/docs/faq`, `/404`. */
  path: string;
  title: string;
  description: string;
  origin: RouteOrigin;
  /** The address search engines should index, when it differs from `path`. */
  canonicalPath?: string;
}

export type Route =
  | (RouteBase & { kind: 'home' })
  | (RouteBase & {
      kind: 'doc';
      doc: DocPage;
      /** The sidebar's category holding this doc, or null for docs outside the sidebar. */
      category: string | null;
      inSidebar: boolean;
      previous: PageLink | null;
      next: PageLink | null;
    })
  | (RouteBase & { kind: 'blog-list'; posts: PostPage[]; page: number; totalPages: number; newer: string | null; older: string | null })
  | (RouteBase & { kind: 'blog-post'; post: PostPage; newer: PageLink | null; older: PageLink | null })
  | (RouteBase & { kind: 'tags'; tags: TagSummary[] })
  | (RouteBase & { kind: 'tag'; tag: TagSummary; posts: PostPage[] })
  | (RouteBase & { kind: 'page'; page: CustomPageRef })
  | (RouteBase & { kind: 'not-found' });

export type RouteKind = Route['kind'];
export type RouteOf<K extends RouteKind> = Extract<Route, { kind: K }>;
