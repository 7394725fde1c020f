import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import type { BrokenLink } from './check.js';
import { configLinkKeys } from './config-keys.js';
import { brokenCount, formatBrokenLinks, letterCaseWarning } from './report.js';

/**
 * Fails (or warns, as the config says) on the broken links and anchors of a site of `pageCount` pages: the warnings
 * first, then one error naming every broken link and anchor the config does not let pass.
 */
export function applyLinkPolicy(broken: BrokenLink[], { pageCount }: { pageCount: number }, ctx: BuildContext): void {
  const { config, log } = ctx;
  const options = { pageCount, baseUrl: config.baseUrl, paint: log.paint, configKeys: configLinkKeys(config) };
  const failures: string[] = [];
  const failed: Array<{ what: string; setting: string }> = [];
  const inOtherCase = letterCaseWarning(broken, options);
  if (inOtherCase && config.links.onBrokenLinks !== 'ignore') log.warn(inOtherCase);
  for (const [kind, setting] of [
    ['link', 'onBrokenLinks'],
    ['anchor', 'onBrokenAnchors'],
  ] as const) {
    const policy = config.links[setting];
    const ofKind = broken.filter((b) => b.kind === kind && !b.letterCase);
    if (ofKind.length === 0 || policy === 'ignore') continue;
    const report = formatBrokenLinks(ofKind, options);
    const text = `${brokenCount(report.count, kind)}:\n${report.text}`;
    if (policy === 'warn') log.warn(text);
    else {
      failures.push(text);
      failed.push({ what: `${kind}s`, setting: `links.${setting}` });
    }
  }
  if (failures.length === 0) return;
  throw new SitegenError(failures.join('\n'), {
    hint: `fix the ${failed.map((f) => f.what).join(' and ')}, or set ${failed.map((f) => f.setting).join(' and ')} to 'warn' in site.config.ts to build anyway`,
  });
}
