import { fingerprint, type BuildCache, type BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import type { StagedSite } from '../emit/stage.js';
import { findBrokenLinks, type BrokenLink, type CheckablePage, type CheckOptions } from './check.js';
import { formatBrokenLinks } from './report.js';

/** Fails (or warns, as the config says) on links to pages, files or anchors the build does not produce. */
export function checkBuiltLinks({ pages, files, fresh }: StagedSite, ctx: BuildContext): void {
  const options = { baseUrl: ctx.config.baseUrl, ignore: ctx.config.links.ignore };
  const broken = ctx.cache ? checkChangedPages(pages, files, fresh, options, ctx.cache) : findBrokenLinks(pages, files, options);
  applyPolicy(broken.filter((b) => b.kind === 'link'), 'onBrokenLinks', pages.length, ctx);
  applyPolicy(broken.filter((b) => b.kind === 'anchor'), 'onBrokenAnchors', pages.length, ctx);
}

/**
 * A page's findings change only with its links, the site's files and the anchors of the pages it links to.
 * While the files and every page's anchors are as the last build left them, only the pages rendered anew are
 * checked, and the others keep the last build's findings.
 */
function checkChangedPages(pages: CheckablePage[], files: ReadonlySet<string>, fresh: ReadonlySet<CheckablePage>, options: CheckOptions, cache: BuildCache): BrokenLink[] {
  const previous = cache.links;
  const filesKey = fingerprint(...[...files].sort());
  const anchorsKey = (page: CheckablePage) => fingerprint(...[...page.anchors].sort());
  const anchors = new Map(pages.map((page) => [page.file, fresh.has(page) || !previous ? anchorsKey(page) : previous.anchors.get(page.file)!]));
  const unmoved = previous?.files === filesKey && [...fresh].every((page) => previous.anchors.get(page.file) === anchors.get(page.file));
  const checked = unmoved ? pages.filter((page) => fresh.has(page)) : pages;
  const found = findBrokenLinks(pages, files, options, checked);
  const rechecked = new Set(checked.map((page) => page.file));
  const kept = unmoved ? previous.broken.filter((link) => !rechecked.has(link.page)) : [];
  const order = new Map(pages.map((page, i) => [page.file, i]));
  const broken = [...kept, ...found].sort((a, b) => order.get(a.page)! - order.get(b.page)!);
  cache.links = { files: filesKey, anchors, broken };
  return broken;
}

function applyPolicy(broken: BrokenLink[], setting: 'onBrokenLinks' | 'onBrokenAnchors', pageCount: number, ctx: BuildContext): void {
  const policy = ctx.config.links[setting];
  if (broken.length === 0 || policy === 'ignore') return;
  const what = setting === 'onBrokenLinks' ? 'links' : 'anchors';
  const report = formatBrokenLinks(broken, pageCount, ctx.config.baseUrl, ctx.log.paint);
  if (policy === 'warn') {
    ctx.log.warn(`${broken.length} broken ${what}:\n${report}`);
    return;
  }
  throw new SitegenError(`${broken.length} broken ${what}:\n${report}`, {
    hint: `fix the links, or set links.${setting} to 'warn' in site.config.ts to build anyway`,
  });
}
