import type { ReactNode } from 'react';
import type { PageLink, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/**
 * A blog page with the newest posts beside it, as Docusaurus's blog sidebar lists them. The list follows the page in
 * the document: wide screens show it in a column on the left, narrow ones below the page.
 */
export function BlogFrame({
  site,
  recent,
  current,
  children,
}: {
  site: SiteData;
  recent: PageLink[];
  current: string;
  children: ReactNode;
}) {
  if (recent.length === 0) return <>{children}</>;
  const { blogSidebarTitle } = site.config.blog;
  return (
    <div className="blog-frame">
      {children}
      <aside className="blog-sidebar">
        <nav aria-label={translate(site, 'theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
          <h2 className="blog-sidebar-title">
            {blogSidebarTitle ?? translate(site, 'sitegen.blog.sidebar.title', 'Recent posts')}
          </h2>
          <ul className="blog-sidebar-list">
            {recent.map((post) => (
              <li key={post.path}>
                <a
                  className="blog-sidebar-link"
                  href={site.withBase(post.path)}
                  aria-current={post.path === current ? 'page' : undefined}
                >
                  {post.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </div>
  );
}
