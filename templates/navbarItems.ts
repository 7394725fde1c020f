import type { LinkItem, NavbarItem, NavbarLinkItem, SiteData } from 'sitegen-cli';

/**
 * The navbar's items: the config's, or else a link to each section the site has (its docs, its blog), the menu of
 * the docs' versions when they have several, and that of the site's languages when it has several.
 */
export function navbarItems(site: SiteData): NavbarItem[] {
  if (site.config.navbar.items) return site.config.navbar.items;
  const sections = [site.sections.docs, site.sections.blog].filter((link): link is LinkItem => link !== null);
  const menus: NavbarItem[] = [
    ...(site.config.docs.versions.length > 1
      ? [{ type: 'docsVersionDropdown' as const, position: 'right' as const }]
      : []),
    ...(site.config.i18n.locales.length > 1 ? [{ type: 'localeDropdown' as const, position: 'right' as const }] : []),
  ];
  return [...sections, ...menus];
}

/** The navbar's links, without its menus. */
export function navbarLinks(site: SiteData): NavbarLinkItem[] {
  return navbarItems(site).filter((item): item is NavbarLinkItem => item.type === undefined);
}

/** Whether a navbar item matches the current route: its own page, or anything under its `activeBasePath`. */
export function isActive(item: NavbarLinkItem, path: string): boolean {
  if (!item.to) return false;
  const base = item.activeBasePath ?? item.to;
  // Every page is under the site's root: an item leading there is active on it alone.
  return path === item.to || path === base || (base !== '/' && path.startsWith(base.replace(/\/$/, '') + '/'));
}
