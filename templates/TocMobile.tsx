import type { Heading, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';
import { TocList } from '@theme/TocList.js';

/** Folded table of contents shown above the content on narrow screens. */
export function TocMobile({ site, headings }: { site: SiteData; headings: Heading[] }) {
  return (
    <details className="toc-mobile">
      <summary>{translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      <TocList headings={headings} />
    </details>
  );
}
