import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../paths.js';

/** What the migrated Markdown imports of the Docusaurus site, followed through the files those import in turn. */
export interface ImportedFiles {
  /** The site's files it reaches, relative to the site, left out those of the folders copied anyway. */
  files: string[];
  /** Packages they import, each with the first file that does. */
  packages: Map<string, string>;
  /** References that lead outside the Docusaurus site, with the file that makes them. */
  outside: Array<{ file: string; reference: string }>;
}

/** Import and require specifiers of code; of Markdown, its ESM lines' and `require()`s; CSS's `@import` and `url()`. */
const codeReference = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(["'])([^"'\n]+)\1/g;
const markdownReference =
  /^import\b[^'";]*?(["'])([^"'\n]+)\1|^export\b[^'";]*?\bfrom\s*(["'])([^"'\n]+)\3|\brequire\s*\(\s*(["'])([^"'\n]+)\5/gm;
const cssReference = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1|\burl\(\s*(["']?)([^"')\s]+)\3\s*\)/g;
const codeFile = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** Fenced code blocks and code spans of Markdown, whose imports are examples. */
const markdownCode = /^[ \t]*(`{3,}|~{3,})[^]*?^[ \t]*\1[`~]*[ \t]*$|`[^`\n]+`/gm;
const packageName = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/|$)/;
/** Tried in esbuild's order after a specifier without its extension, then as a folder's index. */
const extensions = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.css', '.json', '.mdx', '.md'];
/** What Docusaurus resolves itself, or sitegen provides: not the site's files, nor packages to install. */
const provided = /^(?:@theme(?:-original|-init)?\/|@docusaurus\/|@generated\/|@site\/|react(?:-dom)?(?:\/|$)|node:)/;

/**
 * The files of the Docusaurus site that the Markdown files (relative to the site) import through `@site/…` or a
 * relative path, and what those files import, inside the site only. Files under `skip` (swizzled theme components,
 * React pages) are not followed; files under `covered` (folders copied whole) are followed but not listed.
 */
export function importedFiles(
  site: string,
  markdown: string[],
  { covered, skip }: { covered: string[]; skip: (file: string) => boolean },
): ImportedFiles {
  const root = realpathSync(site);
  const found: ImportedFiles = { files: [], packages: new Map(), outside: [] };
  const seen = new Set(markdown);
  const queue = [...markdown];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const markdown = /\.mdx?$/.test(file);
    const css = file.endsWith('.css');
    const text = markdown ? source.replace(markdownCode, '') : source;
    for (const match of text.matchAll(css ? cssReference : markdown ? markdownReference : codeReference)) {
      // Each pattern's alternatives capture a quote, then the specifier.
      const reference = match
        .slice(2)
        .filter((_, i) => i % 2 === 0)
        .find((group) => group !== undefined)!
        .replace(/[?#].*$/, '');
      const base = reference.startsWith('@site/')
        ? path.join(root, reference.slice('@site/'.length))
        : /^\.\.?(?:\/|$)/.test(reference) || (css && !/^(?:[a-z]+:|\/|#)/i.test(reference))
          ? path.join(root, path.dirname(file), reference)
          : null;
      if (base === null) {
        const name = packageName.exec(reference)?.[1];
        if (!css && name && !provided.test(reference) && !found.packages.has(name)) found.packages.set(name, file);
        continue;
      }
      const resolved = resolveFile(base);
      if (resolved === null) continue;
      const real = realpathSync(resolved);
      if (!isInside(real, root)) {
        found.outside.push({ file, reference });
        continue;
      }
      const relative = path.relative(root, real).split(path.sep).join('/');
      if (seen.has(relative) || skip(relative) || relative.split('/').includes('node_modules')) continue;
      seen.add(relative);
      if (!covered.some((folder) => isInside(relative, folder))) found.files.push(relative);
      if (codeFile.test(relative) || relative.endsWith('.css')) queue.push(relative);
    }
  }
  found.files.sort();
  return found;
}

function resolveFile(base: string): string | null {
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}
