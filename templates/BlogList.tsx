import type { PageProps } from 'sitegen-cli';
import { PostSummaries } from '@theme/PostSummaries.js';
import { translate } from '@theme/translate.js';

export function BlogList({ site, route }: PageProps<'blog-list'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {site.config.blog.title}
        </h1>
        <p className="blog-description">{site.config.blog.description}</p>
      </header>
      <PostSummaries posts={route.posts} site={site} />
      {route.totalPages > 1 ? (
        <nav className="pager" aria-label="Blog list pages">
          {route.newer ? (
            <a className="pager-link pager-previous" href={site.withBase(route.newer)}>
              <span className="pager-label">{translate(site, 'theme.blog.paginator.newerEntries', 'Newer posts')}</span>
            </a>
          ) : (
            <span />
          )}
          {route.older ? (
            <a className="pager-link pager-next" href={site.withBase(route.older)}>
              <span className="pager-label">{translate(site, 'theme.blog.paginator.olderEntries', 'Older posts')}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
