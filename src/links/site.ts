import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import { findBrokenLinks, type BrokenLink, type CheckablePage } from './check.js';
import { formatBrokenLinks } from './report.js';

/** Fails (or warns, as the config says) on links to pages, files or anchors the build does not produce. */
export function checkBuiltLinks(pages: CheckablePage[], files: ReadonlySet<string>, ctx: BuildContext): void {
  const broken = findBrokenLinks(pages, files, { baseUrl: ctx.config.baseUrl, ignore: ctx.config.links.ignore });
  applyPolicy(broken.filter((b) => b.kind === 'link'), 'onBrokenLinks', pages.length, ctx);
  applyPolicy(broken.filter((b) => b.kind === 'anchor'), 'onBrokenAnchors', pages.length, ctx);
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
