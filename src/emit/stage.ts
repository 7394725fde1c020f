import fg from 'fast-glob';
import type { PageChunk } from '../client/chunk.js';
import { fingerprint, type BuildContext } from '../context.js';
import type { MarkdownLink } from '../content/markdown.js';
import type { CheckablePage } from '../links/check.js';
import { extractLinks, type PageLinks } from '../links/extract.js';
import { outputFiles, renderRoutes, type RenderInput } from '../render/render.js';
import type { Route } from '../routes/types.js';
import type { OutputFile } from './output.js';
import type { Writer } from './write.js';

export interface StagedSite {
  /** Every page's links and anchors, for the link check. */
  pages: CheckablePage[];
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** How many pages were rendered anew; the others came from the dev server's cache. */
  rendered: number;
}

/**
 * Renders each route and writes it to the staging folder at once, keeping only its links and anchors:
 * memory stays flat however many pages the site has, and nothing is visible until the writer commits.
 */
export async function renderAndStage(routes: Route[], input: RenderInput, extras: OutputFile[], writer: Writer, ctx: BuildContext): Promise<StagedSite> {
  const staticFiles = await fg('**/*', { cwd: ctx.config.staticDir, onlyFiles: true });
  await writer.copyFolder(ctx.config.staticDir);
  for (const file of extras) await writer.write(file);
  const files = new Set([...staticFiles, ...extras.map((file) => file.path)]);
  const pages: CheckablePage[] = [];
  const cache = ctx.cache?.routes;
  const siteKey = cache ? fingerprint(input.templates.hash, JSON.stringify([input.site.sidebar, input.assets, ctx.config])) : '';
  const keyOf = (route: Route) => fingerprint(siteKey, JSON.stringify(route));
  const stale = cache ? routes.filter((route) => cache.get(route.path)?.key !== keyOf(route)) : routes;
  for (const { route, html, chunk } of renderRoutes(stale, input, ctx)) {
    cache?.set(route.path, { key: keyOf(route), html, chunk, links: extractLinks(html) });
    if (!cache) await stage(route, html, chunk, extractLinks(html));
  }
  if (cache) {
    for (const route of routes) {
      const { html, chunk, links } = cache.get(route.path)!;
      await stage(route, html, chunk, links);
    }
    const paths = new Set(routes.map((route) => route.path));
    for (const path of cache.keys()) if (!paths.has(path)) cache.delete(path);
  }
  return { pages, files, rendered: stale.length };

  async function stage(route: Route, html: string, chunk: PageChunk, links: PageLinks): Promise<void> {
    const names = outputFiles(route);
    await writer.write({ path: names.html, contents: html });
    await writer.write({ path: names.chunk, contents: JSON.stringify(chunk) });
    files.add(names.html).add(names.chunk);
    pages.push({ file: names.html, ...links, source: markdownSource(route) });
  }
}

function markdownSource(route: Route): { file: string; links: MarkdownLink[] } | undefined {
  if (route.kind === 'doc') return { file: route.doc.source.relPath, links: route.doc.links };
  if (route.kind === 'blog-post') return { file: route.post.source.relPath, links: route.post.links };
  return undefined;
}
