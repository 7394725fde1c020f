import { createPageLinkReader } from '../links/extract.js';
import { outputFiles } from '../write/output-paths.js';
import { createRouteRenderer, renderStep, type RenderInput } from './route.js';
import { withTimeLimit } from '../limits/time-limit.js';
import type { Route } from '../routes/types.js';
import type { CheckablePage, CheckedSite } from '../links/check.js';
import type { PageChunk } from '../shared/chunk.js';
import type { Writer } from '../write/write.js';

/** A rendered page as the link check sees it; with its HTML and chunk while a worker hands them to a writer in memory. */
export interface WrittenPage extends CheckablePage {
  chunkFile: string;
  output?: { html: string; chunk: PageChunk };
}

/**
 * Renders routes and writes their pages through `writer`, or keeps them on the pages without one. Sidebars and
 * their links are rendered and read once for all the routes it is given, however many calls they come in.
 */
export function createPageWriter(
  input: RenderInput,
  writer: Pick<Writer, 'write'> | null,
): (routes: Route[], onPage?: (done: number) => void) => Promise<WrittenPage[]> {
  const render = createRouteRenderer(input);
  const readLinks = createPageLinkReader();
  return async (routes, onPage) => {
    const staged: WrittenPage[] = [];
    for (const route of routes) {
      const { html, chunk, sidebar } = await withTimeLimit(renderStep(route, input.site.config), () => render(route));
      const { html: file, chunk: chunkFile } = outputFiles(route);
      const page: WrittenPage = { file, chunkFile, ...readLinks(html, sidebar) };
      if (writer) {
        await writer.write({ path: file, contents: html });
        await writer.write({ path: chunkFile, contents: JSON.stringify(chunk) });
      } else {
        page.output = { html, chunk };
      }
      staged.push(page);
      onPage?.(staged.length);
    }
    return staged;
  };
}

/**
 * The site as the link check takes it: the pages written, and every file, `files` and the pages' own. The pages the
 * site writes besides its routes (its redirects) are made anew every build, and checked with the fresh pages.
 */
export function writtenSite(
  files: ReadonlySet<string>,
  { pages, fresh }: { pages: WrittenPage[]; fresh: ReadonlySet<WrittenPage> },
  otherPages: CheckablePage[] = [],
): CheckedSite & { files: Set<string> } {
  const all = new Set(files);
  for (const page of pages) all.add(page.file).add(page.chunkFile);
  if (otherPages.length === 0) return { pages, files: all, fresh };
  return { pages: [...pages, ...otherPages], files: all, fresh: new Set([...fresh, ...otherPages]) };
}
