import type { Heading, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/** A table of contents this long gets a box that narrows it to what is typed there. */
const longToc = 40;

/**
 * The box that narrows a long table of contents, above its list: hidden until the browser's script, which does the
 * narrowing, shows it.
 */
export function TocFilter({ site, headings }: { site: SiteData; headings: Heading[] }) {
  if (headings.length < longToc) return null;
  const label = translate(site, 'sitegen.toc.filter', 'Filter this list');
  return <input type="search" className="toc-filter" placeholder={label} aria-label={label} hidden />;
}
