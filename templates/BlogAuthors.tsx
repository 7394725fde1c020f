import type { AuthorSummary, PageProps, SiteData } from 'sitegen-cli';
import { AuthorAvatar, AuthorSocials } from '@theme/AuthorSocials.js';
import { plural, translate } from '@theme/translate.js';

/** An author with a page: picture, name linking to the page, title, profiles and how many posts. */
export function AuthorCard({ site, author, heading }: { site: SiteData; author: AuthorSummary; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div className="author-card">
      {author.imageUrl ? <AuthorAvatar site={site} imageUrl={author.imageUrl} size={64} /> : null}
      <div>
        <Heading className="author-card-name" {...(heading === 'h1' ? { id: 'page-title', tabIndex: -1 } : {})}>
          {heading === 'h1' ? (
            translate(site, 'theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
              authorName: author.name,
              nPosts: plural(site, translate(site, 'theme.blog.post.plurals', 'One post|{count} posts'), author.count),
            })
          ) : (
            <a href={site.withBase(author.path)}>{author.name}</a>
          )}
        </Heading>
        {author.title ? <p className="post-author-title">{author.title}</p> : null}
        {heading === 'h2' ? (
          <p className="author-card-count">
            {plural(site, translate(site, 'theme.blog.post.plurals', 'One post|{count} posts'), author.count)}
          </p>
        ) : null}
        <AuthorSocials author={author} />
      </div>
    </div>
  );
}

/** The blog's authors who have a page of their own. */
export function BlogAuthors({ site, route }: PageProps<'blog-authors'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {translate(site, 'theme.blog.authorsList.pageTitle', 'Authors')}
        </h1>
      </header>
      <ul className="author-cards">
        {route.authors.map((author) => (
          <li key={author.path}>
            <AuthorCard site={site} author={author} heading="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
