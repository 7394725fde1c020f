import type { NavbarDropdownItem, SiteData } from 'sitegen-cli';
import { ItemLink } from '@theme/ItemLink.js';
import { isActive } from '@theme/navbarItems.js';

/**
 * A navbar menu of links under a label. A `details` element, as the menus of versions and languages are, so it opens
 * without script, from the keyboard too, and in the phone's drawer; its label is marked (by the stylesheet) when one
 * of its links is, as the client marks them after each navigation.
 */
export function NavbarDropdown({ site, item, path }: { site: SiteData; item: NavbarDropdownItem; path: string }) {
  return (
    <details className="navbar-dropdown">
      <summary className="navbar-link">{item.label}</summary>
      <ul className="navbar-dropdown-list">
        {item.items.map((link) => {
          const active = isActive(link, path);
          return (
            <li key={link.label}>
              <ItemLink
                site={site}
                item={link}
                current={active && path === link.to}
                activeBase={link.to}
                className={`navbar-dropdown-link${active ? ' active' : ''}`}
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
