import type { PageProps } from 'sitegen-cli';
import { PostSummaries } from './BlogList.js';

export function TagsList({ site, route }: PageProps<'tags'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          Tags
        </h1>
        <p className="blog-description">Browse the tutorials by topic.</p>
      </header>
      <ul className="tags-index">
        {route.tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={site.withBase(tag.permalink)}>
              {tag.label}
              <span className="tag-count">
                <span className="sr-only"> </span>
                {tag.count}
                <span className="sr-only"> post{tag.count === 1 ? '' : 's'}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TagPage({ site, route }: PageProps<'tag'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {route.title}
        </h1>
        <a className="back-link" href={site.withBase(`${site.config.blog.routeBasePath}/tags`)}>
          View all tags
        </a>
      </header>
      <PostSummaries posts={route.posts} site={site} />
    </div>
  );
}
