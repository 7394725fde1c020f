import type { LinkItem } from '../config/types.js';
import type { Author, DocPage, MarkdownPage, PostPage, Tag } from '../content/page.js';

/** The site's sections as the links the theme shows for them, each null when the site has no pages there. */
export interface SiteSections {
  docs: LinkItem | null;
  blog: LinkItem | null;
  /**
   * Links of the navbar and footer into the last version's docs, by path, each with the same page in every version
   * (in the order of `config.docs.versions`): where the link leads a reader who chose another version. Empty when
   * the docs have one version.
   */
  docsInVersions: Record<string, string[]>;
}

/** A link to another page of the site; `path` has no base URL. */
export interface PageLink {
  label: string;
  path: string;
}

export interface SidebarDocLink extends PageLink {
  type: 'doc';
  docId: string;
  className?: string;
}

/** A link to any address, of this site (`/blog`) or another. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}

/** HTML written in the sidebars file, shown as it is. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  /** Unique within its sidebar: the positions leading to it, `2` or `2.0.1`. */
  key: string;
  label: string;
  /** Where the category leads: its own page, else its first doc, when it is shown without its items. */
  path: string;
  /** Whether the category has a page of its own (a doc or a generated index), which its label links to. */
  linked: boolean;
  items: SidebarEntry[];
  /** Whether the category starts folded when the page is not in it. */
  collapsed: boolean;
  /** False when the category is always open, without a fold. */
  collapsible: boolean;
  className?: string;
}

export type SidebarEntry = SidebarDocLink | SidebarLink | SidebarHtml | SidebarCategory;

/** A category holding a page, for breadcrumbs and for which folds the sidebar opens. */
export interface CategoryTrail {
  key: string;
  label: string;
  /** The category's own page, if it has one. */
  path: string | null;
}

/** Where a doc or generated index sits in its sidebar, and its neighbours in the pager. */
export interface SidebarPlace {
  /** The name of the sidebar shown beside the page, or null for none. */
  sidebar: string | null;
  /** The categories holding the page in that sidebar, outermost first. */
  categories: CategoryTrail[];
  previous: PageLink | null;
  next: PageLink | null;
}

/** The version of the docs a page belongs to, and the same page in the others. */
export interface VersionPlace {
  version: string;
  /**
   * The same page in each version, in the order of `config.docs.versions`, or that version's root where it has
   * none; empty when the docs have one version.
   */
  versionPaths: string[];
}

/** One item of a generated index: a card with the item's label and description. */
export interface IndexCard {
  type: 'doc' | 'category' | 'link';
  label: string;
  path: string;
  description: string;
}

export interface TagSummary extends Tag {
  count: number;
}

/** The tags whose label starts with one letter, as the tags page groups them. */
export interface TagLetter {
  letter: string;
  tags: TagSummary[];
}

/** A doc as its tag's page lists it. */
export interface TaggedDoc {
  title: string;
  description: string;
  path: string;
}

/** A year of the blog's archive, newest first, and its posts, newest first. */
export interface ArchiveYear {
  year: number;
  posts: Array<PageLink & { date: Date }>;
}

/** An author of `authors.yml` with a page of their own (`page: true`), and how many posts they wrote. */
export interface AuthorSummary extends Author {
  key: string;
  /** Route path of their page. */
  path: string;
  count: number;
}

/** A page of a paginated list of posts: the blog's, or an author's. */
export interface PostListPage {
  posts: PostPage[];
  page: number;
  totalPages: number;
  newer: string | null;
  older: string | null;
}

/** The newest posts, which the blog's sidebar lists beside its pages; empty when it has none. */
export interface BlogSidebarPlace {
  recent: PageLink[];
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
  | (RouteBase & SidebarPlace & VersionPlace & { kind: 'doc'; doc: DocPage })
  /** A category's own page listing its items, `link: { type: 'generated-index' }`. */
  | (RouteBase &
      SidebarPlace &
      VersionPlace & {
        kind: 'generated-index';
        label: string;
        keywords: string[];
        image: string | null;
        cards: IndexCard[];
      })
  | (RouteBase & PostListPage & BlogSidebarPlace & { kind: 'blog-list' })
  | (RouteBase &
      BlogSidebarPlace & { kind: 'blog-post'; post: PostPage; newer: PageLink | null; older: PageLink | null })
  | (RouteBase & { kind: 'tags'; tags: TagSummary[]; letters: TagLetter[] })
  | (RouteBase & BlogSidebarPlace & { kind: 'tag'; tag: TagSummary; posts: PostPage[] })
  | (RouteBase & { kind: 'blog-archive'; years: ArchiveYear[] })
  | (RouteBase & { kind: 'blog-authors'; authors: AuthorSummary[] })
  | (RouteBase & PostListPage & BlogSidebarPlace & { kind: 'blog-author'; author: AuthorSummary })
  /** A docs version's tags, and each tag's page listing its docs. */
  | (RouteBase & { kind: 'docs-tags'; version: string; tags: TagSummary[]; letters: TagLetter[] })
  | (RouteBase & { kind: 'docs-tag'; version: string; tag: TagSummary; allTagsPath: string; docs: TaggedDoc[] })
  | (RouteBase & { kind: 'page'; page: CustomPageRef })
  | (RouteBase & { kind: 'markdown-page'; markdown: MarkdownPage })
  | (RouteBase & { kind: 'not-found' });

export type RouteKind = Route['kind'];
export type RouteOf<K extends RouteKind> = Extract<Route, { kind: K }>;
