import type { BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import type { StagedSite } from '../emit/stage.js';
import { findBrokenLinks, type BrokenLink, type CheckablePage, type CheckOptions } from '../links/check.js';
import type { BuildCache } from './cache.js';

/**
 * The staged site's broken links. A page's findings change only with its links, the site's files and the anchors
 * of the pages it links to: while no file the last build had is gone and every page's anchors are as it left them,
 * only the pages rendered anew are checked, with those the last build found broken links on (new files can mend
 * links, never break them).
 */
export function brokenLinks({ pages, files, fresh }: StagedSite, ctx: BuildContext): BrokenLink[] {
  const options: CheckOptions = { baseUrl: ctx.config.baseUrl, ignore: ctx.config.links.ignore };
  return ctx.cache
    ? checkChangedPages({ pages, files, fresh }, { options, cache: ctx.cache })
    : findBrokenLinks(pages, files, options);
}

function checkChangedPages(
  { pages, files, fresh }: { pages: CheckablePage[]; files: ReadonlySet<string>; fresh: ReadonlySet<CheckablePage> },
  { options, cache }: { options: CheckOptions; cache: BuildCache },
): BrokenLink[] {
  const previous = cache.links;
  const anchorsKey = (page: CheckablePage) => fingerprint(...[...page.anchors].sort());
  const anchors = new Map(
    pages.map((page) => [
      page.file,
      fresh.has(page) || !previous ? anchorsKey(page) : previous.anchors.get(page.file)!,
    ]),
  );
  const unmoved =
    previous !== null &&
    previous.files.every((file) => files.has(file)) &&
    [...fresh].every((page) => previous.anchors.get(page.file) === anchors.get(page.file));
  const hadBrokenLinks = new Set(previous?.broken.map((link) => link.page));
  const checked = unmoved ? pages.filter((page) => fresh.has(page) || hadBrokenLinks.has(page.file)) : pages;
  const broken = findBrokenLinks(pages, files, { ...options, checked });
  cache.links = { files: [...files].sort(), anchors, broken };
  return broken;
}
