import type { BuildContext, PageData } from '../context.js';
import type { HeadTagConfig, ResolvedConfig } from '../config/types.js';
import type { Page } from '../content/page.js';
import type { Route } from '../routes/types.js';
import type { MarkdownExtension } from '../config/types.js';
import type { CreateRedirects } from '../config/redirects.js';

/** What every hook is given: the resolved configuration, and how to put the base URL before a site path. */
export interface PluginContext {
  config: ResolvedConfig;
  /** `/docs/x` → `/sub/docs/x` under the base URL `/sub/`. */
  withBase(path: string): string;
}

/** A page a plugin adds: its HTML is shown in the site's layout, as a Markdown page of `content/pages/` is. */
export interface PluginPage {
  /** Route path without the base URL, e.g. `/changelog`. */
  path: string;
  title: string;
  /** The page's content, as HTML. */
  html: string;
  description?: string;
}

/** A file a plugin adds as it is, e.g. `{ path: 'humans.txt', contents: '...' }`. */
export interface PluginFile {
  /** Relative to the output folder. */
  path: string;
  contents: string | Uint8Array;
}

export type { PageData } from '../context.js';

/** A build's context with the site's plugins, for the steps that run their hooks. */
export interface SiteContext extends BuildContext {
  /** The site's plugins, the built-in ones first. */
  plugins: SitegenPlugin[];
  /** The config's `createRedirects`, when it has one. */
  createRedirects?: CreateRedirects;
  /** Where a build publishes the site, for the post-build hooks; absent in the dev server, which keeps its files in memory. */
  outDir?: string;
}

export interface PostBuildContext extends PluginContext {
  /** Where the site is published once the build succeeds. Files go through `write`, never straight into it. */
  outDir: string | null;
  routes: Route[];
  pages: Page[];
  /** Adds a file to the output, published with every other file of the build or not at all. */
  write(file: PluginFile): Promise<void>;
}

/** A plugin: a name for messages and any of the hooks, each run as a stage of the build. */
export interface SitegenPlugin {
  name: string;
  /** Pages (with `html`) or files (with `contents`) to add to the site. */
  routes?(ctx: PluginContext): Array<PluginPage | PluginFile> | Promise<Array<PluginPage | PluginFile>>;
  /** Tags for the head of every page, in the shape of the config's `headTags`. */
  headTags?(ctx: PluginContext): HeadTagConfig[] | Promise<HeadTagConfig[]>;
  /** Changes a page's title or description before it is rendered; runs where the page's Markdown renders. */
  page?(
    data: PageData,
  ):
    | Partial<Pick<PageData, 'title' | 'description'>>
    | void
    | Promise<Partial<Pick<PageData, 'title' | 'description'>> | void>;
  /** Writes files of its own once every page has rendered and the links are checked. */
  postBuild?(ctx: PostBuildContext): void | Promise<void>;
}

export type HookName = Exclude<keyof SitegenPlugin, 'name'>;

/** One of sitegen's own plugins, which names the files it always writes, for them to be claimed before any page is. */
export interface BuiltinPlugin extends SitegenPlugin {
  outputs: string[];
}

/** The code a config brings: its plugins (the built-in ones first) and its marked extensions. */
export interface SiteCode {
  plugins: SitegenPlugin[];
  markdownExtensions: MarkdownExtension[];
  createRedirects?: CreateRedirects;
}
