import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { chunkVersion, type PageChunk } from '../shared/chunk.js';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { builtinTemplatesDir } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import type { LimitedStep } from '../limits/step-slot.js';
import { relativePosix } from '../paths.js';
import { siteCodeFrame } from '../site-code.js';
import type { Route } from '../routes/types.js';
import { htmlDocument, type SiteAssets } from './document.js';
import { documentTitle, pageHeadTags, pageStylesheetTags } from './head.js';
import { createSidebarRenderer, type PageSidebar, type SidebarRenderer } from './sidebar.js';
import type { SiteData, Templates } from './theme.js';

export interface RenderedRoute {
  route: Route;
  html: string;
  chunk: PageChunk;
  /** The sidebar the page holds as it is, with the key of what it was rendered from; null when it has none. */
  sidebar: PageSidebar | null;
}

export interface RenderInput {
  templates: Templates;
  site: SiteData;
  assets: SiteAssets;
}

/**
 * Renders routes through their templates, each into a complete HTML page and its JSON chunk. The sidebars it
 * renders are kept for the routes it is given later.
 */
export function createRouteRenderer(input: RenderInput): (route: Route) => RenderedRoute {
  const sidebarFor = createSidebarRenderer(input.templates.theme, input.site);
  return (route) => renderRoute(route, input, sidebarFor);
}

function renderRoute(
  route: Route,
  { templates, site, assets }: RenderInput,
  sidebarFor: SidebarRenderer,
): RenderedRoute {
  const { theme } = templates;
  const Page =
    route.kind === 'page'
      ? templates.pages.find((p) => p.path === route.path)?.Component
      : theme.pages[route.kind as Exclude<Route['kind'], 'page'>];
  if (!Page) {
    throw new SitegenError(`the templates have no component for "${route.kind}" pages`, {
      file: site.config.templatesDir,
      hint: `add \`${route.kind}\` to the pages exported by templates/index.tsx`,
    });
  }
  const place = route.kind === 'doc' || route.kind === 'generated-index' ? route : null;
  const sidebarName = place?.sidebar ?? null;
  const contentHtml = withTemplateErrors(route, site, () =>
    renderToString(createElement(Page as never, { site, route })),
  );
  // The docs root shows the main doc, whose own link is the one marked.
  const activePath = route.kind === 'doc' ? route.doc.permalink : route.path;
  const sidebar = sidebarName !== null ? sidebarFor(sidebarName, activePath, place!.categories) : null;
  // Pages outside the docs name the first sidebar's fragment, which the client loads when a link leads into the docs.
  const sidebarUrl = assets.sidebars[sidebarName ?? Object.keys(assets.sidebars)[0]] ?? '';
  const bodyHtml = withTemplateErrors(route, site, () =>
    renderToString(
      createElement(theme.Layout, {
        site,
        route,
        contentHtml,
        sidebarHtml: sidebar?.html ?? null,
        sidebarPartial: sidebar?.partial ?? false,
        sidebarUrl,
      }),
    ),
  );
  const title = documentTitle(route, site);
  const headTags = [
    ...pageHeadTags(route, site),
    ...pageStylesheetTags(route, { mathStylesheet: assets.mathStylesheet, withBase: site.withBase }),
  ];
  const toc =
    route.kind === 'doc'
      ? route.doc.headings
      : route.kind === 'blog-post'
        ? route.post.headings
        : route.kind === 'markdown-page'
          ? route.markdown.headings
          : [];
  const chunk: PageChunk = {
    v: chunkVersion,
    path: site.withBase(route.path),
    title,
    head: headTags,
    content: contentHtml,
    sidebar: sidebarName !== null ? { active: site.withBase(activePath), src: sidebarUrl } : null,
    toc: toc.filter((h) => h.depth === 2 || h.depth === 3).map(({ depth, id, text }) => ({ depth, id, text })),
  };
  const html = htmlDocument({ site, title, headTags, bodyHtml, assets, isHome: route.path === '/' });
  return { route, html, chunk, sidebar };
}

/**
 * Rendering a route, as a time limit names it: by the file whose code runs, the React page's own or, for the
 * theme's pages, the site's templates when it has its own.
 */
export function renderStep(route: Route, config: ResolvedConfig): LimitedStep {
  const file =
    route.kind === 'page' || config.templatesDir === builtinTemplatesDir
      ? route.origin.file
      : relativePosix(config.root, config.templatesDir);
  return { what: `rendering ${route.path}`, file, ms: config.limits.renderMs };
}

/** Output file of a route: `/` → `index.html`, `/docs/x` → `docs/x/index.html`, `/404` → `404.html`. */

function withTemplateErrors<T>(route: Route, { config }: SiteData, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    // The template's own file and line when the stack leads there; else the page's source, or the templates folder
    // for pages the config makes.
    const frame = siteCodeFrame(error, config.root);
    const origin = route.origin.file === config.configFile ? config.templatesDir : route.origin.file;
    const mistake = new SitegenError(
      `a template threw while rendering ${route.path}: ${(error as Error)?.message ?? String(error)}`,
      {
        file: relativePosix(config.root, path.resolve(config.root, frame?.file ?? origin)),
        line: frame?.line,
        hint: 'fix the template; run with --debug for the stack trace',
      },
    );
    // --debug shows where the template threw, not where sitegen caught it.
    mistake.stack = (error as Error)?.stack ?? mistake.stack;
    throw mistake;
  }
}
