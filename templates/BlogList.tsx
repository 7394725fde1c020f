import type { PageProps, PostPage, SiteData } from 'sitegen-cli';
import { PostMeta, TagList } from './PostMeta.js';

/** Post summaries: title, meta, the excerpt up to the truncate marker and a "Read more" link. */
export function PostSummaries({ posts, site }: { posts: PostPage[]; site: SiteData }) {
  return (
    <div className="post-summaries">
      {posts.map((post) => (
        <article className="post-summary" key={post.permalink}>
          <h2 className="post-summary-title">
            <a href={site.withBase(post.permalink)}>{post.title}</a>
          </h2>
          <PostMeta post={post} site={site} withAuthors="compact" />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          <footer className="post-summary-footer">
            <TagList post={post} site={site} />
            {post.truncated ? (
              <a className="read-more" href={site.withBase(post.permalink)} aria-label={`Read more about ${post.title}`}>
                Read more
              </a>
            ) : null}
          </footer>
        </article>
      ))}
    </div>
  );
}

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
              <span className="pager-label">Newer posts</span>
            </a>
          ) : (
            <span />
          )}
          {route.older ? (
            <a className="pager-link pager-next" href={site.withBase(route.older)}>
              <span className="pager-label">Older posts</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
