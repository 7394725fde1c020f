// Where Mermaid is found: the build reads each diagram with its parser, and the site's files take its prebuilt browser
// build from its package.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SitegenError } from './errors.js';
import { packageRoot } from './paths.js';

/** What the build asks of Mermaid: whether a diagram reads, or the error saying why not. */
export interface MermaidParser {
  parseDiagram(text: string): Promise<unknown>;
}

/** Mermaid's parser, bundled when sitegen itself is compiled (`src/mermaid-parser.ts`). */
const parserFile = path.join(packageRoot, 'dist-lib', 'mermaid', 'parser.js');
let loading: Promise<MermaidParser> | null = null;

/** Mermaid's parser, loaded by the first diagram a thread reads: a site without diagrams never loads it. */
export function loadMermaid(): Promise<MermaidParser> {
  loading ??= import(pathToFileURL(parserFile).href).catch((error: NodeJS.ErrnoException) => {
    throw new SitegenError(`Mermaid's parser ${parserFile} cannot be loaded (${error.code ?? error.message})`, {
      hint: 'reinstall sitegen, or run `npm run prepare` in its source folder',
    });
  });
  return loading;
}

/** The folder of Mermaid's browser build: `mermaid.esm.min.mjs` and the chunks it imports. */
export function mermaidBrowserDir(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist');
}

/** The browser build's entry, which imports its chunks from `chunks/mermaid.esm.min/` beside it. */
export const mermaidEntry = 'mermaid.esm.min.mjs';
export const mermaidChunksDir = 'chunks/mermaid.esm.min';

/** The browser's code that draws a page's diagrams, bundled when sitegen itself is compiled. */
const diagramLoaderFile = path.join(packageRoot, 'dist-lib', 'client', 'diagrams.js');

let folder: Promise<{ path: string; loader: string }> | null = null;

/**
 * Where a site publishes what draws its diagrams: `assets/mermaid-<hash>/`, holding the loader the pages' islands
 * name (`diagrams.js`) beside Mermaid's browser build, which it imports. The hash is of the loader and Mermaid's
 * entry, whose chunks are named by their contents.
 */
export function diagramFolder(): Promise<{ path: string; loader: string }> {
  folder ??= (async () => {
    const [loader, entry] = await Promise.all([
      readFile(diagramLoaderFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new SitegenError(`the browser script ${diagramLoaderFile} cannot be read (${error.code ?? 'an error'})`, {
          hint: 'reinstall sitegen, or run `npm run prepare` in its source folder',
        });
      }),
      readFile(path.join(mermaidBrowserDir(), mermaidEntry)),
    ]);
    const hash = createHash('sha256').update(loader).update(entry).digest('hex').slice(0, 10);
    return { path: `assets/mermaid-${hash}`, loader };
  })();
  return folder;
}

/** The loader's name in its folder. */
export const diagramLoader = 'diagrams.js';
