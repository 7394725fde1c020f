import type { PageLink, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/** Previous and next pages in the sidebar's order. */
export function Pager({ site, previous, next }: { site: SiteData; previous: PageLink | null; next: PageLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={translate(site, 'theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {previous ? (
        <a className="pager-link pager-previous" href={site.withBase(previous.path)} rel="prev">
          <span className="pager-label">{translate(site, 'theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pager-title">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager-link pager-next" href={site.withBase(next.path)} rel="next">
          <span className="pager-label">{translate(site, 'theme.docs.paginator.next', 'Next')}</span>
          <span className="pager-title">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
