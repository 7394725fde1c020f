import { headTagsOf } from '../config/head-tags.js';
import type { KeyFailure } from '../config/key-lines.js';
import type { MarkdownPage, Page } from '../content/page.js';
import type { OutputPaths, OutputSource, SourcedFiles } from '../write/output-paths.js';
import type { Writer } from '../write/write.js';
import { SitegenError } from '../errors.js';
import { withTimeLimit } from '../limits/time-limit.js';
import type { Route } from '../routes/types.js';
import { htmlPage } from './page.js';
import type { BuiltinPlugin, HookName, PageData, PluginFile, PluginPage, SiteContext, SitegenPlugin } from './types.js';

const removeHint = 'fix the plugin, or remove it from `plugins` in site.config.ts';

/**
 * Runs one hook of a plugin, within the step time limit; what it throws becomes one line naming the plugin and the
 * hook. A hook that never settles fails the build rather than leaving the process nothing to wait for.
 */
function callHook<T>(ctx: SiteContext, plugin: SitegenPlugin, hook: HookName, run: () => T | Promise<T>): Promise<T> {
  const step = {
    what: `the ${hook} hook of plugin "${plugin.name}"`,
    file: ctx.config.configFile ?? undefined,
    ms: ctx.config.limits.stepMs,
  };
  return withTimeLimit(step, async () => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new SitegenError(`plugin "${plugin.name}" failed in its ${hook} hook: ${message}`, { hint: removeHint });
    }
  });
}

/** The plugins that have `hook`. */
const withHook = <H extends HookName>(ctx: SiteContext, hook: H) =>
  ctx.plugins.filter(
    (plugin): plugin is SitegenPlugin & Required<Pick<SitegenPlugin, H>> => typeof plugin[hook] === 'function',
  );

/** `ctx` with the plugins' head tags after the config's, checked as the config's are. */
export async function withPluginHeadTags(ctx: SiteContext): Promise<SiteContext> {
  const added: SiteContext['config']['headTags'] = [];
  for (const plugin of withHook(ctx, 'headTags')) {
    const tags = await callHook(ctx, plugin, 'headTags', () =>
      plugin.headTags({ config: ctx.config, withBase: ctx.withBase }),
    );
    const fail: KeyFailure = (key, message, { hint = removeHint } = {}) => {
      throw new SitegenError(`plugin "${plugin.name}" gave a bad head tag: \`${key}\` ${message}`, { hint });
    };
    if (!Array.isArray(tags)) fail('headTags', 'must return an array of { tagName, attributes, innerHTML } objects');
    added.push(...headTagsOf(tags, fail));
  }
  return added.length === 0 ? ctx : { ...ctx, config: { ...ctx.config, headTags: [...ctx.config.headTags, ...added] } };
}

/** The pages and files the plugins' `routes` hooks add. */
export async function pluginRoutes(ctx: SiteContext): Promise<{ pages: MarkdownPage[]; files: SourcedFiles[] }> {
  const pages: MarkdownPage[] = [];
  const files: SourcedFiles[] = [];
  for (const plugin of withHook(ctx, 'routes')) {
    const added = await callHook(ctx, plugin, 'routes', () =>
      plugin.routes({ config: ctx.config, withBase: ctx.withBase }),
    );
    const own: SourcedFiles = { source: pluginSource(plugin, ctx), files: [] };
    files.push(own);
    for (const item of added) {
      if (isPage(item)) pages.push(htmlPage(item, plugin.name, ctx.config.i18n.locale.htmlLang));
      else if (typeof item?.path === 'string' && item.contents !== undefined)
        own.files.push({ path: item.path.replace(/^\/+/, ''), contents: item.contents });
      else
        throw new SitegenError(
          `plugin "${plugin.name}" returned from its routes hook something that is neither a page nor a file`,
          { hint: 'return { path, title, html } for a page, { path, contents } for a file' },
        );
    }
  }
  return { pages, files };
}

const isPage = (item: PluginPage | PluginFile): item is PluginPage =>
  typeof item?.path === 'string' && typeof (item as PluginPage).html === 'string';

/** A page's title and description after the plugins' `page` hooks, each given what the one before returned. */
export async function pageHooks(ctx: SiteContext, data: PageData): Promise<Pick<PageData, 'title' | 'description'>> {
  let { title, description } = data;
  for (const plugin of withHook(ctx, 'page')) {
    const changes = await callHook(ctx, plugin, 'page', () =>
      plugin.page({ ...data, title, description, frontMatter: { ...data.frontMatter } }),
    );
    if (typeof changes?.title === 'string') title = changes.title;
    if (typeof changes?.description === 'string') description = changes.description;
  }
  return { title, description };
}

export interface PostBuildInput {
  routes: Route[];
  pages: Page[];
  writer: Writer;
  /** The output's paths, which each file a plugin writes is claimed in first. */
  outputs: OutputPaths;
}

/** The plugin as the source of files, one object per plugin: it may claim a path before it writes it. */
const pluginSources = new WeakMap<SitegenPlugin, OutputSource>();
const pluginSource = (plugin: SitegenPlugin, ctx: SiteContext): OutputSource => {
  if (!pluginSources.has(plugin))
    pluginSources.set(plugin, { name: `plugin "${plugin.name}"`, file: ctx.config.configFile ?? undefined });
  return pluginSources.get(plugin)!;
};

/**
 * Claims the files sitegen's own plugins always write (`sitemap.xml`, `robots.txt`) before any page is written, so
 * that a page or static file at one of those paths is an error naming both, not a file where a folder should be.
 */
export function claimPluginOutputs(ctx: SiteContext, outputs: OutputPaths): void {
  for (const plugin of ctx.plugins)
    for (const file of (plugin as BuiltinPlugin).outputs ?? []) outputs.claim(file, pluginSource(plugin, ctx));
}

/** Runs the plugins' `postBuild` hooks; returns the paths of the files they wrote, all through `writer`. */
export async function runPostBuild(
  ctx: SiteContext,
  { routes, pages, writer, outputs }: PostBuildInput,
): Promise<string[]> {
  const written: string[] = [];
  for (const plugin of withHook(ctx, 'postBuild')) {
    const write = async (file: PluginFile) => {
      const path = file.path.replace(/^\/+/, '');
      outputs.claim(path, pluginSource(plugin, ctx));
      await writer.write({ path, contents: file.contents });
      written.push(path);
    };
    await callHook(ctx, plugin, 'postBuild', () =>
      plugin.postBuild({
        config: ctx.config,
        withBase: ctx.withBase,
        outDir: ctx.outDir ?? null,
        routes,
        pages,
        write,
      }),
    );
  }
  return written;
}
