import type { PageProps } from 'sitegen-cli';
import { formatDate, isoDate } from '@theme/format.js';
import { translate } from '@theme/translate.js';

/** Every post by year, newest first, as Docusaurus's blog archive lists them. */
export function BlogArchive({ site, route }: PageProps<'blog-archive'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {translate(site, 'theme.blog.archive.title', 'Archive')}
        </h1>
        <p className="blog-description">{translate(site, 'theme.blog.archive.description', 'Archive')}</p>
      </header>
      {route.years.map(({ year, posts }) => (
        <section className="archive-year" key={year} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`}>{year}</h2>
          <ul className="archive-posts">
            {posts.map((post) => (
              <li key={post.path}>
                <time dateTime={isoDate(post.date)}>{formatDate(post.date, site)}</time>
                <a href={site.withBase(post.path)}>{post.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
