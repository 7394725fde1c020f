import type { SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/** Newer and older pages of a paginated list of posts: the blog's, or an author's. */
export function PostListPager({
  site,
  list,
}: {
  site: SiteData;
  list: { totalPages: number; newer: string | null; older: string | null };
}) {
  if (list.totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="Blog list pages">
      {list.newer ? (
        <a className="pager-link pager-previous" href={site.withBase(list.newer)}>
          <span className="pager-label">{translate(site, 'theme.blog.paginator.newerEntries', 'Newer posts')}</span>
        </a>
      ) : (
        <span />
      )}
      {list.older ? (
        <a className="pager-link pager-next" href={site.withBase(list.older)}>
          <span className="pager-label">{translate(site, 'theme.blog.paginator.olderEntries', 'Older posts')}</span>
        </a>
      ) : null}
    </nav>
  );
}
