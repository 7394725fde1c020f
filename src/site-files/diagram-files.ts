import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { diagramFolder, diagramLoader, mermaidBrowserDir, mermaidChunksDir, mermaidEntry } from '../mermaid.js';
import type { OutputFile } from '../write/output.js';

/**
 * What draws the diagrams, for a site with some: the loader their islands name and Mermaid's prebuilt browser build
 * beside it, its entry and its chunks, in a folder named by their hash. A page loads the entry and the chunks its
 * kinds of diagram need.
 */
export async function diagramFiles(): Promise<OutputFile[]> {
  const folder = await diagramFolder();
  const dist = mermaidBrowserDir();
  const chunks = (await readdir(path.join(dist, mermaidChunksDir))).filter((name) => name.endsWith('.mjs')).sort();
  const published = (name: string) =>
    readFile(path.join(dist, name)).then((contents) => ({ path: `${folder.path}/${name}`, contents }));
  return [
    { path: `${folder.path}/${diagramLoader}`, contents: folder.loader },
    ...(await Promise.all([mermaidEntry, ...chunks.map((name) => `${mermaidChunksDir}/${name}`)].map(published))),
  ];
}
