import type { PostPage, SiteData } from 'sitegen-cli';
import { PostMeta } from '@theme/PostMeta.js';
import { TagList } from '@theme/TagList.js';
import { translate } from '@theme/translate.js';

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
            <TagList tags={post.tags} site={site} />
            {post.truncated ? (
              <a
                className="read-more"
                href={site.withBase(post.permalink)}
                aria-label={translate(site, 'theme.blog.post.readMoreLabel', 'Read more about {title}', {
                  title: post.title,
                })}
              >
                {translate(site, 'theme.blog.post.readMore', 'Read more')}
              </a>
            ) : null}
          </footer>
        </article>
      ))}
    </div>
  );
}
