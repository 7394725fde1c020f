import type { PageProps } from 'sitegen-cli';
import { ItemLink } from '@theme/ItemLink.js';
import { navbarLinks } from '@theme/navbarItems.js';
import { translate } from '@theme/translate.js';

/** The 404 page: the navbar's links to pages of the site, then the home page. */
export function NotFound({ site }: PageProps<'not-found'>) {
  return (
    <div className="not-found container-narrow">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" tabIndex={-1}>
        {translate(site, 'theme.NotFound.title', 'Page not found')}
      </h1>
      <p>
        {translate(
          site,
          'theme.NotFound.p1',
          'We could not find what you were looking for. It may have moved, or the address may have a typo.',
        )}
      </p>
      <ul className="not-found-links">
        {navbarLinks(site)
          .filter((item) => item.to)
          .map((item) => (
            <li key={item.label}>
              <ItemLink site={site} item={item} />
            </li>
          ))}
        <li>
          <a href={site.withBase('/')}>Go to the home page</a>
        </li>
      </ul>
    </div>
  );
}
