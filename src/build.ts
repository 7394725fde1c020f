import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fg from 'fast-glob';
import { loadConfig } from './config/resolve.js';
import type { ResolvedConfig } from './config/types.js';
import { createContext, type BuildContext } from './context.js';
import { readGitDates } from './content/git.js';
import { loadPages } from './content/load.js';
import { scanContent } from './content/scan.js';
import { bundleAssets } from './emit/assets.js';
import { blogFeeds } from './emit/feeds.js';
import type { PostPage } from './content/page.js';
import type { OutputFile } from './emit/output.js';
import { createDiskWriter } from './emit/write.js';
import { SitegenError } from './errors.js';
import { findBrokenLinks, type BrokenLink } from './links/check.js';
import { formatBrokenLinks } from './links/report.js';
import { createLogger, formatMs, type Logger } from './log.js';
import { outputFiles, renderRoutes, type RenderedRoute } from './render/render.js';
import { loadTemplates, type SiteData } from './render/theme.js';
import { resolveRoutes } from './routes/resolve.js';
import type { Route } from './routes/types.js';
import type { MarkdownLink } from './content/markdown.js';

export interface BuildOptions {
  /** The site folder holding site.config.ts; defaults to the current folder. */
  root?: string;
  /** Output folder; defaults to `dist` inside the root. */
  outDir?: string;
  /** Overrides the configured base URL. */
  baseUrl?: string;
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

/** Builds the site in `root` into `outDir`: the whole pipeline, one stage per line. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? createLogger();
  const config = await log.step('config', () => loadConfig(options.root ?? process.cwd(), { baseUrl: options.baseUrl }));
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  const ctx = await log.step('highlighter', () => createContext(config, log, 'build'));

  const [files, git] = await log.step('scan content', () => Promise.all([scanContent(config), readGitDates(config.root, config.contentDir)]), ([f]) => `${f.length} files`);
  if (!git.available) log.warn(`no last-update dates: git history is not available (${git.reason})`);
  const pages = await log.step('markdown', () => loadPages(files, ctx, git), (p) => `${p.length} pages`);
  const templates = await log.step('templates', () => loadTemplates(config));
  const { routes, sidebar } = await log.step('routes', () => resolveRoutes(pages, templates.pages, ctx), (r) => `${r.routes.length} routes`);
  const site: SiteData = { config, sidebar, withBase: ctx.withBase };
  const assets = await log.step('client assets', () => bundleAssets(templates.theme, site));
  const feeds = blogFeeds(pages.filter((p): p is PostPage => p.kind === 'post'), site);
  const rendered = await log.step('render', () => renderRoutes(routes, { templates, site, assets: assets.urls }, ctx), (r) => `${r.length} pages`);
  const staticFiles = await fg('**/*', { cwd: config.staticDir, onlyFiles: true, dot: false });
  await log.step('check links', () => checkSiteLinks(rendered, [...assets.files, ...feeds].map((f) => f.path).concat(staticFiles), ctx));
  const written = await log.step('write', () => writeSite(outDir, rendered, [...assets.files, ...feeds], config.staticDir), (n) => `${n} files`);

  const ms = performance.now() - started;
  log.info(
    `\n${log.paint('green', 'Built')} ${routes.length} routes (${rendered.length} pages, ${written} files) into ${path.relative(process.cwd(), outDir) || '.'} ` +
      `in ${formatMs(ms)}${log.warnings ? `, ${log.warnings} warning${log.warnings === 1 ? '' : 's'}` : ''}`,
  );
  return { config, outDir, routes: routes.length, files: written, warnings: log.warnings, ms };
}

/** Fails (or warns, as the config says) on links to pages, files or anchors the build does not produce. */
function checkSiteLinks(rendered: RenderedRoute[], otherFiles: string[], ctx: BuildContext): void {
  const pages = rendered.map(({ route, html }) => ({ file: outputFiles(route).html, html, source: markdownSource(route) }));
  const files = new Set([...pages.map((p) => p.file), ...otherFiles]);
  const broken = findBrokenLinks(pages, files, { baseUrl: ctx.config.baseUrl, ignore: ctx.config.links.ignore });
  applyPolicy(broken.filter((b) => b.kind === 'link'), 'links', ctx.config.links.onBrokenLinks, pages.length, ctx);
  applyPolicy(broken.filter((b) => b.kind === 'anchor'), 'anchors', ctx.config.links.onBrokenAnchors, pages.length, ctx);
}

function markdownSource(route: Route): { file: string; links: MarkdownLink[] } | undefined {
  if (route.kind === 'doc') return { file: route.doc.source.relPath, links: route.doc.links };
  if (route.kind === 'blog-post') return { file: route.post.source.relPath, links: route.post.links };
  return undefined;
}

function applyPolicy(broken: BrokenLink[], what: string, policy: 'throw' | 'warn' | 'ignore', pageCount: number, ctx: BuildContext): void {
  if (broken.length === 0 || policy === 'ignore') return;
  const report = formatBrokenLinks(broken, pageCount, ctx.config.baseUrl, ctx.log.paint);
  const setting = what === 'links' ? 'onBrokenLinks' : 'onBrokenAnchors';
  if (policy === 'warn') {
    ctx.log.warn(`${broken.length} broken ${what}:\n${report}`);
    return;
  }
  throw new SitegenError(`${broken.length} broken ${what}:\n${report}`, {
    hint: `fix the links, or set links.${setting} to 'warn' in site.config.ts to build anyway`,
  });
}

/** Writes pages, chunks, assets and static files, then swaps them into place at once. */
async function writeSite(outDir: string, rendered: RenderedRoute[], extras: OutputFile[], staticDir: string): Promise<number> {
  const writer = createDiskWriter(outDir);
  try {
    await writer.copyFolder(staticDir);
    const files: OutputFile[] = [...extras];
    for (const { route, html, chunk } of rendered) {
      const names = outputFiles(route);
      files.push({ path: names.html, contents: html }, { path: names.chunk, contents: JSON.stringify(chunk) });
    }
    await Promise.all(files.map((file) => writer.write(file)));
    await writer.commit();
    return files.length;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
