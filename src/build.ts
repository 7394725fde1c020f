import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config/resolve.js';
import type { ResolvedConfig } from './config/types.js';
import { createContext, type BuildContext } from './context.js';
import { createCodeHighlighter, type CodeHighlighter } from './content/highlight/index.js';
import { failureAwaitedLater } from './errors.js';
import { loadPages } from './incremental/pages.js';
import { attachmentFiles } from './emit/attachments.js';
import { islandFiles } from './emit/islands.js';
import { bundleAssets, readClientScripts } from './emit/assets.js';
import { searchIndex } from './incremental/search.js';
import type { SearchIndex } from './search/build.js';
import type { DiskCache } from './incremental/persist.js';
import { cacheFolderOutside, openCache, unchangedSourcesNote, withoutDamagedFiles } from './incremental/open.js';
import { blogFeeds } from './emit/feeds.js';
import type { PostPage } from './content/page.js';
import { stagedSite, stageFiles } from './emit/stage.js';
import { outputPaths, type SourcedFiles } from './emit/output-paths.js';
import { renderRoutes } from './incremental/routes.js';
import { assertOutputAllowed } from './emit/output-allowed.js';
import { foreignStaging, outputMarker } from './emit/publish.js';
import { createDiskWriter, type SiteOutput } from './emit/write.js';
import { applyLinkPolicy } from './links/policy.js';
import { brokenLinks } from './incremental/links.js';
import { createLogger, formatMs, type Logger } from './log.js';
import { claimPluginOutputs, pluginRoutes, runPostBuild, withPluginHeadTags } from './plugins/run.js';
import type { SiteData } from './render/theme.js';
import { resolveRoutes } from './routes/resolve.js';
import { bundledTemplates, gitDates, sourceFiles } from './incremental/reuse.js';
import { rememberedFragments } from './incremental/fragments.js';
import { openBuildRun } from './parallel/run.js';
import type { BuildThreadSetup } from './thread-context.js';
import type { StageContext } from './stage-context.js';
import type { Route } from './routes/types.js';
import type { TimeLimits } from './limits/time-limit.js';

export interface BuildOptions {
  /** The site folder holding site.config.ts; defaults to the current folder. */
  root?: string;
  /** Output folder; defaults to `dist` inside the root. */
  outDir?: string;
  /** Overrides the configured base URL. */
  baseUrl?: string;
  /** Reuses and updates the build cache in `node_modules/.cache/sitegen`; true unless `--no-cache`. */
  cache?: boolean;
  /** Replaces the output folder even when it holds files sitegen did not write. */
  force?: boolean;
  /** Override the config's time limits on the site's code (`--step-limit`, `--render-limit`). */
  limits?: Partial<TimeLimits>;
  log?: Logger;
}

export interface BuildResult {
  config: ResolvedConfig;
  outDir: string;
  routes: number;
  files: number;
  warnings: number;
  ms: number;
}

/** Builds the site in `root` into `outDir`, swapping the new output in only when everything succeeded. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = warningOnce(options.log ?? createLogger());
  const config = await log.step('config', () =>
    loadConfig(options.root ?? process.cwd(), { baseUrl: options.baseUrl, limits: options.limits }),
  );
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  assertOutputAllowed(outDir, config, options.force);
  for (const folder of foreignStaging(outDir)) {
    log.warn(
      `${path.relative(process.cwd(), folder)} is named as sitegen's staging folders are, but holds no ${outputMarker} file: it is left as it is`,
    );
  }
  // One highlighter for every attempt: each would otherwise start shiki again.
  const highlighter = createCodeHighlighter();
  const cacheOutside = options.cache !== false ? cacheFolderOutside(config) : null;
  if (cacheOutside)
    log.warn(
      `the build cache folder leads outside the site through a symbolic link, to ${cacheOutside}: building without the cache`,
    );
  const cache = options.cache !== false && !cacheOutside;
  const attempt = (leftOut: ReadonlySet<string>) => buildOnce(config, { outDir, log, cache, leftOut, highlighter });
  const site = await withoutDamagedFiles(attempt, (message) => log.warn(message)).finally(() => highlighter.dispose());
  const ms = performance.now() - started;
  log.info(
    `\n${log.paint('green', 'Built')} ${site.routes} routes (${site.routes} pages, ${site.files.size} files) into ${path.relative(process.cwd(), outDir) || '.'} ` +
      `in ${formatMs(ms)}${log.warnings ? `, ${log.warnings} warning${log.warnings === 1 ? '' : 's'}` : ''}` +
      (cache
        ? log.paint(
            'dim',
            ` · ${site.rendered} of ${site.routes} pages rendered${site.rendered < site.routes ? ', the others unchanged since the last build' : ''}`,
          )
        : ''),
  );
  return { config, outDir, routes: site.routes, files: site.files.size, warnings: log.warnings, ms };
}

/** `log`, giving each warning once: a build that starts over meets the same ones again. */
function warningOnce(log: Logger): Logger {
  const given = new Set<string>();
  const warn = (message: string) => void (given.has(message) || (given.add(message), log.warn(message)));
  return Object.create(log, { warn: { value: warn } }) as Logger;
}

interface BuildOnceOptions {
  outDir: string;
  log: Logger;
  cache: boolean;
  /** Cache files an earlier attempt found damaged. */
  leftOut: ReadonlySet<string>;
  highlighter: CodeHighlighter;
}

/** One attempt at a build: renders the site, puts it in place and saves the cache. */
async function buildOnce(
  config: ResolvedConfig,
  { outDir, log, cache, leftOut, highlighter }: BuildOnceOptions,
): Promise<RenderedSite> {
  // The writer opens its staging folder first: the spare copy of the output is looked over while the cache is read.
  let disk: DiskCache | null = null;
  const writer = createDiskWriter(outDir, { reuseSpare: cache, previous: () => disk?.output });
  try {
    disk = cache
      ? await log.step(
          'cache',
          () => openCache(config, { outDir, leftOut, warn: (message) => log.warn(message) }),
          unchangedSourcesNote,
        )
      : null;
    const ctx = { ...(await createContext(config, { log, mode: 'build', cache: disk?.cache, highlighter })), outDir };
    const site = await renderSite(ctx, writer, disk ? () => disk!.saveEntries() : undefined);
    const output = await log.step('write', () => writer.commit(site.files));
    if (disk)
      await log.step('save cache', () =>
        disk!.save(output).catch((error: Error) => log.warn(`could not save the build cache: ${error.message}`)),
      );
    return site;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

export interface RenderedSite {
  routes: number;
  /** Pages rendered anew; fewer than `routes` when the cache had the others. */
  rendered: number;
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /**
   * Makes the search index's files, through the same writer, for the dev server: `sitegen build` has written them,
   * and the text its first build kept out of the heap is gone.
   */
  searchIndex(): SearchIndex;
}

/**
 * Runs the pipeline on threads of its own, which stop when it ends. `onPagesSettled` runs once the pages and their
 * links are done, while the search index is still being written.
 */
export async function renderSite(
  siteCtx: BuildContext,
  output: SiteOutput,
  onPagesSettled?: () => Promise<unknown>,
): Promise<RenderedSite> {
  // The plugins' head tags join the config before the workers start, for them to render every page with them.
  const ctx = await siteCtx.log.step('plugin head tags', () => withPluginHeadTags(siteCtx));
  const workerSetup: BuildThreadSetup = { config: ctx.config, mode: ctx.mode };
  const run = await openBuildRun({ log: ctx.log, workerSetup, outputFolder: () => output.stagingFolder() });
  try {
    return await pipeline({ ...ctx, writer: output, previous: output, run }, onPagesSettled);
  } finally {
    await run.close();
  }
}

/** The pipeline, one stage per line: from the content to every file of the site, written through the context's writer. */
async function pipeline(ctx: StageContext, onPagesSettled?: () => Promise<unknown>): Promise<RenderedSite> {
  const { config, log, writer } = ctx;
  const [files, git] = await log.step(
    'scan content',
    () => Promise.all([sourceFiles(ctx), gitDates(ctx)]),
    ([f]) => `${f.length} files`,
  );
  // The templates do not depend on the content: esbuild bundles them while the Markdown renders.
  const templatesLoading = failureAwaitedLater(bundledTemplates(ctx));
  const clientScripts = failureAwaitedLater(readClientScripts());
  const markdownPages = await log.step(
    'markdown',
    () => loadPages(files, git, ctx),
    (p) => `${p.length} pages`,
  );
  const added = await log.step('plugin routes', () => pluginRoutes(ctx));
  const pages = [...markdownPages, ...added.pages];
  const templates = await log.step('templates', () => templatesLoading);
  const { routes, sidebars, sections } = await log.step(
    'routes',
    () => resolveRoutes(pages, templates.pages, ctx),
    (r) => `${r.routes.length} routes`,
  );
  // Every file of the output is claimed before it is written: two sources of one path fail, naming both.
  const outputs = outputPaths();
  outputs.claimRoutes(routes, config.root);
  claimPluginOutputs(ctx, outputs);
  const site: SiteData = { config, sidebars, sections, withBase: ctx.withBase };
  const assets = await log.step('client assets', () =>
    bundleAssets(templates, site, { scripts: clientScripts, remembered: rememberedFragments(ctx) }),
  );
  const feeds = sections.blog
    ? blogFeeds(
        pages.filter((p): p is PostPage => p.kind === 'post'),
        site,
      )
    : [];
  const attachments = await attachmentFiles(pages);
  const islands = await islandFiles(pages, config, ctx.withBase);
  const extras: SourcedFiles[] = [
    { source: { name: "sitegen's scripts and styles" }, files: assets.files },
    { source: { name: 'the blog feed' }, files: feeds },
    { source: { name: 'the files pages link to' }, files: attachments },
    { source: { name: "the pages' interactive components" }, files: islands },
    ...added.files,
  ];
  const extraFiles = await log.step(
    'static files',
    () => stageFiles(extras, outputs, ctx),
    (f) => `${f.size} files`,
  );
  const rendered = await log.step(
    'render',
    () => renderRoutes(routes, { templates, site, assets: assets.urls }, ctx),
    (r) => `${r.pages.length} pages`,
  );
  const staged = stagedSite(extraFiles, rendered);
  // The workers' memory goes back while the search index, the link check and the cache's save go on.
  ctx.run.releaseWorkers();
  // The links are checked while the search index is written: no page links to the index's files.
  const searchWritten = failureAwaitedLater(
    ctx.mode === 'dev' ? Promise.resolve([]) : log.step('search index', () => writeSearchIndex(routes, site, ctx)),
  );
  try {
    await log.step('check links', () =>
      applyLinkPolicy(brokenLinks(staged, ctx), { pageCount: staged.pages.length }, ctx),
    );
    await onPagesSettled?.();
  } finally {
    // Even when the check fails: nothing may still be writing into the output once the build is over.
    await searchWritten.catch(() => undefined);
  }
  const searchSource = { name: 'the search index' };
  for (const path of await searchWritten) {
    outputs.claim(path, searchSource);
    staged.files.add(path);
  }
  const pluginFiles = await log.step('post build', () => runPostBuild(ctx, { routes, pages, writer, outputs }));
  for (const file of pluginFiles) staged.files.add(file);
  // The dev server makes the search index when a page first asks for it: most saves are never searched.
  return {
    routes: routes.length,
    rendered: rendered.fresh.size,
    files: staged.files,
    searchIndex: () => searchIndex({ routes, site }, ctx),
  };
}

/**
 * Writes the search index's files one by one, each made as it is reached; returns the paths of all its files. With
 * a core to spare, a large site's shards are made meanwhile in a thread of their own, which writes them itself:
 * this thread has the links to check and the cache to save, and the workers that rendered the pages have stopped.
 */
async function writeSearchIndex(routes: Route[], site: SiteData, ctx: StageContext): Promise<string[]> {
  const index = searchIndex({ routes, site, shardsInThread: true }, ctx);
  for await (const file of index.files) await ctx.writer.write(file);
  return index.paths;
}
