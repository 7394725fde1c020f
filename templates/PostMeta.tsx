import type { PostPage, SiteData } from 'sitegen-cli';
import { AuthorAvatar, AuthorSocials } from '@theme/AuthorSocials.js';
import { formatDate, isoDate } from '@theme/format.js';
import { plural, translate } from '@theme/translate.js';

/** Date, reading time and authors of a post, for the list and the post page. */
export function PostMeta({
  post,
  site,
  withAuthors,
}: {
  post: PostPage;
  site: SiteData;
  withAuthors: 'compact' | 'full';
}) {
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={isoDate(post.date)}>{formatDate(post.date, site)}</time> ·{' '}
        {plural(
          site,
          translate(site, 'theme.blog.post.readingTime.plurals', '{readingTime} min read|{readingTime} min read'),
          post.readingMinutes,
          { readingTime: post.readingMinutes },
        )}
      </p>
      <ul className="post-authors">
        {post.authors.map((author) => (
          <li key={author.name} className="post-author">
            {withAuthors === 'full' && author.imageUrl ? (
              <AuthorAvatar site={site} imageUrl={author.imageUrl} size={48} />
            ) : null}
            <span>
              {author.page || author.url ? (
                <a
                  href={author.page ? site.withBase(author.page) : author.url}
                  className="post-author-name"
                  rel="author"
                >
                  {author.name}
                </a>
              ) : (
                <span className="post-author-name">{author.name}</span>
              )}
              {withAuthors === 'full' && author.title ? (
                <span className="post-author-title">{author.title}</span>
              ) : null}
              {withAuthors === 'full' ? <AuthorSocials author={author} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
