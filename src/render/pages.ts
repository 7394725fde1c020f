import type { CheckablePage } from '../links/check.js';
import type { Logger } from '../log.js';
import type { ThreadMap } from '../thread-map.js';
import type { Writer } from '../write/write.js';
import type { RenderInput } from './route.js';
import type { Route, SidebarEntry, SiteSections } from '../routes/types.js';
import { withRoutePages } from '../routes/route-pages.js';
import type { PageIndex } from '../content/search-words.js';
import type { SiteAssets } from './document.js';
import { createPageWriter, type WrittenPage } from './page-writer.js';

/** What a worker needs, besides its routes, to render pages exactly as the main thread would. */
export interface RenderShared {
  templates: { file: string; hash: string };
  sidebars: Record<string, SidebarEntry[]>;
  sections: SiteSections;
  assets: SiteAssets;
  /** Where to write the pages; null to send them back instead. */
  folder: string | null;
}

export interface RenderThreads {
  /** Renders routes on the worker threads; null when they are too few, and this thread renders them. */
  map: ThreadMap<Route, RenderShared, WrittenPage>;
  /** The folder the workers write pages into; null when the output stays in memory and they send pages back. */
  folder: string | null;
}

export interface RenderOptions {
  writer: Writer;
  threads: RenderThreads;
  log: Logger;
}

/**
 * Renders each route and writes it to the staging folder at once, keeping only its links and anchors: memory
 * stays flat however many pages the site has, and nothing is visible until the writer commits. Large sites render
 * in the worker threads, which write their pages into the writer's folder themselves, or send them back when it
 * keeps files in memory.
 */
export async function renderPages(
  routes: Route[],
  input: RenderInput,
  { writer, threads, log }: RenderOptions,
): Promise<WrittenPage[]> {
  const onProgress = (done: number) => log.progress('rendering pages', done, routes.length);
  const { folder } = threads;
  const shared: RenderShared = {
    templates: { file: input.templates.file, hash: input.templates.hash },
    sidebars: input.site.sidebars,
    sections: input.site.sections,
    assets: input.assets,
    folder,
  };
  const staged =
    (await threads.map(routes.map(forRendering), shared, {
      onProgress,
      onResult: sharingStrings(),
    })) ?? (await createPageWriter(input, writer)(routes, onProgress));
  staged.forEach((page, i) => (page.source = markdownSource(routes[i])));
  for (const page of staged) {
    if (!page.output) continue;
    await writer.write({ path: page.file, contents: page.output.html });
    await writer.write({ path: page.chunkFile, contents: JSON.stringify(page.output.chunk) });
    delete page.output;
  }
  return staged;
}

/**
 * Pages from the workers with one copy of each link target and anchor: every message brings its own copies, and
 * the pages of a large site name the same few thousand targets (the sidebar's, the navbar's) a million times.
 */
function sharingStrings(): (page: WrittenPage) => WrittenPage {
  const known = new Map<string, string>();
  const share = (text: string) => {
    const firstCopy = known.get(text);
    if (firstCopy !== undefined) return firstCopy;
    known.set(text, text);
    return text;
  };
  return (page) => ({ ...page, targets: page.targets.map(share), anchors: new Set([...page.anchors].map(share)) });
}

/**
 * A route as a worker renders it: its pages without what only this thread reads (their search text and words,
 * their Markdown links), which would otherwise make up most of what is copied to the workers.
 */
function forRendering(route: Route): Route {
  return withRoutePages(route, (page) => ({ ...page, sectionsJson: '', search: noWords, links: [] }));
}
const noWords: PageIndex = { words: '', places: new Uint16Array(0) };

function markdownSource(route: Route): CheckablePage['source'] {
  if (route.kind === 'doc') return { file: route.doc.source.relPath, links: route.doc.links };
  if (route.kind === 'blog-post') return { file: route.post.source.relPath, links: route.post.links };
  if (route.kind === 'markdown-page') return { file: route.markdown.source.relPath, links: route.markdown.links };
  return undefined;
}
