import path from 'node:path';
import { SitegenError } from '../errors.js';
import { relativePosix } from '../paths.js';
import type { Route } from '../routes/types.js';
import { chunkUrl } from '../shared/chunk.js';
import type { OutputFile } from './output.js';
import { outputMarker } from './publish.js';

/** What makes a file of the output: `name` is shown in messages, `file` and `line` are where the error points. */
export interface OutputSource {
  name: string;
  file?: string;
  line?: number;
}

/** Files of the output from one source: sitegen's scripts, the feeds, a plugin. */
export interface SourcedFiles {
  source: OutputSource;
  files: OutputFile[];
  /** Its files follow the static folder's file of the same path, when there is one, instead of colliding with it. */
  extendsStatic?: boolean;
}

/**
 * Every path of the output with what makes it, each claimed before it is written: a path two sources make, or a
 * file where another source needs a folder (`sitemap.xml` and `sitemap.xml/index.html`), is an error naming both,
 * instead of one silently replacing the other. Paths are compared without case, as routes are, since the output
 * may be served from a file system that does not tell `A` from `a`.
 */
export interface OutputPaths {
  /** Claims `file` for `source`; the same source object may claim a path again. */
  claim(file: string, source: OutputSource): void;
  /** Claims the HTML and chunk files of each route. */
  claimRoutes(routes: Route[], root: string): void;
}

export function outputPaths(): OutputPaths {
  const files = new Map<string, { file: string; source: OutputSource }>();
  // Each folder of a claimed file, with the first file claimed in it.
  const folders = new Map<string, { file: string; source: OutputSource }>();
  const claim = (file: string, source: OutputSource) => {
    const problem = pathProblem(file);
    if (problem)
      throw new SitegenError(`${source.name} makes the output path ${JSON.stringify(file)}, which ${problem}`, {
        file: source.file,
        line: source.line,
        hint: 'give it a plain path inside the output folder, such as docs/page.html',
      });
    const key = file.toLowerCase();
    const taken = files.get(key) ?? folders.get(key);
    // A source may claim its own path again: a plugin writes the files it claimed before the pages rendered.
    if (taken?.source === source && files.has(key)) return;
    if (taken) throw collision(taken, { file, source });
    for (let at = key.lastIndexOf('/'); at > 0; at = key.lastIndexOf('/', at - 1)) {
      const folder = key.slice(0, at);
      const standing = files.get(folder);
      if (standing) throw collision(standing, { file, source });
      if (!folders.has(folder)) folders.set(folder, { file, source });
    }
    files.set(key, { file, source });
  };
  claim(outputMarker, { name: "sitegen's mark of a folder it built" });
  return {
    claim,
    claimRoutes(routes, root) {
      for (const route of routes) {
        const file = path.isAbsolute(route.origin.file) ? relativePosix(root, route.origin.file) : route.origin.file;
        const source = { name: `the page ${route.path} (${file})`, file: route.origin.file, line: route.origin.line };
        const { html, chunk } = outputFiles(route);
        claim(html, source);
        claim(chunk, source);
      }
    },
  };
}

/** Why `file` cannot be a path of the output, or null when it can. */
function pathProblem(file: string): string | null {
  if (file === '' || file.startsWith('/') || path.isAbsolute(file))
    return 'is not a path relative to the output folder';
  if (/[\\\u0000-\u001f\u007f]/.test(file)) return 'holds a backslash or a control character';
  if (file.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'has an empty, `.` or `..` segment, which would lead outside its folder';
  return null;
}

/** Two sources of one output path, the error pointing at the one that has a line (a front matter `slug`) if either does. */
function collision(
  first: { file: string; source: OutputSource },
  second: { file: string; source: OutputSource },
): SitegenError {
  const where = second.source.line || !first.source.line ? second.source : first.source;
  const what =
    first.file.toLowerCase() === second.file.toLowerCase()
      ? `both make ${second.file}`
      : `make ${first.file} and ${second.file}, a file where the other needs a folder`;
  return new SitegenError(`two sources ${what}: ${first.source.name} and ${second.source.name}`, {
    file: where.file ?? first.source.file,
    line: where.file ? where.line : first.source.line,
    hint: 'rename or remove one of them, or give the page another `slug`',
  });
}

/** The HTML and chunk files of a route, relative to the output folder. */
export function outputFiles(route: Route): { html: string; chunk: string } {
  if (route.kind === 'not-found') return { html: '404.html', chunk: '404.json' };
  return pageFiles(route.path);
}

/** The HTML and chunk files of a page at a route path: `/docs/x` → `docs/x/index.html` and `docs/x/index.json`. */
export function pageFiles(routePath: string): { html: string; chunk: string } {
  const chunk = chunkUrl(routePath).slice(1);
  return { html: chunk.replace(/json$/, 'html'), chunk };
}
