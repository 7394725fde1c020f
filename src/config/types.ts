import type { TimeLimits } from '../limits/time-limit.js';
import type { AnnouncementBar, AnnouncementBarConfig } from './announcement-bar.js';
import type { MarkedExtension } from '../marked.js';
import type { FooterColumn, NavbarItem } from './link-items.js';
import type { LocaleConfig } from './locale.js';
import type { CreateRedirects, RedirectRule, ResolvedRedirects } from './redirects.js';
import type { BlogPagesOptions, DocsLastUpdateOptions, DocsTagsOptions } from './section-options.js';
import type { SidebarItem, Sidebars } from './sidebar-items.js';

export type { AnnouncementBar, AnnouncementBarConfig } from './announcement-bar.js';
export type { FooterColumn, LinkItem, NavbarItem, NavbarLinkItem, NavbarMenuItem } from './link-items.js';
export type {
  SidebarCategoryItem,
  SidebarCategoryLink,
  SidebarItem,
  SidebarItemObject,
  Sidebars,
} from './sidebar-items.js';

/** What a site's config gives in `markdown.extensions`: an object `marked.use()` takes (tokenizers, renderers, walkTokens). */
export type MarkdownExtension = MarkedExtension;

/** How ```mermaid diagrams are drawn, as Docusaurus's `themeConfig.mermaid` says it. */
export interface MermaidOptions {
  /** Mermaid's theme in each colour mode: `default` and `dark` unless set. */
  theme?: { light?: string; dark?: string };
  /** Mermaid's own settings (`mermaid.initialize`), but for its theme and security level. */
  options?: Record<string, unknown>;
}

/** What the config says of one version of the docs, by its name: `current` or a name in `versions.json`. */
export interface VersionOptions {
  label?: string;
  /** Its route under the docs' route: `next` for `/docs/next`. */
  path?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  badge?: boolean;
  /** Asks search engines not to index it, and leaves it out of the sitemap. */
  noIndex?: boolean;
  className?: string;
  /** A git tag, branch or commit to read the version's docs and sidebars from, instead of `versioned_docs/`. */
  gitRef?: string;
}

export type LinkPolicy = 'throw' | 'warn' | 'ignore';

/** What a site author writes in `site.config.ts`. */
export interface UserConfig {
  title: string;
  tagline?: string;
  /** Values of the site's own, which pages read through `useDocusaurusContext().siteConfig.customFields`. */
  customFields?: Record<string, unknown>;
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
  /** Folders outside the site folder that it may read files from, relative to the site root or absolute. */
  allowedOutsidePaths?: string[];
  /** Without `items`, the navbar links the site's sections: its docs and its blog. */
  navbar?: {
    title?: string;
    logo?: { src: string; alt: string };
    items?: NavbarItem[];
    /** Hides the navbar while the reader scrolls down, and shows it again when they scroll up. */
    hideOnScroll?: boolean;
  };
  /** A line above the navbar of every page. */
  announcementBar?: AnnouncementBarConfig;
  /** Without columns or a copyright line, pages have no footer. */
  footer?: { columns?: FooterColumn[]; copyright?: string };
  /** Tags added to the head of every page, such as a font's stylesheet or an analytics script. */
  headTags?: HeadTagConfig[];
  /** The docs' settings, or false for a site without docs. */
  docs?:
    | false
    | ({
        path?: string;
        routeBasePath?: string;
        /** One sidebar; without it, `sidebars`, then `sidebars.js` beside the config, then one made from the docs' folders. */
        sidebar?: SidebarItem[];
        /** Several sidebars by name, as `sidebars.js` exports them. */
        sidebars?: Sidebars;
        /** A `sidebars.js` or `sidebars.ts` elsewhere, relative to the site root; false for no sidebar at all. */
        sidebarPath?: string | false;
        mainDocId?: string;
        editUrl?: string;
        /** Shown beside the breadcrumbs of every doc when set, e.g. `Next` or `2.x`. */
        versionLabel?: string;
        /** The version published at the docs' own route; the newest in `versions.json` by default. */
        lastVersion?: string;
        /** Builds only these versions. */
        onlyIncludeVersions?: string[];
        /** Builds the docs folder as the version `current`; true by default. */
        includeCurrentVersion?: boolean;
        versions?: Record<string, VersionOptions>;
      } & DocsTagsOptions &
        DocsLastUpdateOptions);
  /** The blog's settings, or false for a site without a blog. */
  blog?:
    | false
    | ({
        path?: string;
        routeBasePath?: string;
        title?: string;
        description?: string;
        postsPerPage?: number;
        feed?: { type?: 'rss' | 'atom' | 'all' | 'none'; title?: string; description?: string; copyright?: string };
      } & BlogPagesOptions);
  colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean };
  theme?: {
    /** Stylesheets of the site's own, relative to the site root, added after the theme's. */
    customCss?: string | string[];
  };
  links?: {
    onBrokenLinks?: LinkPolicy;
    onBrokenAnchors?: LinkPolicy;
    onBrokenMarkdownLinks?: LinkPolicy;
    /** Paths or patterns (`*` wildcard) that are never reported. */
    ignore?: string[];
    /** Whether a doc's relative links are read from its address with a `/` after it, as Docusaurus's `trailingSlash`. */
    trailingSlash?: boolean;
  };
  /**
   * marked extensions, as `marked.use()` takes them, applied to every page's Markdown; `math` renders `$…$` and
   * `$$…$$` with KaTeX; `mermaid` draws ```mermaid code blocks as diagrams.
   */
  markdown?: { extensions?: MarkdownExtension[]; math?: boolean; mermaid?: boolean | MermaidOptions };
  /** Plugins, each an object with a name and hooks (docs/plugins.md); `defineConfig` types the hooks. */
  plugins?: PluginObject[];
  /** Writes `/llms.txt` and a Markdown twin of each doc and post; false unless set. */
  llmsTxt?: boolean;
  /** Old paths and where they lead, as Docusaurus's `@docusaurus/plugin-client-redirects` takes them. */
  redirects?: RedirectRule[];
  createRedirects?: CreateRedirects;
  /** How long, in seconds, each step running the site's code may take (60), and rendering one page (10). */
  limits?: { stepSeconds?: number; renderSeconds?: number };
  /** The site's language, as Docusaurus's `i18n` says it. */
  i18n?: {
    defaultLocale: string;
    locales?: string[];
    localeConfigs?: Record<
      string,
      { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; path?: string; calendar?: string }
    >;
  };
}

/** A tag of `headTags`: `{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } }`. */
export interface HeadTagConfig {
  tagName: string;
  /** Attribute values are escaped; `true` writes the attribute without a value, `false` leaves it out. */
  attributes?: Record<string, string | boolean>;
  /** What goes between the opening and closing tags, as it is: the site owner's own markup or script. */
  innerHTML?: string;
}

export type DocsOptions = Exclude<NonNullable<UserConfig['docs']>, false>;
export type BlogOptions = Exclude<NonNullable<UserConfig['blog']>, false>;

type Required2<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** The configuration after validation, with every default applied and every folder absolute. */
export interface ResolvedConfig {
  root: string;
  configFile: string | null;
  title: string;
  tagline: string;
  customFields: Record<string, unknown>;
  url: string;
  baseUrl: string;
  favicon: string | null;
  image: string | null;
  contentDir: string;
  templatesDir: string;
  staticDir: string;
  /** Folders outside the site that it may read, absolute; nothing else outside it is read. */
  allowedOutsidePaths: string[];
  /** Folder of the site's own React pages. */
  pagesDir: string;
  /** `items` is null when the config names none: the theme then links the site's sections. */
  navbar: {
    title: string;
    logo: { src: string; alt: string } | null;
    items: NavbarItem[] | null;
    hideOnScroll: boolean;
  };
  /** Null without one. */
  announcementBar: AnnouncementBar | null;
  footer: { columns: FooterColumn[]; copyright: string };
  headTags: Array<{ tagName: string; attributes: Record<string, string | true>; innerHTML: string | null }>;
  docs: Required2<
    Omit<
      DocsOptions,
      | 'editUrl'
      | 'mainDocId'
      | 'sidebar'
      | 'sidebars'
      | 'sidebarPath'
      | 'versionLabel'
      | 'lastVersion'
      | 'onlyIncludeVersions'
      | 'includeCurrentVersion'
      | 'versions'
      | 'tags'
    >
  > & {
    /** False when the config turns the docs off. */
    enabled: boolean;
    editUrl: string | null;
    mainDocId: string | null;
    tags: string | null;
    /** The versions built, newest first: the docs folder as `current`, then those of `versions.json`; never empty. */
    versions: DocsVersion[];
  };
  blog: Required2<Omit<BlogOptions, 'feed' | 'archiveBasePath' | 'blogSidebarTitle'>> & {
    archiveBasePath: string | null;
    blogSidebarTitle: string | null;
    /** False when the config turns the blog off. */
    enabled: boolean;
    dir: string;
    feed: Required2<NonNullable<BlogOptions['feed']>>;
  };
  colorMode: Required2<NonNullable<UserConfig['colorMode']>>;
  theme: { customCss: string[] };
  links: Required2<Omit<NonNullable<UserConfig['links']>, 'trailingSlash'>> & { trailingSlash: boolean | null };
  llmsTxt: boolean;
  /** Whether `$…$` and `$$…$$` are math, rendered with KaTeX; how diagrams are drawn, or null when they are code. */
  markdown: {
    math: boolean;
    mermaid: { theme: { light: string; dark: string }; options: Record<string, unknown> } | null;
  };
  redirects: ResolvedRedirects;
  /**
   * The site's locales; `locale` is the one this config builds (`localizedConfig`). `strings` are the theme's words
   * in it, by Docusaurus's ids (`theme.docs.paginator.next`): its translations, sitegen's own for its words
   * (`sitegen.*`) and those Docusaurus lacks, then the site's `code.json`; empty in English. `untranslated` are the
   * ids of the theme's words none of them translates, which show in English.
   */
  i18n: {
    defaultLocale: string;
    locales: LocaleConfig[];
    locale: LocaleConfig;
    strings: Record<string, string>;
    untranslated: string[];
  };
  /** How long the site's code may run, in milliseconds: each step, and each page's rendering. */
  limits: TimeLimits;
  /**
   * What the config adds in code, or null when it adds none: its plugins' names, its count of marked extensions,
   * and a hash of the compiled config, which puts a change to that code in every cache key. The code itself is
   * imported again from the config file where it runs: functions cannot be sent to worker threads.
   */
  siteCode: { plugins: string[]; markdownExtensions: number; createRedirects: boolean; hash: string } | null;
}

/** One version of the docs, with every default applied. */
export interface DocsVersion {
  /** `current` for the docs folder, else its name in `versions.json` or `docs.versions`. */
  name: string;
  label: string;
  /** The route its docs are published under: `/docs` for the last version, `/docs/next`, `/docs/1.x`. */
  routeBasePath: string;
  /** The folder its Markdown is read from; for a version read from git, where its files would be. */
  dir: string;
  /** The tag, branch or commit its docs are read from, or null when they are files. */
  gitRef: string | null;
  /** For a version read from git, its docs folder's path in the repository: `website/docs`. */
  gitPath: string | null;
  /** What edit links add a file's path to: the file's path from here. */
  editRoot: string;
  sidebars: Sidebars;
  /** The file its sidebars come from, for messages, or null when made from its folders. */
  sidebarsFile: string | null;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** Whether it is the version at the docs' own route, which links without a version lead to. */
  last: boolean;
  /**
   * The messages of the locale's translation file of the version (`current.json`), by Docusaurus's key: the
   * categories its sidebars make from folders find their labels there.
   */
  translations: Record<string, string>;
}

/** A plugin as the config holds it; its hooks' types (`SitegenPlugin`) belong to the plugins' own module. */
export interface PluginObject {
  name: string;
  [hook: string]: unknown;
}
