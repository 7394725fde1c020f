import { readGitDates } from '../content/git.js';
import { identifySources, readBody, type IdentifiedSources } from '../content/identify.js';
import { outlinePage } from '../content/outline-page.js';
import type { IdentifiedPage, Page } from '../content/page.js';
import { pageFromMarkdown } from '../content/page-from-markdown.js';
import { scanContent } from '../content/scan.js';
import type { ResolvedConfig } from '../config/types.js';
import { failureAwaitedLater } from '../errors.js';
import { rememberedFragments } from '../incremental/fragments.js';
import { imageCopiesReusing } from '../incremental/images.js';
import { withTimeLimit } from '../limits/time-limit.js';
import { createLogger } from '../log.js';
import { createCodeHighlighter } from '../markdown/highlight/index.js';
import { pluginRoutes, withPluginHeadTags } from '../plugins/run.js';
import type { SiteContext } from '../plugins/types.js';
import { createRouteRenderer, renderStep } from '../render/route.js';
import { loadTemplates, type SiteData, type Templates } from '../render/theme.js';
import { resolveRoutes, type SiteRoutes } from '../routes/resolve.js';
import { bundleAssets, readClientScripts, type ClientScripts } from '../site-files/assets.js';
import { attachmentFiles } from '../site-files/attachments.js';
import { pageStylesheetFiles } from '../site-files/extras.js';
import { islandFiles } from '../site-files/islands.js';
import { outputFiles } from '../write/output-paths.js';
import { devContext } from './dev-context.js';
import {
  candidateFiles,
  indexRoutes,
  planRequest,
  sourceAt,
  sourcesByFile,
  type PagePlan,
  type RouteIndex,
} from './on-demand-plan.js';

/** Files made on demand, by their path in the output. */
export type MadeFiles = Map<string, string | Uint8Array>;

/** The site's pages made one at a time as they are asked for, while the whole site builds behind them. */
export interface OnDemandSite {
  /**
   * The files made so far, once those answering `relative` (a page, its chunk, or a file one of them named) are
   * among them; null when no route writes it and nothing made so far is it. Throws the site's mistake.
   */
  answer(relative: string): Promise<MadeFiles | null>;
  /** The files made so far, which pages open before the whole build show. */
  made(): MadeFiles;
  /** The site's config, once it is read; null when it cannot be. */
  config(): Promise<ResolvedConfig | null>;
  /** Settles once the outline is made, or failed, and the requests waiting for it are answered. */
  idle(): Promise<void>;
  /** Forgets what a source changed: the next request reads the site again. */
  forget(): void;
  close(): void;
}

/**
 * What every page of the site needs before one is rendered: the context, each source's front matter, the pages as
 * their front matter outlines them (`outlinePage`), and the templates. The routes are resolved for each request,
 * with the pages rendered so far.
 */
interface Outline {
  ctx: SiteContext;
  sources: IdentifiedSources;
  /** The published sources by the files of their own pages. */
  sourceFiles: Map<string, IdentifiedPage>;
  pages: Page[];
  templates: Templates;
  scripts: Promise<ClientScripts>;
  /** The pages rendered in full so far, by source file. */
  rendered: Map<string, Page>;
  files: MadeFiles;
}

/** Renders the pages of the site at `root` as they are asked for; the outline is made at once, for the first. */
export function createOnDemandSite(root: string, { locale }: { locale?: string } = {}): OnDemandSite {
  // Silent: the whole site's build reports the same warnings and mistakes.
  const log = { ...createLogger({ quiet: true }), warn() {} };
  const highlighter = createCodeHighlighter();
  const fragments = { fragments: new Map() };
  let context: Promise<SiteContext> | null = null;
  const contextRead = () =>
    (context ??= failureAwaitedLater(
      devContext(root, { locale, log, highlighter }).then((ctx) => withPluginHeadTags(ctx)),
    ));
  let outline: Promise<Outline> | null = null;
  const outlined = () => (outline ??= failureAwaitedLater(makeOutline()));
  let made: MadeFiles = new Map();
  let closed = false;
  // One request at a time: a page's chunk, asked for while its HTML renders, is then made once.
  let queue: Promise<unknown> = outlined();

  async function makeOutline(): Promise<Outline> {
    const ctx = await contextRead();
    const { config } = ctx;
    // The templates and scripts are read while the sources are: esbuild bundles in a process of its own.
    const templates = failureAwaitedLater(loadTemplates(config));
    const scripts = failureAwaitedLater(readClientScripts());
    const [files, git] = await Promise.all([scanContent(config), readGitDates(config)]);
    const sources = await identifySources(files, git, ctx, { hashTexts: false });
    const outlines = await Promise.all(sources.published.map((page) => outlinePage(page, ctx, sources.lookups)));
    // The outline keeps each source's front matter only, while the whole site builds: a body is read as it renders.
    for (const page of sources.published) {
      page.parsed.body = '';
      page.bodyUnread = true;
    }
    const added = await pluginRoutes(ctx);
    return {
      ctx,
      sources,
      sourceFiles: sourcesByFile(sources.published),
      pages: [...outlines, ...added.pages],
      templates: await templates,
      scripts,
      rendered: new Map(),
      files: (made = new Map(added.files.flatMap(({ files }) => files.map((file) => [file.path, file.contents])))),
    };
  }

  async function answer(relative: string): Promise<MadeFiles | null> {
    // Once the whole site is built, its files answer.
    if (closed) return null;
    const site = await outlined();
    if (candidateFiles(relative).some((file) => site.files.has(file))) return site.files;
    // A Markdown page's own source is rendered first: its route is then resolved once, with it.
    const own = sourceAt(relative, site.sourceFiles);
    if (own) await renderPages(site, [own.source.file]);
    let routes = routesWith(site);
    let plan = planRequest(relative, routes.index);
    if (!plan) return null;
    const missing = plan.pages.map((page) => page.source.file).filter((file) => !site.rendered.has(file));
    if (missing.length > 0) {
      await renderPages(site, missing);
      routes = routesWith(site);
      plan = planRequest(relative, routes.index)!;
    }
    await renderRoute(site, plan, routes);
    return site.files;
  }

  /** Renders the Markdown of the sources named, those a plugin added coming rendered. */
  async function renderPages(site: Outline, files: string[]): Promise<void> {
    for (const file of files) {
      const source = site.sources.published.find((page) => page.source.file === file);
      if (source) readBody(source);
      const page = source
        ? await pageFromMarkdown(source, site.ctx, site.sources.lookups)
        : site.pages.find((outlined) => outlined.source.file === file)!;
      site.rendered.set(file, page);
    }
  }

  /** The site's pages as rendered so far or as outlined, and the routes they make. */
  function routesWith(site: Outline): SiteRoutes & { index: RouteIndex; pages: Page[] } {
    const pages = site.pages.map((page) => site.rendered.get(page.source.file) ?? page);
    const resolved = resolveRoutes(pages, site.templates.pages, site.ctx);
    return { ...resolved, index: indexRoutes(resolved.routes), pages };
  }

  /** Renders the plan's route, with the files it names: the client assets, and its pages' own files. */
  async function renderRoute(
    site: Outline,
    { route, pages }: PagePlan,
    { sidebars, sections, pages: sitePages }: SiteRoutes & { pages: Page[] },
  ) {
    const { ctx, templates } = site;
    const data: SiteData = { config: ctx.config, sidebars, sections, withBase: ctx.withBase };
    const assets = await bundleAssets(templates, data, {
      scripts: site.scripts,
      remembered: rememberedFragments(fragments),
      pages: sitePages,
    });
    const render = createRouteRenderer({ templates, site: data, assets: assets.urls });
    const { html, chunk } = await withTimeLimit(renderStep(route, ctx.config), () => render(route));
    const named = [
      ...assets.files,
      ...(await attachmentFiles(pages, imageCopiesReusing(null, ctx))),
      ...pageStylesheetFiles(pages),
      ...(await islandFiles(pages, ctx.config, ctx.withBase)),
    ];
    for (const file of named) site.files.set(file.path, file.contents);
    const files = outputFiles(route);
    site.files.set(files.html, html).set(files.chunk, JSON.stringify(chunk));
  }

  return {
    answer(relative) {
      const answered = queue.then(
        () => answer(relative),
        () => answer(relative),
      );
      queue = answered.catch(() => undefined);
      return answered;
    },
    made: () => made,
    config: () =>
      contextRead().then(
        (ctx) => ctx.config,
        () => null,
      ),
    async idle() {
      for (let seen = queue; ; seen = queue) {
        await seen.catch(() => undefined);
        if (seen === queue) return;
      }
    },
    forget() {
      context = outline = null;
    },
    close() {
      closed = true;
      context = outline = null;
      void queue.finally(() => highlighter.dispose());
    },
  };
}
