import type { LinkItem, NavbarItem, SiteData } from 'sitegen-cli';

/** The navbar's links: the config's, or else a link to each section the site has (its docs, its blog). */
export function navbarItems(site: SiteData): NavbarItem[] {
  return (
    site.config.navbar.items ??
    [site.sections.docs, site.sections.blog].filter((link): link is LinkItem => link !== null)
  );
}
