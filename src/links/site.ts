import { type BuildCache, type BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import { SitegenError } from '../errors.js';
import type { StagedSite } from '../emit/stage.js';
import { findBrokenLinks, type BrokenLink, type CheckablePage, type CheckOptions } from './check.js';
import { formatBrokenLinks } from './report.js';

/** Fails (or warns, as the config says) on links to pages, files or anchors the build does not produce. */
export function checkBuiltLinks({ pages, files, fresh }: StagedSite, ctx: BuildContext): void {
  const options = { baseUrl: ctx.config.baseUrl, ignore: ctx.config.links.ignore };
  const broken = ctx.cache ? checkChangedPages({ pages, files, fresh }, options, ctx.cache) : findBrokenLinks(pages, files, options);
  applyPolicy(broken.filter((b) => b.kind === 'link'), { setting: 'onBrokenLinks', pageCount: pages.length, ctx });
  applyPolicy(broken.filter((b) => b.kind === 'anchor'), { setting: 'onBrokenAnchors', pageCount: pages.length, ctx });
}

/**
 * A page's findings change only with its links, the site's files and the anchors of the pages it links to.
 * While no file the last build had is gone and every page's anchors are as it left them, only the pages rendered
 * anew are checked, with those the last build found broken links on: new files can mend links, never break them.
 */
function checkChangedPages({ pages, files, fresh }: { pages: CheckablePage[]; files: ReadonlySet<string>; fresh: ReadonlySet<CheckablePage> }, options: CheckOptions, cache: BuildCache): BrokenLink[] {
  const previous = cache.links;
  const anchorsKey = (page: CheckablePage) => fingerprint(...[...page.anchors].sort());
  const anchors = new Map(pages.map((page) => [page.file, fresh.has(page) || !previous ? anchorsKey(page) : previous.anchors.get(page.file)!]));
  const unmoved = previous !== null && previous.files.every((file) => files.has(file)) && [...fresh].every((page) => previous.anchors.get(page.file) === anchors.get(page.file));
  const hadBrokenLinks = new Set(previous?.broken.map((link) => link.page));
  const checked = unmoved ? pages.filter((page) => fresh.has(page) || hadBrokenLinks.has(page.file)) : pages;
  const broken = findBrokenLinks(pages, files, { ...options, checked });
  cache.links = { files: [...files].sort(), anchors, broken };
  return broken;
}

/** Fails, warns or says nothing of `broken`, as the config's `setting` says. */
function applyPolicy(broken: BrokenLink[], { setting, pageCount, ctx }: { setting: 'onBrokenLinks' | 'onBrokenAnchors'; pageCount: number; ctx: BuildContext }): void {
  const policy = ctx.config.links[setting];
  if (broken.length === 0 || policy === 'ignore') return;
  const what = setting === 'onBrokenLinks' ? 'links' : 'anchors';
  const report = formatBrokenLinks(broken, { pageCount, baseUrl: ctx.config.baseUrl, paint: ctx.log.paint });
  if (policy === 'warn') {
    ctx.log.warn(`${broken.length} broken ${what}:\n${report}`);
    return;
  }
  throw new SitegenError(`${broken.length} broken ${what}:\n${report}`, {
    hint: `fix the links, or set links.${setting} to 'warn' in site.config.ts to build anyway`,
  });
}
