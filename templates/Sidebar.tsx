import type { SidebarProps } from 'sitegen';

/** The docs sidebar: categories fold with <details>, so they work without JavaScript. */
export function Sidebar({ site, activePath }: SidebarProps) {
  return (
    <nav className="sidebar-nav" aria-label="Docs">
      <ul className="sidebar-list">
        {site.sidebar.map((entry) => {
          if (entry.type === 'doc') {
            return (
              <li key={entry.docId}>
                <SidebarLink site={site} path={entry.path} label={entry.label} active={entry.path === activePath} />
              </li>
            );
          }
          const open = entry.items.some((item) => item.path === activePath) || !entry.collapsed;
          return (
            <li key={entry.label} className="sidebar-category">
              <details open={open}>
                <summary>{entry.label}</summary>
                <ul className="sidebar-list">
                  {entry.items.map((item) => (
                    <li key={item.docId}>
                      <SidebarLink site={site} path={item.path} label={item.label} active={item.path === activePath} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SidebarLink({ site, path, label, active }: { site: SidebarProps['site']; path: string; label: string; active: boolean }) {
  return (
    <a className={`sidebar-link${active ? ' active' : ''}`} href={site.withBase(path)} aria-current={active ? 'page' : undefined}>
      {label}
    </a>
  );
}
