import type { Heading, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';
import { TocFilter } from '@theme/TocFilter.js';
import { TocList } from '@theme/TocList.js';

/** The table of contents beside the content on wide screens; the client highlights the section in view. */
export function TocAside({ site, headings }: { site: SiteData; headings: Heading[] }) {
  return (
    <nav className="toc" aria-label={translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}>
      <p className="toc-title">{translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</p>
      <TocFilter site={site} headings={headings} />
      <TocList headings={headings} />
    </nav>
  );
}
