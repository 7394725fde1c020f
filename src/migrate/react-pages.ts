import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { providedModules } from '../mdx/imports.js';
import type { MigrationNote } from './report.js';
import { importedFiles } from './site-code.js';

/** The React pages of `src/pages/` that come over, and the site's code they reach. */
export interface ReactPages {
  /** The pages, relative to the Docusaurus site: each is copied to the same path, and drawn by a page of `content/pages/`. */
  pages: string[];
  /** The site's files they import, relative to the site. */
  files: string[];
  /** Packages they import, each with the first file that does. */
  packages: Map<string, string>;
  outside: Array<{ file: string; reference: string }>;
  notes: MigrationNote[];
}

export const reactPage = /\.[jt]sx?$/;
const docusaurusImport =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(["'])(@(?:docusaurus|theme(?:-original|-init)?)\/[^"'\n]+)\1/g;

/**
 * Plans the React pages of `src/pages/` (`files`, relative to it): each page whose code imports only the Docusaurus
 * modules sitegen provides comes over with what it imports; the others are named with each module at its line.
 */
export function planReactPages(source: string, files: string[], { docsHome }: { docsHome: boolean }): ReactPages {
  const plan: ReactPages = { pages: [], files: [], packages: new Map(), outside: [], notes: [] };
  const provided = new Set(providedModules());
  // Each import sitegen lacks, by its file and line, with the pages it keeps out: one note however many reach it.
  const lacking = new Map<string, { module: string; pages: string[] }>();
  for (const file of files.filter((name) => reactPage.test(name) && !name.endsWith('.d.ts'))) {
    const page = `src/pages/${file}`;
    if (docsHome && /^index\.[jt]sx?$/.test(file)) {
      plan.notes.push({
        item: page,
        reason: 'a doc is published at / (docs-only mode), as the home page, so this page was not copied',
        todo: 'copy it into src/pages/ under another name, with a page of content/pages/ drawing it, if it is still wanted',
      });
      continue;
    }
    // A page may import the site's own files under src/theme/ by their path: they come along, or name what they lack.
    const reached = importedFiles(source, [page], { covered: [], skip: () => false });
    const unsupported = [page, ...reached.files]
      .filter((name) => reactPage.test(name))
      .flatMap((name) =>
        unsupportedImports(readFileSync(path.join(source, name), 'utf8'), provided).map((found) => ({
          ...found,
          file: name,
        })),
      );
    if (unsupported.length > 0) {
      for (const { file: at, line, module } of unsupported) {
        const entry = lacking.get(`${at}:${line}`) ?? { module, pages: [] };
        entry.pages.push(page);
        lacking.set(`${at}:${line}`, entry);
      }
      continue;
    }
    plan.pages.push(page);
    for (const name of reached.files) if (!plan.files.includes(name)) plan.files.push(name);
    for (const [name, by] of reached.packages) if (!plan.packages.has(name)) plan.packages.set(name, by);
    plan.outside.push(...reached.outside);
  }
  for (const [item, { module, pages }] of lacking)
    plan.notes.push({
      item,
      reason: `imports ${module}, which sitegen does not provide`,
      todo: `rewrite that part without it; until then ${pages.join(', ')} ${pages.length === 1 ? 'is' : 'are'} not copied`,
    });
  plan.files.sort();
  return plan;
}

/**
 * The Docusaurus modules code imports that sitegen does not provide, each with its line; but for `@theme/` ones,
 * which get a placeholder component.
 */
export function unsupportedImports(code: string, provided: Set<string>): Array<{ module: string; line: number }> {
  return [...code.matchAll(docusaurusImport)]
    .filter((match) => !provided.has(match[2]) && !match[2].startsWith('@theme/'))
    .map((match) => ({ module: match[2], line: code.slice(0, match.index).split('\n').length }));
}

/** The page of `content/pages/` that draws a React page of the site's own code at the same address. */
export function reactPageWrapper(page: string): { path: string; source: string } {
  const file = page.slice('src/pages/'.length).replace(reactPage, '.mdx');
  return { path: `content/pages/${file}`, source: `import Page from '@site/${page}';\n\n<Page />\n` };
}

/** Writes the page of `content/pages/` drawing each React page into the new site; gives what the report says of them. */
export function writeReactPageWrappers(target: string, pages: string[]): string[] {
  return pages.map((page) => {
    const wrapper = reactPageWrapper(page);
    mkdirSync(path.dirname(path.join(target, wrapper.path)), { recursive: true });
    writeFileSync(path.join(target, wrapper.path), wrapper.source);
    return `React page: ${page}, drawn at its address by ${wrapper.path}`;
  });
}
