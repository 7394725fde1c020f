import { existsSync } from 'node:fs';
import type { CheckablePage } from '../links/check.js';
import type { StageContext } from '../stage-context.js';
import type { RenderInput } from '../render/render.js';
import type { Route } from '../routes/types.js';
import { withRoutePages } from '../routes/route-pages.js';
import type { PageIndex } from '../content/search-words.js';
import type { StagedPage } from './output.js';
import { createPageStager } from './page-stager.js';
import type { RenderShared } from './render-task.js';
import { listFiles, relativePosix } from '../paths.js';
import type { OutputPaths, SourcedFiles } from './output-paths.js';

export interface StagedSite {
  /** Every page's links and anchors, for the link check. */
  pages: CheckablePage[];
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** The pages rendered anew; the others are the last build's. */
  fresh: ReadonlySet<CheckablePage>;
}

/** The site's pages, each rendered anew or kept from the last build, whose files are in the output already. */
export interface RenderedRoutes {
  pages: StagedPage[];
  /** The pages rendered anew. */
  fresh: ReadonlySet<StagedPage>;
}

/** Copies the static folder and writes `extras` into the output, each path claimed first; resolves with their paths. */
export async function stageFiles(
  extras: SourcedFiles[],
  outputs: OutputPaths,
  { config, writer }: StageContext,
): Promise<Set<string>> {
  const staticFiles = existsSync(config.staticDir) ? listFiles(config.staticDir, config) : [];
  const staticFolder = relativePosix(config.root, config.staticDir);
  for (const file of staticFiles)
    outputs.claim(file, { name: `${staticFolder}/${file}`, file: `${staticFolder}/${file}` });
  for (const { source, files } of extras) for (const file of files) outputs.claim(file.path, source);
  await writer.copyFiles(config.staticDir, staticFiles);
  for (const { files } of extras) for (const file of files) await writer.write(file);
  return new Set([...staticFiles, ...extras.flatMap(({ files }) => files.map((file) => file.path))]);
}

/** The staged site: the rendered pages, and every file written (`files` and the pages' own). */
export function stagedSite(files: ReadonlySet<string>, { pages, fresh }: RenderedRoutes): StagedSite {
  const all = new Set(files);
  for (const page of pages) all.add(page.file).add(page.chunkFile);
  return { pages, files: all, fresh };
}

/**
 * Renders each route and writes it to the staging folder at once, keeping only its links and anchors: memory
 * stays flat however many pages the site has, and nothing is visible until the writer commits. Large sites render
 * in the worker threads, which write their pages into the writer's folder themselves, or send them back when it
 * keeps files in memory.
 */
export async function renderPages(routes: Route[], input: RenderInput, ctx: StageContext): Promise<StagedPage[]> {
  const { writer } = ctx;
  const onProgress = (done: number) => ctx.log.progress('rendering pages', done, routes.length);
  const folder = ctx.run.outputFolder;
  const shared: RenderShared = {
    templates: { file: input.templates.file, hash: input.templates.hash },
    sidebars: input.site.sidebars,
    sections: input.site.sections,
    assets: input.assets,
    folder,
  };
  const staged =
    (await ctx.run.workers.map('render', routes.map(forRendering), shared, {
      onProgress,
      onResult: sharingStrings(),
    })) ?? (await createPageStager(input, writer)(routes, onProgress));
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
function sharingStrings(): (page: StagedPage) => StagedPage {
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
