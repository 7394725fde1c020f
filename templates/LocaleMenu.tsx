import type { Route, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/**
 * The menu of the site's languages: each entry leads to the same page in that language, which every locale has (a
 * page not translated yet shows the original's text). A `details` element, so it opens without script; the client
 * keeps its links on the page shown.
 */
export function LocaleMenu({ site, route }: { site: SiteData; route: Route }) {
  const { locales, locale } = site.config.i18n;
  if (locales.length < 2) return null;
  return (
    <details className="locale-menu" id="locale-menu">
      <summary className="navbar-link">
        <span className="sr-only locale-menu-name">
          {translate(site, 'theme.navbar.mobileLanguageDropdown.label', 'Languages')}:{' '}
        </span>
        <span lang={locale.htmlLang}>{locale.label}</span>
      </summary>
      <ul className="locale-menu-list">
        {locales.map((each) => (
          <li key={each.name}>
            {/* `hreflang` also tells the client's router that the link leads to another site, loaded whole. */}
            <a
              className="locale-menu-link"
              href={each.baseUrl + route.path.slice(1)}
              hrefLang={each.htmlLang}
              lang={each.htmlLang}
              data-locale-base={each.baseUrl}
              aria-current={each.name === locale.name ? 'true' : undefined}
            >
              {each.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
