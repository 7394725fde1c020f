import type { SidebarEntry, SidebarProps } from 'sitegen';

/**
 * The docs sidebar. Categories fold with <details>, so they work without JavaScript; a category that comes
 * without its items (on large sites) links to its first doc instead, until the client loads the full sidebar.
 */
export function Sidebar({ site, entries, openCategory }: SidebarProps) {
  return (
    <nav className="sidebar-nav" aria-label="Docs">
      <ul className="sidebar-list">
        {entries.map((entry) => (
          <SidebarItem key={entry.type === 'doc' ? entry.docId : entry.label} site={site} entry={entry} openCategory={openCategory} />
        ))}
      </ul>
    </nav>
  );
}

function SidebarItem({ site, entry, openCategory }: { site: SidebarProps['site']; entry: SidebarEntry; openCategory: string | null }) {
  if (entry.type === 'doc') {
    return (
      <li>
        <a className="sidebar-link" href={site.withBase(entry.path)}>
          {entry.label}
        </a>
      </li>
    );
  }
  if (entry.items.length === 0) {
    return (
      <li className="sidebar-category">
        <a className="sidebar-category-link" href={site.withBase(entry.path)}>
          {entry.label}
        </a>
      </li>
    );
  }
  return (
    <li className="sidebar-category">
      <details open={entry.label === openCategory || !entry.collapsed}>
        <summary>{entry.label}</summary>
        <ul className="sidebar-list">
          {entry.items.map((item) => (
            <li key={item.docId}>
              <a className="sidebar-link" href={site.withBase(item.path)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
