import type { Heading, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';
import { TocFilter } from '@theme/TocFilter.js';
import { TocList } from '@theme/TocList.js';

/** Folded table of contents shown above the content on narrow screens. */
export function TocMobile({ site, headings }: { site: SiteData; headings: Heading[] }) {
  return (
    <details className="toc-mobile">
      <summary>{translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      <TocFilter site={site} headings={headings} />
      <TocList headings={headings} />
    </details>
  );
}
