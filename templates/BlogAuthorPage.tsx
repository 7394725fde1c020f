import type { PageProps } from 'sitegen-cli';
import { AuthorCard } from '@theme/BlogAuthors.js';
import { BlogFrame } from '@theme/BlogSidebar.js';
import { PostListPager } from '@theme/PostListPager.js';
import { PostSummaries } from '@theme/PostSummaries.js';
import { translate } from '@theme/translate.js';

/** An author's posts, paginated as the blog's list is, under their name, title, picture and profiles. */
export function BlogAuthorPage({ site, route }: PageProps<'blog-author'>) {
  return (
    <BlogFrame site={site} recent={route.recent} current={route.path}>
      <div className="blog container-narrow">
        <header className="blog-header">
          <AuthorCard site={site} author={route.author} heading="h1" />
          <a className="back-link" href={site.withBase(`${site.config.blog.routeBasePath}/authors`)}>
            {translate(site, 'theme.blog.authorsList.viewAll', 'View all authors')}
          </a>
        </header>
        <PostSummaries posts={route.posts} site={site} />
        <PostListPager site={site} list={route} />
      </div>
    </BlogFrame>
  );
}
