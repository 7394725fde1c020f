import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { brokenLink, findBrokenLinks, wildcard, type BrokenLink, type CheckablePage } from './check.js';
import { checkExternalUrls, type ExternalCheckOptions } from './external.js';
import type { ThreadMap } from '../thread-map.js';
import { readPageLinks, type PageLinks } from './extract.js';
import { listFiles } from '../paths.js';

export interface FolderCheckOptions {
  /** Path the site is served under; without it, the one a sitegen build wrote into its pages, else `/`. */
  baseUrl?: string;
  ignore?: string[];
  /** Checks external URLs too, with these settings. */
  external?: ExternalCheckOptions;
  /** Reads the pages' links on worker threads; without it, or with too few pages for threads to pay, on this one. */
  threads?: ThreadMap<string, { root: string }, PageLinks>;
}

export interface FolderCheck {
  pages: number;
  broken: BrokenLink[];
  /** The path the site was checked as served under. */
  baseUrl: string;
}

/** Checks the internal links and anchors of any folder of static files, as `sitegen build` does its own. */
export async function checkFolder(dir: string, options: FolderCheckOptions = {}): Promise<FolderCheck> {
  const root = path.resolve(dir);
  const files = statSync(root, { throwIfNoEntry: false })?.isDirectory() ? listFiles(root) : null;
  if (!files || files.length === 0) {
    throw new SitegenError(`no files to check in ${root}`, {
      hint: 'build the site first, or name the folder: sitegen check-links DIR',
    });
  }
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages: CheckablePage[] = (
    (await options.threads?.(htmlFiles, { root })) ?? htmlFiles.map((file) => readPageLinks(root, file))
  ).map((links, i) => ({
    file: htmlFiles[i],
    ...links,
  }));
  const baseUrl = options.baseUrl ?? builtBaseUrl(root, htmlFiles);
  const broken = findBrokenLinks(pages, new Set(files), { baseUrl, ignore: options.ignore });
  if (options.external) broken.push(...(await findBrokenExternalLinks(pages, options.external, options.ignore ?? [])));
  return { pages: pages.length, broken, baseUrl };
}

/** The base URL a sitegen build wrote on the `<html>` element of its pages, so `baseUrl` needs no repeating; else `/`. */
function builtBaseUrl(root: string, htmlFiles: string[]): string {
  const page = ['404.html', 'index.html'].find((file) => htmlFiles.includes(file)) ?? htmlFiles[0];
  if (!page) return '/';
  const start = readFileSync(path.join(root, page), 'utf8').slice(0, 1000);
  return /^<!doctype html><html [^>]*\bdata-base-url="(\/[^"]*)"/i.exec(start)?.[1] ?? '/';
}

const externalUrl = /^https?:\/\//i;

async function findBrokenExternalLinks(
  pages: CheckablePage[],
  options: ExternalCheckOptions,
  ignore: string[],
): Promise<BrokenLink[]> {
  const skip = ignore.map(wildcard);
  const wanted = (href: string) => externalUrl.test(href) && !skip.some((re) => re.test(href));
  const results = await checkExternalUrls(
    pages.flatMap((page) => page.targets.filter(wanted)),
    options,
  );
  return pages.flatMap((page) =>
    page.targets
      .filter((href) => wanted(href) && !results.get(href)!.ok)
      .map((href) => ({
        ...brokenLink(page, { kind: 'external', href, resolved: href }),
        reason: results.get(href)!.reason,
      })),
  );
}
