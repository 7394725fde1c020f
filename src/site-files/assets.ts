import type { Page } from '../content/page.js';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from '../esbuild.js';
import { highlightCss } from '../markdown/highlight/index.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { packageRoot, readSiteFile, relativePosix } from '../paths.js';
import type { SiteAssets } from '../render/document.js';
import { renderFullSidebar } from '../render/sidebar.js';
import type { SiteData, Templates } from '../render/theme.js';
import { fingerprint } from '../fingerprint.js';
import type { OutputFile } from '../write/output.js';
import { baseUrlCheckScript } from './base-url-check.js';
import { withTranslatedWords } from './client-words.js';
import { diagramFiles } from './diagram-files.js';
import { hashedFile as hashed } from './hashed-file.js';
import { katexFiles } from './katex-files.js';

export interface BundledAssets {
  urls: SiteAssets;
  files: OutputFile[];
}

/** The browser's code, bundled when the package was compiled (`scripts/compile.mjs`). */
export const clientRuntimeDir = path.join(packageRoot, 'dist-lib', 'client');

/** Where the search index starts; not hashed, since every page names it and a hash would make any content edit change every page. */
export const searchIndexPath = 'assets/search/index.json';

/** The client runtime with the chunks it loads when a page needs them, and the search dialog's module. */
export interface ClientScripts {
  app: string;
  chunks: Array<OutputFile & { contents: string }>;
  search: string;
}

export async function readClientScripts(): Promise<ClientScripts> {
  try {
    const names = await readdir(clientRuntimeDir);
    const read = (name: string) => readFile(path.join(clientRuntimeDir, name), 'utf8');
    // The chunks' names carry their contents' hash already, and the runtime imports them by those names.
    const chunks = await Promise.all(
      names
        .filter((name) => name.startsWith('app-'))
        .map(async (name) => ({ path: `assets/${name}`, contents: await read(name) })),
    );
    return { app: await read('app.js'), chunks, search: await read('search.js') };
  } catch (error) {
    throw new SitegenError(
      `the browser scripts in ${clientRuntimeDir} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'an error'})`,
      {
        hint: 'reinstall sitegen, or run `npm run prepare` in its source folder',
      },
    );
  }
}

/**
 * Text made from inputs that rarely change, by name: `make`'s, or what an earlier build made under that name
 * from the same `key`.
 */
export type RememberedText = (
  what: { name: string; key: string },
  make: () => string | Promise<string>,
) => Promise<string>;

/**
 * The client runtime, the stylesheet, each sidebar's fragment and search, each under a content-hashed name,
 * KaTeX's stylesheet and fonts when some page has `math`, and what draws diagrams when some page has `diagrams`.
 */
export async function bundleAssets(
  templates: Templates,
  site: SiteData,
  { scripts, remembered, pages }: { scripts: Promise<ClientScripts>; remembered: RememberedText; pages: Page[] },
): Promise<BundledAssets> {
  const stylesheet = templates.theme.styles + highlightCss + customCss(site.config);
  const [{ app, chunks, search }, styles] = await Promise.all([
    scripts,
    remembered({ name: 'style.css', key: fingerprint(stylesheet) }, () => minifyCss(stylesheet)),
  ]);
  const names = Object.keys(site.sidebars);
  // A sidebar shows the config, its entries and the sections, through the templates: its key is all of them.
  const sidebarKey = (name: string) =>
    fingerprint(templates.hash, JSON.stringify([site.config, site.sections, site.sidebars[name]]));
  const sidebarHtml = await Promise.all(
    names.map((name) =>
      remembered({ name: `sidebar ${name}`, key: sidebarKey(name) }, () =>
        renderFullSidebar(templates.theme, site, name),
      ),
    ),
  );
  // Sidebar names are the site's own words: the files are numbered instead, the first keeping the plain name.
  const sidebarFiles = names.map((_, i) =>
    hashed(i === 0 ? 'assets/sidebar' : `assets/sidebar-${i}`, '.html', sidebarHtml[i]),
  );
  const files = [
    hashed(
      'assets/app',
      '.js',
      withTranslatedWords(
        app,
        site.config.i18n.strings,
        chunks.map((chunk) => chunk.contents),
      ),
    ),
    hashed('assets/style', '.css', styles),
    hashed('assets/search', '.js', withTranslatedWords(search, site.config.i18n.strings)),
    ...sidebarFiles,
  ];
  const [script, stylesheetUrl, searchModule, ...sidebarUrls] = files.map((file) => site.withBase(`/${file.path}`));
  const baseUrlCheck = hashed('assets/base-url-check', '.js', baseUrlCheckScript(site.config.baseUrl));
  const sidebars = Object.fromEntries(names.map((name, i) => [name, sidebarUrls[i]]));
  const favicon = await faviconUrl(site);
  const katex = pages.some((page) => page.math) ? await katexFiles() : null;
  const diagrams = pages.some((page) => page.diagrams) ? await diagramFiles() : [];
  const urls = {
    script,
    stylesheet: stylesheetUrl,
    sidebars,
    searchModule,
    searchIndex: site.withBase(`/${searchIndexPath}`),
    baseUrlCheck: baseUrlCheck.path,
    favicon,
    mathStylesheet: katex && site.withBase(`/${katex.stylesheet}`),
  };
  return { urls, files: [...files, baseUrlCheck, ...chunks, ...(katex?.files ?? []), ...diagrams] };
}

/** Largest SVG favicon written into each page rather than linked. */
const inlineFaviconBytes = 4096;

/**
 * The favicon's address. A small SVG one goes into the page as a data URL: Chromium asks for the icon again
 * after every client-side navigation, and a data URL costs no request.
 */
async function faviconUrl(site: SiteData): Promise<string | null> {
  const { favicon, staticDir } = site.config;
  if (!favicon) return null;
  const linked = site.withBase(favicon);
  if (!/\.svg$/i.test(favicon) || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(favicon)) return linked;
  const file = path.join(staticDir, favicon.split(/[?#]/)[0]);
  // Only a file of the static folder: the config must not pull any other file into every page.
  if (!file.startsWith(path.join(staticDir, path.sep))) return linked;
  const svg = existsSync(file) ? readSiteFile(file, site.config).toString('utf8') : null;
  if (svg === null || Buffer.byteLength(svg) > inlineFaviconBytes) return linked;
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The site's own stylesheets (`theme.customCss`), after the theme's so that they win. */
function customCss(config: ResolvedConfig): string {
  return config.theme.customCss
    .map((file) => {
      try {
        return `\n${readSiteFile(file, config).toString('utf8')}`;
      } catch (error) {
        if (error instanceof SitegenError) throw error;
        throw new SitegenError(
          `config key \`theme.customCss\` names ${relativePosix(config.root, file)}, which cannot be read`,
          {
            file: config.configFile ?? undefined,
            hint: 'give the stylesheet path relative to the site folder',
          },
        );
      }
    })
    .join('');
}

async function minifyCss(source: string): Promise<string> {
  return (await esbuild.transform(source, { loader: 'css', minify: true })).code;
}
