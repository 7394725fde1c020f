import { readGitDates } from '../content/git.js';
import { identifySources, type IdentifiedSources } from '../content/identify.js';
import { outlinePage } from '../content/outline-page.js';
import type { Page } from '../content/page.js';
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
import { resolveRoutes } from '../routes/resolve.js';
import { bundleAssets, readClientScripts, type ClientScripts } from '../site-files/assets.js';
import { attachmentFiles } from '../site-files/attachments.js';
import { pageStylesheetFiles } from '../site-files/extras.js';
import { islandFiles } from '../site-files/islands.js';
import { outputFiles } from '../write/output-paths.js';
import { devContext } from './dev-context.js';
import { candidateFiles, indexRoutes, planRequest, type PagePlan, type RouteIndex } from './on-demand-plan.js';

/** Files made on demand, by their path in the output. */
export type MadeFiles = Map<string, string | Uint8Array>;

/** The site's pages made one at a time as they are asked for, while the whole site builds behind them. */
export interface OnDemandSite {
  /**
   * The files made so far, once those answering `relative` (a page, its chunk, or a file one of them named) are
   * among them; null when no route writes it and nothing made so far is it. Throws the site's mistake.
   */
  answer(relative: string): Promise<MadeFiles | null>;
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
 * their front matter outlines them (`outlinePage`), the routes those make, and the templates.
 */
interface Outline {
  ctx: SiteContext;
  sources: IdentifiedSources;
  pages: Page[];
  templates: Templates;
  scripts: Promise<ClientScripts>;
  routes: RouteIndex;
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
    const added = await pluginRoutes(ctx);
    const pages = [...outlines, ...added.pages];
    const loaded = await templates;
    const { routes } = resolveRoutes(pages, loaded.pages, ctx);
    const made: MadeFiles = new Map(
      added.files.flatMap(({ files }) => files.map((file) => [file.path, file.contents])),
    );
    const index = indexRoutes(routes);
    return { ctx, sources, pages, templates: loaded, scripts, routes: index, rendered: new Map(), files: made };
  }

  async function answer(relative: string): Promise<MadeFiles | null> {
    const site = await outlined();
    if (candidateFiles(relative).some((file) => site.files.has(file))) return site.files;
    const plan = planRequest(relative, site.routes);
    if (!plan) return null;
    await renderPlan(site, plan);
    return site.files;
  }

  /** Renders the plan's pages, then its route among the routes they make, with the files they name. */
  async function renderPlan(site: Outline, plan: PagePlan): Promise<void> {
    const { ctx, templates } = site;
    const fresh = plan.pages.filter((page) => !site.rendered.has(page.source.file));
    for (const page of fresh) {
      const identified = site.sources.published.find((source) => source.source.file === page.source.file);
      // A plugin's page comes rendered.
      site.rendered.set(
        page.source.file,
        identified ? await pageFromMarkdown(identified, ctx, site.sources.lookups) : page,
      );
    }
    const pages = site.pages.map((page) => site.rendered.get(page.source.file) ?? page);
    const { routes, sidebars, sections } = resolveRoutes(pages, templates.pages, ctx);
    const route = indexRoutes(routes).byFile.get(plan.file)!;
    const data: SiteData = { config: ctx.config, sidebars, sections, withBase: ctx.withBase };
    const assets = await bundleAssets(templates, data, {
      scripts: site.scripts,
      remembered: rememberedFragments(fragments),
      pages,
    });
    const render = createRouteRenderer({ templates, site: data, assets: assets.urls });
    const { html, chunk } = await withTimeLimit(renderStep(route, ctx.config), () => render(route));
    const shown = plan.pages.map((page) => site.rendered.get(page.source.file)!);
    const made = [
      ...assets.files,
      ...(await attachmentFiles(shown, imageCopiesReusing(null, ctx))),
      ...pageStylesheetFiles(shown),
      ...(await islandFiles(shown, ctx.config, ctx.withBase)),
    ];
    for (const file of made) site.files.set(file.path, file.contents);
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
      context = outline = null;
      void queue.finally(() => highlighter.dispose());
    },
  };
}
