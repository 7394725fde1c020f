import type { SidebarCategory, SidebarEntry, SidebarProps } from 'sitegen-cli';

type Site = SidebarProps['site'];

/**
 * The docs sidebar. Categories fold with <details>, so they work without JavaScript; a category that comes
 * without its items (on large sites) links to its page or first doc instead, until the client loads the full sidebar.
 */
export function Sidebar({ site, entries, openCategories }: SidebarProps) {
  return (
    <nav className="sidebar-nav" aria-label="Docs">
      <SidebarList site={site} entries={entries} open={openCategories} />
    </nav>
  );
}

function SidebarList({ site, entries, open }: { site: Site; entries: SidebarEntry[]; open: string[] }) {
  return (
    <ul className="sidebar-list">
      {entries.map((entry, i) => (
        <SidebarItem key={i} site={site} entry={entry} open={open} />
      ))}
    </ul>
  );
}

function SidebarItem({ site, entry, open }: { site: Site; entry: SidebarEntry; open: string[] }) {
  switch (entry.type) {
    case 'doc':
      return (
        <li className={entry.className}>
          <a className="sidebar-link" href={site.withBase(entry.path)}>
            {entry.label}
          </a>
        </li>
      );
    case 'link':
      return (
        <li className={entry.className}>
          {entry.href.startsWith('/') ? (
            <a className="sidebar-link" href={site.withBase(entry.href)}>
              {entry.label}
            </a>
          ) : (
            <a className="sidebar-link-external" href={entry.href} target="_blank" rel="noopener noreferrer">
              {entry.label}
            </a>
          )}
        </li>
      );
    case 'html':
      return (
        <li className={classes('sidebar-html', entry.className)} dangerouslySetInnerHTML={{ __html: entry.value }} />
      );
    case 'category':
      return <CategoryItem site={site} category={entry} open={open} />;
  }
}

function CategoryItem({ site, category, open }: { site: Site; category: SidebarCategory; open: string[] }) {
  const className = classes('sidebar-category', category.className);
  if (category.items.length === 0) {
    return (
      <li className={className}>
        <a className={category.linked ? 'sidebar-link' : 'sidebar-category-link'} href={site.withBase(category.path)}>
          {category.label}
        </a>
      </li>
    );
  }
  // A category with a page of its own links to it from its label.
  const link = category.linked ? (
    <a className="sidebar-link" href={site.withBase(category.path)}>
      {category.label}
    </a>
  ) : null;
  if (!category.collapsible) {
    return (
      <li className={classes(className, 'sidebar-category-static')}>
        <span className="sidebar-category-label">{link ?? category.label}</span>
        <SidebarList site={site} entries={category.items} open={open} />
      </li>
    );
  }
  // A link may not sit inside the summary, which is a control of its own: the linked label comes first, and the
  // summary beside it is the chevron alone, named for screen readers.
  return (
    <li className={classes(className, link ? 'sidebar-category-linked' : undefined)}>
      {link}
      <details open={open.includes(category.key) || !category.collapsed}>
        <summary>{link ? <span className="sr-only">{category.label}: its pages</span> : category.label}</summary>
        <SidebarList site={site} entries={category.items} open={open} />
      </details>
    </li>
  );
}

function classes(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}
