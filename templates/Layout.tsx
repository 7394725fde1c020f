import type { LayoutProps } from 'sitegen-cli';
import { AnnouncementBar } from '@theme/AnnouncementBar.js';
import { Footer } from '@theme/Footer.js';
import { ArrowUpIcon } from '@theme/icons.js';
import { Navbar } from '@theme/Navbar.js';
import { translate } from '@theme/translate.js';

/**
 * The frame of every page. The client swaps only `#sg-content` between pages; the sidebar stays,
 * loaded from `data-src` when a page outside the docs leads into them. On narrow screens the client moves it into
 * the menu drawer; a plain `div`, since the navbar's `nav` may then hold it.
 */
export function Layout({ site, route, contentHtml, sidebarHtml, sidebarPartial, sidebarUrl }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {translate(site, 'theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <div id="sg-progress" className="progress" hidden />
      <AnnouncementBar site={site} />
      <Navbar site={site} route={route} />
      <div className="page" data-layout={sidebarHtml ? 'docs' : 'plain'} id="sg-page">
        <div
          className="sidebar"
          id="sg-sidebar"
          data-src={sidebarUrl || undefined}
          data-partial={sidebarPartial ? '' : undefined}
          hidden={!sidebarHtml}
          dangerouslySetInnerHTML={{ __html: sidebarHtml ?? '' }}
        />
        <main id="main" tabIndex={-1}>
          <div id="sg-content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
        </main>
      </div>
      <Footer site={site} />
      {/* Shown by the browser's script on long pages, once the reader scrolls back up. */}
      <button
        type="button"
        className="back-to-top"
        hidden
        aria-label={translate(site, 'theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}
      >
        <ArrowUpIcon />
      </button>
    </>
  );
}
