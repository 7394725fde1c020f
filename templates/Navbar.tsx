import type { NavbarItem, Route, SiteData } from 'sitegen-cli';
import { GitHubIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon } from '@theme/icons.js';
import { ItemLink } from '@theme/ItemLink.js';
import { LocaleMenu } from '@theme/LocaleMenu.js';
import { NavbarDropdown } from '@theme/NavbarDropdown.js';
import { isActive, navbarItems } from '@theme/navbarItems.js';
import { translate } from '@theme/translate.js';
import { VersionMenu } from '@theme/VersionMenu.js';

export function Navbar({ site, route }: { site: SiteData; route: Route }) {
  const { navbar } = site.config;
  const items = navbarItems(site);
  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  const colourModeLabel = translate(site, 'sitegen.colorToggle.ariaLabel', 'Switch between dark and light mode');
  const link = (item: NavbarItem, i: number) => {
    if (item.type === 'localeDropdown')
      return (
        <li key={`locales-${i}`} className="navbar-locales">
          <LocaleMenu site={site} route={route} />
        </li>
      );
    if (item.type === 'dropdown')
      return (
        <li key={`dropdown-${i}`} className="navbar-dropdown-item">
          <NavbarDropdown site={site} item={item} path={route.path} />
        </li>
      );
    if (item.type !== undefined)
      return (
        <li key={`versions-${i}`} className="navbar-versions">
          <VersionMenu site={site} route={route} />
        </li>
      );
    const active = isActive(item, route.path);
    const github = item.href?.startsWith('https://github.com/');
    return (
      <li key={item.label}>
        <ItemLink
          site={site}
          item={item}
          current={active && route.path === item.to}
          activeBase={item.to ? (item.activeBasePath ?? item.to) : undefined}
          className={`navbar-link${active ? ' active' : ''}${github ? ' navbar-github' : ''}`}
        >
          {github ? <GitHubIcon /> : null}
          <span>{item.label}</span>
        </ItemLink>
      </li>
    );
  };
  return (
    <header className="navbar" id="navbar" data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <nav className="navbar-inner" aria-label="Main">
        <a className="navbar-brand" href={site.withBase('/')}>
          {/* Beside the title the logo says nothing more; alone, its alt text names the link. */}
          {navbar.logo ? (
            <img
              src={site.withBase(navbar.logo.src)}
              alt={navbar.title ? '' : navbar.logo.alt}
              width={32}
              height={32}
            />
          ) : null}
          {navbar.title ? <span className="navbar-title">{navbar.title}</span> : null}
        </a>
        {/* On narrow screens search is one tap away in the bar, rather than inside the menu. */}
        <button
          type="button"
          className="search-button search-button-bar"
          aria-label={translate(site, 'theme.SearchBar.label', 'Search')}
        >
          <SearchIcon />
        </button>
        <button
          type="button"
          className="navbar-toggle"
          id="navbar-toggle"
          aria-expanded="false"
          aria-controls="navbar-menu"
          aria-label={translate(site, 'sitegen.menu.open', 'Open the menu')}
          data-close-label={translate(site, 'sitegen.menu.close', 'Close the menu')}
        >
          <MenuIcon />
        </button>
        <div className="navbar-menu" id="navbar-menu">
          <ul className="navbar-items">{left.map(link)}</ul>
          <ul className="navbar-items navbar-items-right">
            <li>
              <button type="button" className="search-button" id="search-button" aria-keyshortcuts="Control+K /">
                <SearchIcon />
                <span className="search-label">{translate(site, 'theme.SearchBar.label', 'Search')}</span>
                <kbd aria-hidden="true">{translate(site, 'sitegen.SearchBar.shortcut', 'Ctrl K')}</kbd>
              </button>
            </li>
            {right.map(link)}
            {site.config.colorMode.disableSwitch ? null : (
              <li>
                <button
                  type="button"
                  className="colour-mode-toggle"
                  id="colour-mode-toggle"
                  aria-label={colourModeLabel}
                  title={colourModeLabel}
                >
                  <SunIcon />
                  <MoonIcon />
                </button>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
