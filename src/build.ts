import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { markdown, untranslatedNote } from './markdown-stage.js';
import { otherLocaleBaseUrls } from './config/i18n.js';
import { configInLocale } from './i18n/locale-config.js';
import { wordsLeftEnglish } from './config/theme-words.js';
import { loadConfig } from './config/resolve.js';
import type { ResolvedConfig } from './config/types.js';
import { createContext } from './create-context.js';
import { createCodeHighlighter, type CodeHighlighter } from './markdown/highlight/index.js';
import { warnWithoutDates } from './content/git.js';
import { failureAwaitedLater } from './errors.js';
import type { BuildCache } from './incremental/cache.js';
import { rememberedFragments } from './incremental/fragments.js';
import { imageCopiesReusing } from './incremental/images.js';
import { brokenLinksReusing } from './incremental/links.js';
import { cacheFolderOutside, openLocaleCaches, unchangedSourcesNote, withoutDamagedFiles } from './incremental/open.js';
import type { DiskCache } from './incremental/persist.js';
import { renderPagesReusing } from './incremental/render.js';
import { gitDatesReusing, sourceFilesReusing, templatesReusing } from './incremental/reuse.js';
import { searchIndexReusing } from './incremental/search.js';
import { applyLinkPolicy } from './links/policy.js';
import type { TimeLimits } from './limits/time-limit.js';
import { builtLine, createLogger, eachWarningOnce, type Logger } from './log.js';
import type { SiteContext } from './plugins/types.js';
import { claimPluginOutputs, pluginRoutes, runPostBuild, withPluginHeadTags } from './plugins/run.js';
import { writtenSite } from './render/page-writer.js';
import type { SiteData } from './render/theme.js';
import { resolveRoutes } from './routes/resolve.js';
import type { SearchIndex } from './search/build.js';
import { writeSearchIndexFiles } from './search/index-files.js';
import { bundleAssets, readClientScripts } from './site-files/assets.js';
import { extraFiles } from './site-files/extras.js';
import { siteRedirects } from './site-files/redirects.js';
import { openBuildThreads, type BuildRun, type BuildThreads } from './tasks/run.js';
import { outputPaths } from './write/output-paths.js';
import { assertOutputAllowed } from './write/output-allowed.js';
import { foreignStaging, outputMarker } from './write/publish.js';
import { writeSiteFiles } from './write/site-files.js';
import { createDiskWriter, type SiteOutput } from './write/write.js';
import { assertOutsideLocaleFolders, outputWithin, recordsJoined, recordWithin } from './write/within.js';

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
  const log = eachWarningOnce(options.log ?? createLogger());
  const config = await log.step('config', () =>
    loadConfig(options.root ?? process.cwd(), { baseUrl: options.baseUrl, limits: options.limits }),
  );
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  assertOutputAllowed(outDir, config, options.force);
  for (const folder of foreignStaging(outDir))
    log.warn(
      `${path.relative(process.cwd(), folder)} is named as sitegen's staging folders are, but holds no ${outputMarker} file: it is left as it is`,
    );
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
  log.info(builtLine(log, { ...site, outDir, ms, cache }));
  return { config, outDir, routes: site.routes, files: site.files.size, warnings: log.warnings, ms };
}

interface BuildOnceOptions {
  outDir: string;
  log: Logger;
  cache: boolean;
  /** Cache files an earlier attempt found damaged. */
  leftOut: ReadonlySet<string>;
  highlighter: CodeHighlighter;
}

/**
 * One attempt at a build: renders the site, each locale into its folder, puts it all in place and saves the cache.
 * Each locale is a site of its own, with its own cache, as in Docusaurus.
 */
async function buildOnce(
  config: ResolvedConfig,
  { outDir, log, cache, leftOut, highlighter }: BuildOnceOptions,
): Promise<BuiltLocales> {
  const locales = config.i18n.locales.map((locale) => configInLocale(config, locale.name));
  const threads = openBuildThreads(log, locales.length);
  // The writer opens its staging folder first: the spare copy of the output is looked over while the cache is read.
  let disks: DiskCache[] | null = null;
  const writer = createDiskWriter(outDir, {
    reuseSpare: cache,
    previous: () =>
      disks ? recordsJoined(disks.map((disk, i) => [locales[i].i18n.locale.path, disk.output])) : undefined,
  });
  try {
    disks = cache
      ? await log.step(
          'cache',
          () => openLocaleCaches(locales, { outDir, leftOut, warn: (message) => log.warn(message) }),
          (opened) => opened.map(unchangedSourcesNote).filter(Boolean).join(', '),
        )
      : null;
    const folders = locales.map((locale) => locale.i18n.locale.path);
    const built: BuiltLocales = { routes: 0, rendered: 0, files: new Set() };
    for (const [i, locale] of locales.entries()) {
      const { path: folder, label } = locale.i18n.locale;
      if (locales.length > 1) log.info(`${log.paint('bold', label)} ${log.paint('dim', `/${folder}`)}`);
      const wordsInEnglish = wordsLeftEnglish(locale.i18n);
      if (wordsInEnglish) log.warn(wordsInEnglish);
      const ctx = {
        ...(await createContext(locale, { log, mode: 'build', highlighter })),
        outDir: path.join(outDir, folder),
      };
      const disk = disks?.[i];
      const site = await renderSite(ctx, outputWithin(writer, folder), {
        cache: disk?.cache ?? null,
        onPagesSettled: disk ? () => disk.saveEntries() : undefined,
        threads,
      });
      if (folder === '') assertOutsideLocaleFolders(site.files, folders);
      built.routes += site.routes;
      built.rendered += site.rendered;
      for (const file of site.files) built.files.add(folder ? `${folder}/${file}` : file);
    }
    await threads.close();
    const output = await log.step('write', () => writer.commit(built.files));
    if (disks)
      await log.step('save cache', () =>
        Promise.all(disks!.map((disk, i) => disk.save(recordWithin(output, folders[i], folders)))).catch(
          (error: Error) => log.warn(`could not save the build cache: ${error.message}`),
        ),
      );
    return built;
  } catch (error) {
    // No worker may still be writing into the staging folder as it goes.
    await threads.close();
    await writer.abort();
    throw error;
  }
}

/** What a build made, over all its locales. */
type BuiltLocales = Pick<RenderedSite, 'routes' | 'rendered' | 'files'>;

export interface RenderedSite {
  routes: number;
  /** Pages rendered anew; fewer than `routes` when the cache had the others. */
  rendered: number;
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** Makes the search index's files through the same writer, for the dev server: a build writes its own as it goes. */
  searchIndex(): SearchIndex;
}

export interface RenderSiteOptions {
  /** What earlier builds left to reuse, updated with this one; null builds everything (`--no-cache`). */
  cache: BuildCache | null;
  /** Runs once the pages and their links are done, while the search index is still being written. */
  onPagesSettled?: () => Promise<unknown>;
  /** The build's threads, which the sites of its locales share. */
  threads: BuildThreads;
}

/** Runs the pipeline of one locale's site on the build's threads. */
export async function renderSite(
  siteCtx: SiteContext,
  output: SiteOutput,
  { threads, ...options }: RenderSiteOptions,
): Promise<RenderedSite> {
  // The plugins' head tags join the config before the pipeline starts, for the workers to render every page with them.
  const ctx = await siteCtx.log.step('plugin head tags', () => withPluginHeadTags(siteCtx));
  const site = { locale: ctx.config.i18n.locale.name, config: ctx.config, mode: ctx.mode };
  return pipeline(ctx, { output, run: threads.forSite(site, await output.stagingFolder()), ...options });
}

/** What the pipeline's stages are handed besides the context: where the site goes, its threads, and the cache. */
interface PipelineParts extends Omit<RenderSiteOptions, 'threads'> {
  output: SiteOutput;
  run: BuildRun;
}

/** The pipeline, one stage per line: from the content to every file of the site, written through `output`. */
async function pipeline(
  ctx: SiteContext,
  { output: writer, run, cache, onPagesSettled }: PipelineParts,
): Promise<RenderedSite> {
  const { config, log } = ctx;
  const reuse = { cache, previous: writer };
  const [files, git] = await log.step(
    'scan content',
    () => Promise.all([sourceFilesReusing(config, cache), gitDatesReusing(config, cache).then(warnWithoutDates(ctx))]),
    ([f]) => `${f.length} files`,
  );
  // The templates do not depend on the content: esbuild bundles them while the Markdown renders.
  const templatesLoading = failureAwaitedLater(templatesReusing(config, cache));
  const clientScripts = failureAwaitedLater(readClientScripts());
  const markdownPages = await log.step(
    'markdown',
    () => markdown(files, git, ctx, { run, cache }),
    (p) => `${p.length} pages${untranslatedNote(p)}`,
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
    bundleAssets(templates, site, { scripts: clientScripts, remembered: rememberedFragments(cache), pages }),
  );
  const redirects = await siteRedirects(routes, ctx);
  const extras = await extraFiles(pages, site, { assets: assets.files, imageCopies: imageCopiesReusing(cache, ctx) });
  const filesWritten = await log.step(
    'static files',
    () => writeSiteFiles([...extras, ...added.files, ...redirects.files], outputs, { config, writer }),
    (f) => `${f.size} files`,
  );
  const rendered = await log.step(
    'render',
    () =>
      renderPagesReusing(routes, { templates, site, assets: assets.urls }, { writer, threads: run.render, log }, reuse),
    (r) => `${r.pages.length} pages`,
  );
  const written = writtenSite(filesWritten, rendered, redirects.pages);
  // Once the last locale is rendered, the workers' memory goes back while its search index, link check and save go on.
  run.releaseWorkers();
  // The links are checked while the search index is written: no page links to the index's files.
  const searchWritten = failureAwaitedLater(
    ctx.mode === 'dev'
      ? Promise.resolve([])
      : log.step('search index', () =>
          writeSearchIndexFiles(searchIndexReusing({ routes, site, shardsInThread: true }, run.search, reuse), writer),
        ),
  );
  try {
    await log.step('check links', () =>
      applyLinkPolicy(
        brokenLinksReusing(
          written,
          { baseUrl: config.baseUrl, ignore: config.links.ignore, otherLocales: otherLocaleBaseUrls(config) },
          { cache, log },
        ),
        { pageCount: rendered.pages.length },
        ctx,
      ),
    );
    await onPagesSettled?.();
  } finally {
    // Even when the check fails: nothing may still be writing into the output once the build is over.
    await searchWritten.catch(() => undefined);
  }
  for (const path of await searchWritten) outputs.claim(path, { name: 'the search index' });
  const siteFiles = new Set([...written.files, ...(await searchWritten)]);
  const pluginFiles = await log.step('post build', () => runPostBuild(ctx, { routes, pages, writer, outputs }));
  for (const file of pluginFiles) siteFiles.add(file);
  // The dev server makes the search index when a page first asks for it: most saves are never searched.
  return {
    routes: routes.length,
    rendered: rendered.fresh.size,
    files: siteFiles,
    searchIndex: () => searchIndexReusing({ routes, site }, run.search, reuse),
  };
}
