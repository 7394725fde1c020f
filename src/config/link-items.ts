/** A link in the navbar or footer: `to` for a route of this site, `href` for anywhere else. */
export interface LinkItem {
  label: string;
  to?: string;
  href?: string;
  target?: '_self' | '_blank';
}

export interface NavbarLinkItem extends LinkItem {
  type?: undefined;
  position?: 'left' | 'right';
  /** Routes under this path mark the item active (defaults to the item's own `to`). */
  activeBasePath?: string;
}

/** The menu of the docs' versions, or of the site's languages, as Docusaurus's navbar items of those types. */
export interface NavbarMenuItem {
  type: 'docsVersionDropdown' | 'localeDropdown';
  position?: 'left' | 'right';
}

/** A menu of links under a label, as Docusaurus's navbar items of type `dropdown`. */
export interface NavbarDropdownItem {
  type: 'dropdown';
  label: string;
  items: LinkItem[];
  position?: 'left' | 'right';
}

export type NavbarItem = NavbarLinkItem | NavbarMenuItem | NavbarDropdownItem;

export interface FooterColumn {
  title: string;
  items: LinkItem[];
}
