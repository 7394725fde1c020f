import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import type { BrokenLink } from './check.js';
import { formatBrokenLinks } from './report.js';

/** Fails (or warns, as the config says) on the broken links and anchors of a site of `pageCount` pages. */
export function applyLinkPolicy(broken: BrokenLink[], { pageCount }: { pageCount: number }, ctx: BuildContext): void {
  applyPolicy(
    broken.filter((b) => b.kind === 'link'),
    { setting: 'onBrokenLinks', pageCount, ctx },
  );
  applyPolicy(
    broken.filter((b) => b.kind === 'anchor'),
    { setting: 'onBrokenAnchors', pageCount, ctx },
  );
}

/** Fails, warns or says nothing of `broken`, as the config's `setting` says. */
function applyPolicy(
  broken: BrokenLink[],
  { setting, pageCount, ctx }: { setting: 'onBrokenLinks' | 'onBrokenAnchors'; pageCount: number; ctx: BuildContext },
): void {
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
