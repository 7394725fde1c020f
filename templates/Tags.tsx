import type { PageProps } from 'sitegen';
import { PostSummaries } from './BlogList.js';

export function TagsList({ site, route }: PageProps<'tags'>) {
  return (
    <div className="blog container-narrow">
      <h1 id="page-title" tabIndex={-1}>
        Tags
      </h1>
      <ul className="tags-index">
        {route.tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={site.withBase(tag.permalink)}>
              {tag.label}
              <span className="tag-count" aria-label={`${tag.count} post${tag.count === 1 ? '' : 's'}`}>
                {tag.count}
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
        <a href={site.withBase(`${site.config.blog.routeBasePath}/tags`)}>View all tags</a>
      </header>
      <PostSummaries posts={route.posts} site={site} />
    </div>
  );
}
