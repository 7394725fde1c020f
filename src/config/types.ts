/** A link in the navbar or footer: `to` for a route of this site, `href` for anywhere else. */
export interface LinkItem {
  label: string;
  to?: string;
  href?: string;
  target?: '_self' | '_blank';
}

export interface NavbarItem extends LinkItem {
  position?: 'left' | 'right';
  /** Routes under this path mark the item active (defaults to the item's own `to`). */
  activeBasePath?: string;
}

export interface FooterColumn {
  title: string;
  items: LinkItem[];
}

export type SidebarItem = string | { type: 'category'; label: string; items: string[]; collapsed?: boolean };

export type LinkPolicy = 'throw' | 'warn' | 'ignore';

/** What a site author writes in `site.config.ts`. */
export interface UserConfig {
  title: string;
  tagline?: string;
  /** Origin the site is deployed to, e.g. `https://www.example.com`. */
  url: string;
  /** Path the site is served under; starts and ends with `/`. */
  baseUrl?: string;
  favicon?: string;
  /** Image shown in link previews of pages without one of their own (front matter `image`). */
  image?: string;
  /** Folder holding docs/, blog/ and static/, relative to the site root. */
  contentDir?: string;
  /** Folder holding the React templates, relative to the site root; defaults to the built-in ones. */
  templatesDir?: string;
  navbar?: { title?: string; logo?: { src: string; alt: string }; items?: NavbarItem[] };
  footer?: { columns?: FooterColumn[]; copyright?: string };
  docs?: {
    path?: string;
    routeBasePath?: string;
    sidebar?: SidebarItem[];
    mainDocId?: string;
    editUrl?: string;
    showLastUpdateAuthor?: boolean;
    showLastUpdateTime?: boolean;
    versionLabel?: string;
  };
  blog?: {
    path?: string;
    routeBasePath?: string;
    title?: string;
    description?: string;
    postsPerPage?: number;
    feed?: { type?: 'rss' | 'atom' | 'all' | 'none'; title?: string; description?: string; copyright?: string };
  };
  colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean };
  links?: {
    onBrokenLinks?: LinkPolicy;
    onBrokenAnchors?: LinkPolicy;
    onBrokenMarkdownLinks?: LinkPolicy;
    /** Paths or patterns (`*` wildcard) that are never reported. */
    ignore?: string[];
  };
}

type Required2<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** The configuration after validation, with every default applied and every folder absolute. */
export interface ResolvedConfig {
  root: string;
  configFile: string | null;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  image: string | null;
  contentDir: string;
  templatesDir: string;
  staticDir: string;
  /** Folder of the site's own React pages. */
  pagesDir: string;
  navbar: { title: string; logo: { src: string; alt: string } | null; items: NavbarItem[] };
  footer: { columns: FooterColumn[]; copyright: string };
  docs: Required2<Omit<NonNullable<UserConfig['docs']>, 'editUrl' | 'mainDocId'>> & {
    dir: string;
    editUrl: string | null;
    mainDocId: string | null;
  };
  blog: Required2<Omit<NonNullable<UserConfig['blog']>, 'feed'>> & {
    dir: string;
    feed: Required2<NonNullable<NonNullable<UserConfig['blog']>['feed']>>;
  };
  colorMode: Required2<NonNullable<UserConfig['colorMode']>>;
  links: Required2<NonNullable<UserConfig['links']>>;
}
