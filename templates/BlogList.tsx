import type { PageProps } from 'sitegen-cli';
import { BlogFrame } from '@theme/BlogSidebar.js';
import { PostListPager } from '@theme/PostListPager.js';
import { PostSummaries } from '@theme/PostSummaries.js';
import { translate } from '@theme/translate.js';

export function BlogList({ site, route }: PageProps<'blog-list'>) {
  const { routeBasePath, archiveBasePath } = site.config.blog;
  return (
    <BlogFrame site={site} recent={route.recent} current={route.path}>
      <div className="blog container-narrow">
        <header className="blog-header">
          <h1 id="page-title" tabIndex={-1}>
            {site.config.blog.title}
          </h1>
          <p className="blog-description">{site.config.blog.description}</p>
          {archiveBasePath !== null ? (
            <a className="back-link" href={site.withBase(`${routeBasePath}${archiveBasePath}`)}>
              {translate(site, 'theme.blog.archive.title', 'Archive')}
            </a>
          ) : null}
        </header>
        <PostSummaries posts={route.posts} site={site} />
        <PostListPager site={site} list={route} />
      </div>
    </BlogFrame>
  );
}
