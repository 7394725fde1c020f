import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import * as esbuild from 'esbuild';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { packageRoot, relativePosix } from '../paths.js';
import type { Route, RouteKind, RouteOf, SidebarEntry } from '../routes/types.js';

/** The site-wide data every template receives. */
export interface SiteData {
  config: ResolvedConfig;
  sidebar: SidebarEntry[];
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
  /** URL of the sidebar fragment the client loads when it navigates into the docs. */
  sidebarUrl: string;
}

export interface SidebarProps {
  site: SiteData;
  /** Path of the current doc, without base URL, or null for the shared fragment. */
  activePath: string | null;
}

/** What `templates/index.tsx` exports by default. */
export interface Theme {
  Layout: ComponentType<LayoutProps>;
  Sidebar: ComponentType<SidebarProps>;
  pages: { [K in RouteKind]: ComponentType<PageProps<K>> };
  /** The site's stylesheet, imported as text. */
  styles: string;
}

const cacheDir = path.join(packageRoot, 'node_modules', '.cache', 'sitegen', 'templates');

/**
 * Bundles the templates with esbuild and imports them. The bundle lands in sitegen's own folder so that
 * `react` resolves to the copy sitegen renders with; its name carries a hash so an edit is never served stale.
 */
export async function loadTheme(templatesDir: string): Promise<Theme> {
  const entry = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((f) => path.join(templatesDir, f));
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [entry.find((file) => existsSync(file)) ?? entry[0]],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      loader: { '.css': 'text', '.svg': 'text' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      sourcemap: 'inline',
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new SitegenError(first.text, {
      file: first.location ? relativePosix(process.cwd(), path.resolve(first.location.file)) : templatesDir,
      line: first.location?.line,
      hint: 'fix the template so that it compiles',
    });
  }
  const file = path.join(cacheDir, `theme-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, code);
  const theme = (await import(pathToFileURL(file).href)).default as Theme | undefined;
  if (!theme?.Layout || !theme.pages) {
    throw new SitegenError('the templates do not export a theme', {
      file: templatesDir,
      hint: 'templates/index.tsx must `export default { Layout, Sidebar, pages, styles }`',
    });
  }
  return theme;
}
