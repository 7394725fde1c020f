import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { katexDistDir } from '../katex.js';
import type { OutputFile } from '../write/output.js';
import { hashedFile } from './hashed-file.js';

// Each font is named in the stylesheet by its WOFF2 file, followed by WOFF and TrueType ones that every browser
// reading WOFF2 passes over: only the first is published.
const fontSources =
  /url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)(?:,url\(fonts\/[\w-]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\))*/g;

/** Long formulas scroll sideways in their own block rather than widen the page. */
const displayOverflow = '.katex-display{overflow-x:auto;overflow-y:hidden}';

/**
 * KaTeX's stylesheet and its fonts, under content-hashed names in `assets/` and `assets/fonts/`, the stylesheet
 * naming the fonts by their paths from it. `stylesheet` is its path in the output.
 */
export async function katexFiles(): Promise<{ stylesheet: string; files: OutputFile[] }> {
  const dist = katexDistDir();
  const css = await readFile(path.join(dist, 'katex.min.css'), 'utf8');
  const fonts = new Map<string, OutputFile>();
  for (const [, name] of css.matchAll(fontSources)) {
    if (!fonts.has(name))
      fonts.set(
        name,
        hashedFile(`assets/fonts/${name}`, '.woff2', await readFile(path.join(dist, 'fonts', `${name}.woff2`))),
      );
  }
  const styles =
    css.replace(
      fontSources,
      (_, name: string) => `url(${fonts.get(name)!.path.slice('assets/'.length)}) format("woff2")`,
    ) + displayOverflow;
  const stylesheet = hashedFile('assets/katex', '.css', styles);
  return { stylesheet: stylesheet.path, files: [stylesheet, ...fonts.values()] };
}
