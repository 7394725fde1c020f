// The one module that imports KaTeX: the Markdown renderer draws formulas with it, and the site's files take its
// stylesheet and fonts from its package.
import { createRequire } from 'node:module';
import path from 'node:path';

export type { ParseError } from 'katex';

/** KaTeX, loaded by the first formula a thread renders: a site without math never loads it. */
export async function loadKatex() {
  return (await import('katex')).default;
}

/** The folder holding KaTeX's stylesheet, `katex.min.css`, and its `fonts/`. */
export function katexDistDir(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
}
