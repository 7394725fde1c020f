import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from '../esbuild.js';
import { highlightCss } from '../content/token-classes.js';
import { packageRoot } from '../paths.js';
import type { SiteAssets } from '../render/document.js';
import { renderFullSidebar } from '../render/sidebar.js';
import type { SiteData, Theme } from '../render/theme.js';
import type { OutputFile } from './output.js';

export interface BundledAssets {
  urls: SiteAssets;
  files: OutputFile[];
}

const clientDir = path.join(packageRoot, 'src', 'client');

/** Where the search index starts; not hashed, since every page names it and a hash would make any content edit change every page. */
export const searchIndexPath = 'assets/search/index.json';

/** The client runtime and the search dialog's module, bundled: they depend on nothing a site holds. */
export type ClientBundles = Promise<[script: string, search: string]>;

export function bundleClientScripts(): ClientBundles {
  return Promise.all([bundleClient('main.ts'), bundleClient('search/dialog.ts')]);
}

/** The client runtime, the stylesheet, the sidebar fragment and search, each under a content-hashed name. */
export async function bundleAssets(theme: Theme, site: SiteData, scripts: ClientBundles): Promise<BundledAssets> {
  const [[script, search], styles] = await Promise.all([scripts, minifyCss(theme.styles + highlightCss)]);
  const sidebar = fullSidebar(theme, site);
  const files = [
    hashed('assets/app', '.js', script),
    hashed('assets/style', '.css', styles),
    hashed('assets/sidebar', '.html', sidebar),
    hashed('assets/search', '.js', search),
  ];
  const [app, stylesheet, sidebarFile, searchModule] = files.map((file) => site.withBase(`/${file.path}`));
  const urls = { script: app, stylesheet, sidebar: sidebarFile, searchModule, searchIndex: site.withBase(`/${searchIndexPath}`) };
  return { urls, files };
}

let sidebarHtml: { theme: Theme; site: string; html: string } | null = null;

/** The whole sidebar; kept while the theme, the config and the entries are unchanged, which in the dev server is most saves. */
function fullSidebar(theme: Theme, site: SiteData): string {
  const key = JSON.stringify([site.config, site.sidebar]);
  if (sidebarHtml?.theme !== theme || sidebarHtml.site !== key) sidebarHtml = { theme, site: key, html: renderFullSidebar(theme, site) };
  return sidebarHtml.html;
}

let minified: { source: string; css: Promise<string> } | null = null;

/** The theme's stylesheet, minified; kept while it is unchanged, which in the dev server is most saves. */
function minifyCss(source: string): Promise<string> {
  if (minified?.source !== source) minified = { source, css: esbuild.transform(source, { loader: 'css', minify: true }).then((r) => r.code) };
  return minified.css;
}

const clientBundles = new Map<string, Promise<string>>();

/** Bundles an entry of `src/client` into one small ES module; once per process, since sitegen's own code does not change. */
function bundleClient(entry: string): Promise<string> {
  if (!clientBundles.has(entry)) clientBundles.set(entry, bundle(path.join(clientDir, entry)));
  return clientBundles.get(entry)!;
}

function bundle(entry: string): Promise<string> {
  return esbuild
    .build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    })
    .then((result) => result.outputFiles[0].text);
}

function hashed(stem: string, extension: string, contents: string): OutputFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { path: `${stem}.${hash}${extension}`, contents };
}
