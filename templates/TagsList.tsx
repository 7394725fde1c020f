import type { PageProps } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/** Every tag of the blog, or of a docs version, grouped by first letter as Docusaurus lists them, with its count. */
export function TagsList({ site, route }: PageProps<'tags'> | PageProps<'docs-tags'>) {
  const unit = route.kind === 'tags' ? 'post' : 'doc';
  return (
    <div className={route.kind === 'tags' ? 'blog container-narrow' : 'docs-tags container-narrow'}>
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {translate(site, 'theme.tags.tagsPageTitle', 'Tags')}
        </h1>
      </header>
      {route.letters.map(({ letter, tags }) => (
        <section className="tags-letter" key={letter} aria-labelledby={`tags-letter-${letter}`}>
          <h2 id={`tags-letter-${letter}`}>{letter}</h2>
          <ul className="tags-index">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <a className="tag" href={site.withBase(tag.permalink)}>
                  {tag.label}
                  <span className="tag-count">
                    <span className="sr-only"> </span>
                    {tag.count}
                    <span className="sr-only">
                      {' '}
                      {unit}
                      {tag.count === 1 ? '' : 's'}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
