import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import * as esbuild from '../esbuild.js';
import { glob } from '../glob.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { siteCodeError } from '../site-code.js';
import { withTimeLimit } from '../limits/time-limit.js';
import { builtinTemplatesDir } from '../config/resolve.js';
import { assertInsideSite, isPackageFile, packageRoot, relativePosix } from '../paths.js';
import type { Route, RouteKind, RouteOf, SidebarEntry, SiteSections } from '../routes/types.js';
import { themeModuleAliases, themeModuleNames, type ThemeFolders } from './theme-modules.js';

/** The site-wide data every template receives. */
export interface SiteData {
  config: ResolvedConfig;
  /** Each docs sidebar by name. */
  sidebars: Record<string, SidebarEntry[]>;
  /** The docs and the blog as links, each when the site has pages there: what the theme links when the config names no links. */
  sections: SiteSections;
  /** Prefixes a site path with the base URL. */
  withBase(path: string): string;
}

export interface PageProps<K extends RouteKind = RouteKind> {
  site: SiteData;
  route: RouteOf<K>;
}

export interface LayoutProps {
  site: SiteData;
  route: Route;
  /** The page component's HTML, placed in `#sg-content`. */
  contentHtml: string;
  /** The sidebar's HTML for doc pages in the sidebar, else null. */
  sidebarHtml: string | null;
  /** True when the sidebar holds only the current category's links; the client then loads the rest. */
  sidebarPartial: boolean;
  /** URL of the sidebar fragment the client loads when it navigates into the docs. */
  sidebarUrl: string;
}

/**
 * The sidebar is rendered once per category, not per page: links must be written as
 * `<a class="sidebar-link" href="…">`, and the engine marks the current page's link.
 */
export interface SidebarProps {
  site: SiteData;
  /** The entries to show; on large sites, categories other than the open ones come with no items. */
  entries: SidebarEntry[];
  /** The keys of the categories holding the current page, shown open; none for the shared fragment. */
  openCategories: string[];
}

/** What `templates/index.tsx` exports by default. */
export interface Theme {
  Layout: ComponentType<LayoutProps>;
  Sidebar: ComponentType<SidebarProps>;
  pages: { [K in Exclude<RouteKind, 'page'>]: ComponentType<PageProps<K>> };
  /** The site's stylesheet, imported as text. */
  styles: string;
}

/** A React page of the site's own, from `content/pages/`: `about.tsx` → `/about`, `index.tsx` → `/`. */
export interface CustomPage {
  path: string;
  /** Source file, relative to the site root. */
  file: string;
  Component: ComponentType<PageProps<'page'>>;
  meta: { title?: string; description?: string };
}

export interface Templates {
  theme: Theme;
  pages: CustomPage[];
  /** Hash of the bundled templates: a template edit changes it, and so every page's cache key. */
  hash: string;
  /** The bundled module, which worker threads import too. */
  file: string;
}

const cacheDir = path.join(packageRoot, 'node_modules', '.cache', 'sitegen', 'templates');
const pageGlob = ['**/*.tsx', '**/*.jsx'];

/**
 * Bundles the theme and the site's React pages with esbuild, then imports them. The bundle lands in sitegen's
 * own folder so that `react` resolves to the copy sitegen renders with; its name carries a hash so an edit is
 * never served stale.
 */
export async function loadTemplates(config: ResolvedConfig): Promise<Templates> {
  const pageFiles = assertInsideSite(config.pagesDir, config)
    ? (await glob(pageGlob, { cwd: config.pagesDir, ignore: ['**/_*', '**/_*/**'] })).sort()
    : [];
  // A theme written before a kind of page existed renders that kind with sitegen's own component.
  const entry =
    `import own from '@theme/index';\nimport original from '@theme-original/index';\n` +
    `export const theme = own && { ...own, pages: own.pages && { ...original.pages, ...own.pages } };\n` +
    pageFiles
      .map((file, i) => `import * as page${i} from ${JSON.stringify(path.join(config.pagesDir, file))};`)
      .join('\n') +
    `\nexport const pages = [${pageFiles.map((file, i) => `[${JSON.stringify(file)}, page${i}]`).join(', ')}];`;
  const overrides = config.templatesDir === builtinTemplatesDir ? null : config.templatesDir;
  const code = await bundle(entry, {
    root: config.root,
    folders: { builtin: builtinTemplatesDir, overrides, site: config },
  });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `templates-${hash}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  // Written beside and renamed over: another build of the same templates may be importing this very file.
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, code);
  await rename(partial, file);
  return importTemplates(file, hash, config);
}

/** Imports bundled templates and checks that they export a theme; worker threads import the main thread's bundle. */
export async function importTemplates(file: string, hash: string, config: ResolvedConfig): Promise<Templates> {
  const step = {
    what: 'loading the templates and content/pages/',
    file: relativePosix(
      config.root,
      config.templatesDir === builtinTemplatesDir ? config.pagesDir : config.templatesDir,
    ),
    ms: config.limits.stepMs,
  };
  const loaded = (await withTimeLimit(step, () => import(pathToFileURL(file).href)).catch((error: unknown) => {
    throw (
      siteCodeError(error, {
        root: config.root,
        doing: 'a template or page threw while loading',
        hint: 'fix the code at this line; run with --debug for the stack trace',
      }) ?? error
    );
  })) as { theme?: Theme; pages: Array<[string, { default?: CustomPage['Component']; meta?: CustomPage['meta'] }]> };
  if (!loaded.theme?.Layout || !loaded.theme.pages) {
    throw new SitegenError('the templates do not export a theme', {
      file: relativePosix(config.root, themeIndexFile(config)),
      hint: '`export default { Layout, Sidebar, pages, styles }`',
    });
  }
  const pages = loaded.pages.map(([name, module]): CustomPage => {
    const relFile = relativePosix(config.root, path.join(config.pagesDir, name));
    if (typeof module.default !== 'function') {
      throw new SitegenError('a page must export a React component as its default export', { file: relFile });
    }
    const route = '/' + name.replace(/\.[jt]sx$/, '').replace(/(^|\/)index$/, '');
    return { path: route.replace(/\/$/, '') || '/', file: relFile, Component: module.default, meta: module.meta ?? {} };
  });
  return { theme: loaded.theme, pages, hash, file };
}

/** The theme's `index`: the site's own when it replaces the whole theme, else sitegen's. */
function themeIndexFile(config: ResolvedConfig): string {
  const own = ['index.tsx', 'index.ts', 'index.jsx', 'index.js']
    .map((name) => path.join(config.templatesDir, name))
    .find((file) => existsSync(file));
  return own ?? path.join(builtinTemplatesDir, 'index.tsx');
}

async function bundle(entry: string, { root, folders }: { root: string; folders: ThemeFolders }): Promise<string> {
  try {
    const result = await esbuild.build({
      stdin: { contents: entry, resolveDir: root, sourcefile: 'sitegen-templates.js', loader: 'js' },
      absWorkingDir: root,
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      loader: { '.css': 'text', '.svg': 'text' },
      define: { 'process.env.NODE_ENV': '"production"' },
      alias: themeModuleAliases(folders),
      logLevel: 'silent',
      sourcemap: 'inline',
      // The sources' paths are relative to the site, whatever folder sitegen runs from (src/site-code.ts).
      sourceRoot: path.join(root, path.sep),
      metafile: true,
    });
    // esbuild names the real paths of what it read: a template or page reaching outside the site is refused.
    for (const input of Object.keys(result.metafile.inputs).filter(
      (name) => !name.includes(':') && !name.startsWith('<'),
    )) {
      const file = path.resolve(root, input);
      if (!isPackageFile(file)) assertInsideSite(file, folders.site);
    }
    return result.outputFiles[0].text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (!first) throw error;
    throw templateError(first, { root, folders });
  }
}

/** esbuild's first error as sitegen's: an override without the export its component is imported by is named itself. */
function templateError(
  first: esbuild.Message,
  { root, folders }: { root: string; folders: ThemeFolders },
): SitegenError {
  const unknown = /^Could not resolve "(@theme(?:-original)?\/.+)"$/.exec(first.text);
  if (unknown) {
    return new SitegenError(`"${unknown[1]}" is not a module of the theme`, {
      file: first.location ? relativePosix(root, path.resolve(root, first.location.file)) : undefined,
      line: first.location?.line,
      hint: `import one of: ${themeModuleNames(folders).join(', ')}`,
    });
  }
  const missing = /^No matching export in "(.+)" for import "(.+)"$/.exec(first.text);
  if (missing) {
    return new SitegenError(`the file does not export \`${missing[2]}\`, the theme component it stands for`, {
      file: relativePosix(root, path.resolve(root, missing[1])),
      hint: `a theme component's file exports it by its name: \`export function ${missing[2]}(props) { … }\``,
    });
  }
  return new SitegenError(first.text, {
    file: first.location ? relativePosix(root, path.resolve(root, first.location.file)) : undefined,
    line: first.location?.line,
    hint: first.notes[0] ? noteText(first.notes[0], root) : 'fix the template so that it compiles',
  });
}

/** An esbuild note with the place it points at, as esbuild prints it: `file:line`, the line, and a caret under the column. */
export function noteText(note: esbuild.Note, root: string): string {
  const at = note.location;
  if (!at) return note.text;
  const number = String(at.line);
  return (
    `${note.text} ${relativePosix(root, path.resolve(root, at.file))}:${at.line}\n` +
    `  ${number} | ${at.lineText}\n  ${' '.repeat(number.length)} | ${' '.repeat(at.column)}^`
  );
}
