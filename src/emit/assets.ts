import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../paths.js';
import type { SiteAssets } from '../render/document.js';
import { renderFullSidebar } from '../render/sidebar.js';
import type { SiteData, Theme } from '../render/theme.js';
import type { OutputFile } from './output.js';

export interface BundledAssets {
  urls: SiteAssets;
  files: OutputFile[];
}

const clientEntry = path.join(packageRoot, 'src', 'client', 'main.ts');

/** The client runtime, the stylesheet and the sidebar fragment, each under a content-hashed name. */
export async function bundleAssets(theme: Theme, site: SiteData): Promise<BundledAssets> {
  const [script, styles] = await Promise.all([bundleClient(), esbuild.transform(theme.styles, { loader: 'css', minify: true })]);
  const sidebar = renderFullSidebar(theme, site);
  const files = [hashed('assets/app', '.js', script), hashed('assets/style', '.css', styles.code), hashed('assets/sidebar', '.html', sidebar)];
  const [app, stylesheet, sidebarFile] = files.map((file) => site.withBase(`/${file.path}`));
  return { urls: { script: app, stylesheet, sidebar: sidebarFile }, files };
}

let clientBundle: Promise<string> | null = null;

/** Bundles `src/client` into one small ES module; once per process, since sitegen's own code does not change. */
export function bundleClient(): Promise<string> {
  clientBundle ??= esbuild
    .build({
      entryPoints: [clientEntry],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    })
    .then((result) => result.outputFiles[0].text);
  return clientBundle;
}

function hashed(stem: string, extension: string, contents: string): OutputFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { path: `${stem}.${hash}${extension}`, contents };
}
