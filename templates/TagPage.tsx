import type { PageProps } from 'sitegen-cli';
import { BlogFrame } from '@theme/BlogSidebar.js';
import { PostSummaries } from '@theme/PostSummaries.js';
import { translate } from '@theme/translate.js';

export function TagPage({ site, route }: PageProps<'tag'>) {
  return (
    <BlogFrame site={site} recent={route.recent} current={route.path}>
      <div className="blog container-narrow">
        <header className="blog-header">
          <h1 id="page-title" tabIndex={-1}>
            {route.title}
          </h1>
          <a className="back-link" href={site.withBase(`${site.config.blog.routeBasePath}/tags`)}>
            {translate(site, 'theme.tags.tagsPageLink', 'View all tags')}
          </a>
        </header>
        <PostSummaries posts={route.posts} site={site} />
      </div>
    </BlogFrame>
  );
}
