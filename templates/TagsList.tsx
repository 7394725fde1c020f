import type { PageProps } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

export function TagsList({ site, route }: PageProps<'tags'>) {
  return (
    <div className="blog container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {translate(site, 'theme.tags.tagsPageTitle', 'Tags')}
        </h1>
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
