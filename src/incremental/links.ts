import { fingerprint } from '../fingerprint.js';
import {
  findBrokenLinks,
  type BrokenLink,
  type CheckablePage,
  type CheckedSite,
  type CheckOptions,
} from '../links/check.js';
import type { Logger } from '../log.js';
import type { BuildCache } from './cache.js';
import type { Plan } from './plan.js';

/**
 * The link check, reusing the cache: a page's findings change only with its links, the site's files and the
 * anchors of the pages it links to, so only the pages the plan names are checked. Without a cache, every page is.
 */
export function brokenLinksReusing(
  site: CheckedSite,
  options: CheckOptions,
  { cache, log }: { cache: BuildCache | null; log: Pick<Logger, 'debug'> },
): BrokenLink[] {
  if (!cache) return findBrokenLinks(site.pages, site.files, options);
  const anchors = anchorKeys(site, cache.links);
  const plan = planLinkCheck({ previous: cache.links, current: site, anchors });
  for (const line of plan.reasons) log.debug(`check links: ${line}`);
  const broken = findBrokenLinks(site.pages, site.files, { ...options, checked: plan.stale });
  cache.links = { files: [...site.files].sort(), anchors, broken };
  return broken;
}

/** Each page's anchors as a fingerprint: the last build's for a page it made, made anew for the others. */
function anchorKeys({ pages, fresh }: CheckedSite, previous: BuildCache['links']): Map<string, string> {
  const anchorsKey = (page: CheckablePage) => fingerprint(...[...page.anchors].sort());
  return new Map(
    pages.map((page) => [
      page.file,
      fresh.has(page) || !previous ? anchorsKey(page) : previous.anchors.get(page.file)!,
    ]),
  );
}

export interface LinkCheckPlanInput {
  previous: BuildCache['links'];
  current: CheckedSite;
  anchors: ReadonlyMap<string, string>;
}

/**
 * The pages whose links are checked. While no file the last build had is gone and every page's anchors are as it
 * left them, only the pages rendered anew are, with those the last build found broken links on (new files can mend
 * links, never break them); else every page.
 */
export function planLinkCheck({
  previous,
  current: { pages, files, fresh },
  anchors,
}: LinkCheckPlanInput): Plan<CheckablePage> {
  const gone = previous?.files.find((file) => !files.has(file));
  const moved = [...fresh].find((page) => previous?.anchors.get(page.file) !== anchors.get(page.file));
  const whole = !previous
    ? 'every page: no earlier link check'
    : gone
      ? `every page: ${gone} is gone`
      : moved
        ? `every page: the anchors of ${moved.file} changed`
        : null;
  if (whole) return { stale: pages, reasons: [whole] };
  const hadBrokenLinks = new Set(previous!.broken.map((link) => link.page));
  const stale = pages.filter((page) => fresh.has(page) || hadBrokenLinks.has(page.file));
  return {
    stale,
    reasons: stale.map((page) => `${page.file}: ${fresh.has(page) ? 'rendered anew' : 'had broken links'}`),
  };
}
