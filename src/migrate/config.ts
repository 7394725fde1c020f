import path from 'node:path';
import type { HeadTagConfig, LinkPolicy, UserConfig } from '../config/types.js';
import { findSidebarsFile } from '../config/sidebars-file.js';
import { relativePosix } from '../paths.js';
import { docsPluginOf, type DocsAsPages } from './docs-plugin.js';
import { docRoutesIn } from './doc-routes.js';
import { i18nOf } from './i18n.js';
import { redirectsPluginOf } from './redirects.js';
import { footerOf, navbarOf, sitePath } from './navigation.js';
import { sidebarRoutesIn, type SidebarRouteOf } from './sidebar-routes.js';
import type { Loose } from './load.js';
import { isKatexStylesheet, usesRemarkMath } from './math.js';
import { mermaidOf, mermaidThemeName } from './mermaid.js';
import { customCssOf, presetOptions } from './preset.js';
import type { MigrationNote, TakeNote } from './report.js';
import { blogPagesOptionsOf, docsTagsOptionsOf } from './section-options.js';
import { announcementBarOf, colorModeOf } from './theme-options.js';
import type { TranslationsLayout } from './translations.js';
import { lastVersionOf, versionSettingsOf, versioningFilesOf, type VersioningFile } from './versions.js';

/** What the site's files need to know of the Docusaurus config: where its parts live. */
export interface DocusaurusLayout {
  /** Folders relative to the Docusaurus site, or null when the plugin is turned off. */
  docsPath: string | null;
  blogPath: string | null;
  /** The sidebars file relative to the site, undefined for the default place, false for none. */
  sidebarPath: string | false | undefined;
  /** Stylesheets relative to the site. */
  customCss: string[];
  /** The folders of static files, relative to the site: their files are published at the site's root. */
  staticDirectories: string[];
  /** Where the docs' `versions.json`, `versioned_docs/` and `versioned_sidebars/` are; none without docs. */
  versioning: VersioningFile[];
  translations: TranslationsLayout;
  /** Whether a doc is published at the site's root (docs-only mode), where it is the home page. */
  docsHome: boolean;
  /** The current docs of the docs plugin's other instances, which come over as pages. */
  docsAsPages: DocsAsPages[];
}

export interface ConvertedConfig {
  config: UserConfig;
  layout: DocusaurusLayout;
  notes: MigrationNote[];
}

/** The sitegen config that says what a Docusaurus config says (in `configFile`), and notes for what it cannot. */
export async function convertDocusaurusConfig(
  source: Loose,
  siteDir: string,
  { configFile, limitMs }: { configFile: string; limitMs: number },
): Promise<ConvertedConfig> {
  const notes: MigrationNote[] = [];
  const note: TakeNote = (item, reason, todo) => notes.push({ item, reason, todo });
  const preset = presetOptions(source.presets, note);
  const themeConfig: Loose = source.themeConfig ?? {};
  const docsPlugin = docsPluginOf(source, preset, { siteDir, note });
  const docs = docsPlugin.options;
  const blog: Loose | false = preset?.blog ?? {};

  const config: UserConfig = {
    title: String(source.title ?? 'My site'),
    url: String(source.url ?? 'https://example.com').replace(/\/+$/, ''),
  };
  if (!/^https?:\/\/[^/]+$/.test(config.url)) {
    note(
      'url',
      `"${source.url}" is not an origin such as https://example.com`,
      'set url in site.config.ts to the origin the site is served from',
    );
    config.url = 'https://example.com';
  }
  if (source.tagline) config.tagline = String(source.tagline);
  // Read by React pages through useDocusaurusContext; written as data, so functions in it do not come over.
  if (source.customFields && typeof source.customFields === 'object' && Object.keys(source.customFields).length > 0)
    config.customFields = JSON.parse(JSON.stringify(source.customFields)) as Record<string, unknown>;
  if (source.baseUrl) config.baseUrl = String(source.baseUrl);
  if (typeof source.favicon === 'string') config.favicon = sitePath(source.favicon);
  if (typeof themeConfig.image === 'string') config.image = sitePath(themeConfig.image);
  const i18n = i18nOf(source.i18n, note);
  if (i18n.config) config.i18n = i18n.config;

  const docsRoute = docs === false ? '/docs' : docsRouteOf(docs);
  const docsPath = docs === false ? null : relativeTo(siteDir, docs.path ?? 'docs');
  const versions = docs === false ? {} : versionSettingsOf(docs, note);
  const lastVersion =
    docsPath === null ? null : lastVersionOf(versions, { siteDir, pluginId: docsPlugin.id, docsPath, docsRoute });
  const docRoutes = lastVersion ? docRoutesIn(lastVersion.folder, lastVersion.routeBasePath) : null;
  let sidebarRoute: SidebarRouteOf = () => null;
  if (docs !== false && lastVersion && docRoutes && docs.sidebarPath !== false) {
    const file =
      lastVersion.versionedSidebars ??
      (typeof docs.sidebarPath === 'string' ? path.resolve(siteDir, docs.sidebarPath) : findSidebarsFile(siteDir));
    sidebarRoute = await sidebarRoutesIn(
      { file, docs: docRoutes, folder: lastVersion.folder, routeBasePath: lastVersion.routeBasePath },
      { siteDir, limitMs },
    );
  }
  config.navbar = navbarOf(themeConfig.navbar ?? {}, {
    siteTitle: config.title,
    docsRoute,
    docRoute: docRoutes?.routeOf ?? (() => null),
    sidebarRoute,
    note,
  });
  config.footer = footerOf(themeConfig.footer ?? {}, note);
  if (docs !== false) {
    config.docs = { routeBasePath: docsRoute };
    if (typeof docs.editUrl === 'string') config.docs.editUrl = docs.editUrl.replace(/\/?$/, '/');
    else if (docs.editUrl !== undefined)
      note(
        'docs.editUrl',
        'it is a function, which sitegen cannot call per page',
        'set docs.editUrl in site.config.ts to the address the docs folder is edited at',
      );
    if (docs.sidebarPath === false) config.docs.sidebarPath = false;
    Object.assign(config.docs, versions);
    if (docs.showLastUpdateAuthor) config.docs.showLastUpdateAuthor = true;
    if (docs.showLastUpdateTime) config.docs.showLastUpdateTime = true;
    Object.assign(config.docs, docsTagsOptionsOf(docs));
  }
  if (blog !== false) config.blog = blogOf(blog, note);
  const colorMode = colorModeOf(themeConfig);
  if (colorMode) config.colorMode = colorMode;
  const announcementBar = announcementBarOf(themeConfig, note);
  if (announcementBar) config.announcementBar = announcementBar;
  config.links = linkPoliciesOf(source);
  const math = usesRemarkMath([docs, blog, preset?.pages], note);
  const mermaid = mermaidOf(source, themeConfig, note);
  if (math || mermaid) config.markdown = { ...(math ? { math } : {}), ...(mermaid ? { mermaid } : {}) };
  const headTags = headTagsOf(source).filter((tag) => !(math && isKatexStylesheet(tag)));
  if (headTags.length > 0) config.headTags = headTags;
  const customCss = customCssOf(preset, siteDir, note);
  if (customCss.length > 0) config.theme = { customCss };

  const redirects = redirectsPluginOf(source, { configFile, note });
  if (redirects.redirects.length > 0) config.redirects = redirects.redirects;
  notesForTheRest(source, themeConfig, { carriedPlugins: [...docsPlugin.entries, ...redirects.entries], note });
  return {
    config,
    layout: {
      docsPath,
      blogPath: blog === false ? null : relativeTo(siteDir, blog.path ?? 'blog'),
      sidebarPath:
        docs === false || docs.sidebarPath === undefined
          ? undefined
          : docs.sidebarPath === false
            ? false
            : relativeTo(siteDir, docs.sidebarPath),
      customCss,
      staticDirectories: (Array.isArray(source.staticDirectories) ? source.staticDirectories : ['static'])
        .filter((folder: unknown): folder is string => typeof folder === 'string')
        .map((folder: string) => relativeTo(siteDir, folder)),
      versioning: docs === false ? [] : versioningFilesOf(docsPlugin.id),
      translations: {
        folder: relativeTo(siteDir, i18n.folder),
        localeFolders: i18n.localeFolders,
        docsPluginId: docs === false ? false : docsPlugin.id,
        blog: blog !== false,
      },
      docsHome: docRoutes?.docs().some((doc) => doc.route === '/') ?? false,
      docsAsPages: docsPlugin.others,
    },
    notes,
  };
}

/** The docs' route; `/` (docs-only mode) stays, as sitegen builds docs at the root too. */
function docsRouteOf(docs: Loose): string {
  return typeof docs.routeBasePath === 'string' ? `/${docs.routeBasePath.replace(/^\/+|\/+$/g, '')}` : '/docs';
}

function blogOf(blog: Loose, note: TakeNote): NonNullable<UserConfig['blog']> {
  const converted: NonNullable<UserConfig['blog']> = {};
  if (typeof blog.routeBasePath === 'string')
    converted.routeBasePath = `/${blog.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  if (typeof blog.blogTitle === 'string') converted.title = blog.blogTitle;
  if (typeof blog.blogDescription === 'string') converted.description = blog.blogDescription;
  if (typeof blog.postsPerPage === 'number') converted.postsPerPage = blog.postsPerPage;
  const feed: Loose | undefined = blog.feedOptions;
  if (feed?.type === null) converted.feed = { type: 'none' };
  else if (feed?.type === 'rss' || feed?.type === 'atom' || feed?.type === 'all') converted.feed = { type: feed.type };
  else if (Array.isArray(feed?.type))
    converted.feed = {
      type: feed.type.length === 1 && (feed.type[0] === 'rss' || feed.type[0] === 'atom') ? feed.type[0] : 'all',
    };
  if (typeof feed?.title === 'string') converted.feed = { ...converted.feed, title: feed.title };
  if (typeof feed?.copyright === 'string') converted.feed = { ...converted.feed, copyright: feed.copyright };
  if (blog.editUrl !== undefined)
    note('blog.editUrl', 'sitegen has no edit links on blog posts', 'none needed; readers can still edit the docs');
  return { ...converted, ...blogPagesOptionsOf(blog) };
}

/** Docusaurus's `headTags`, `stylesheets` and `scripts`, as the head tags they stand for. */
function headTagsOf(source: Loose): HeadTagConfig[] {
  const list = (value: unknown): Loose[] => (Array.isArray(value) ? value : []);
  const tag = (tagName: string, attributes: Loose, innerHTML?: unknown): HeadTagConfig => ({
    tagName,
    attributes: Object.fromEntries(
      Object.entries(attributes).flatMap(([name, value]): Array<[string, string | boolean]> =>
        value === undefined || value === null ? [] : [[name, typeof value === 'boolean' ? value : String(value)]],
      ),
    ),
    ...(typeof innerHTML === 'string' ? { innerHTML } : {}),
  });
  return [
    ...list(source.headTags)
      .filter((entry) => typeof entry?.tagName === 'string')
      .map((entry) => tag(entry.tagName, entry.attributes ?? {}, entry.innerHTML)),
    ...list(source.stylesheets).map((entry) =>
      tag('link', { rel: 'stylesheet', ...(typeof entry === 'string' ? { href: entry } : entry) }),
    ),
    ...list(source.scripts).map((entry) => tag('script', typeof entry === 'string' ? { src: entry } : entry)),
  ];
}

/**
 * `onBrokenLinks`, `onBrokenAnchors` and `onBrokenMarkdownLinks` (top level, or Docusaurus 3.5's `markdown.hooks`);
 * `log` is sitegen's `warn`. Broken anchors only warn unless the config says otherwise, as in Docusaurus.
 * `trailingSlash`, which decides how docs' relative links are read.
 */
function linkPoliciesOf(source: Loose): NonNullable<UserConfig['links']> {
  const policy = (value: unknown): LinkPolicy | undefined =>
    value === 'throw' || value === 'ignore' ? value : value === 'warn' || value === 'log' ? 'warn' : undefined;
  const onBrokenLinks = policy(source.onBrokenLinks);
  const onBrokenMarkdownLinks = policy(source.markdown?.hooks?.onBrokenMarkdownLinks ?? source.onBrokenMarkdownLinks);
  return {
    ...(onBrokenLinks ? { onBrokenLinks } : {}),
    onBrokenAnchors: policy(source.onBrokenAnchors) ?? 'warn',
    ...(onBrokenMarkdownLinks ? { onBrokenMarkdownLinks } : {}),
    ...(typeof source.trailingSlash === 'boolean' ? { trailingSlash: source.trailingSlash } : {}),
  };
}

/** Plugins, themes and the other settings sitegen has no place for. */
function notesForTheRest(
  source: Loose,
  themeConfig: Loose,
  { carriedPlugins, note }: { carriedPlugins: unknown[]; note: TakeNote },
): void {
  for (const plugin of ((source.plugins ?? []) as unknown[]).filter((entry) => !carriedPlugins.includes(entry))) {
    note(
      `plugin ${pluginName(plugin)}`,
      'sitegen has no plugins',
      'find what the plugin did in sitegen itself (search, sitemap and feeds are built in), or do it in a template',
    );
  }
  for (const theme of ((source.themes ?? []) as unknown[]).filter((entry) => pluginName(entry) !== mermaidThemeName)) {
    note(
      `theme ${pluginName(theme)}`,
      'sitegen themes are React templates in templates/',
      'set its colours with the --sg-* variables in theme.customCss, and replace components in templates/ (docs/theming.md)',
    );
  }
  if (Array.isArray(source.clientModules) && source.clientModules.length > 0) {
    note(
      'clientModules',
      'sitegen runs no modules of a config in the browser',
      'load them with a script in headTags of site.config.ts, or from a template (templates/Layout.tsx)',
    );
  }
  if (themeConfig.algolia)
    note('themeConfig.algolia', 'search is built into sitegen and works offline', 'nothing to do');
}

function pluginName(plugin: unknown): string {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string'
    ? name
    : typeof name === 'function'
      ? `${name.name || 'function'} (written in the config)`
      : String(name);
}

/** A path Docusaurus resolves from its site folder, relative to it (`./src/css/custom.css` → `src/css/custom.css`). */
function relativeTo(siteDir: string, file: string): string {
  return relativePosix(siteDir, path.resolve(siteDir, file));
}
