export { build, type BuildOptions, type BuildResult } from './build.js';
export { defineConfig } from './define.js';
export type {
  ResolvedConfig,
  UserConfig,
  NavbarItem,
  NavbarLinkItem,
  NavbarMenuItem,
  DocsVersion,
  FooterColumn,
  LinkItem,
  HeadTagConfig,
  SidebarItem,
  Sidebars,
} from './config/types.js';
export type { NavbarDropdownItem } from './config/link-items.js';
export type { Theme, SiteData, PageProps, LayoutProps, SidebarProps } from './render/theme.js';
export type { PageChunk, HeadTag } from './shared/chunk.js';
export type {
  Route,
  RouteKind,
  RouteOf,
  SidebarEntry,
  SidebarCategory,
  SidebarDocLink,
  SidebarLink,
  SidebarHtml,
  CategoryTrail,
  IndexCard,
  PageLink,
  SiteSections,
  TagSummary,
  TagLetter,
  TaggedDoc,
  ArchiveYear,
  AuthorSummary,
} from './routes/types.js';
export type { DocPage, PostPage, MarkdownPage, Page, Author, Tag } from './content/page.js';
export type { LocaleConfig } from './config/locale.js';
export type { Heading } from './markdown/types.js';
export { SitegenError } from './errors.js';
export { configReference } from './config/reference.js';
export type {
  SitegenPlugin,
  PluginContext,
  PluginPage,
  PluginFile,
  PageData,
  PostBuildContext,
} from './plugins/types.js';
export type { MarkdownExtension } from './config/types.js';
