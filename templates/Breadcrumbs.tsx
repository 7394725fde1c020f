import type { CategoryTrail, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/**
 * Home, then the categories holding the page (linked when they have a page of their own), then the page: a category
 * whose own page this is shows once, as the page. The home page itself, a doc when the docs are the site, has none.
 */
export function Breadcrumbs({
  site,
  categories,
  current,
  path,
}: {
  site: SiteData;
  categories: CategoryTrail[];
  current: string;
  path: string;
}) {
  if (path === '/') return null;
  return (
    <nav className="breadcrumbs" aria-label={translate(site, 'theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <a href={site.withBase('/')}>{translate(site, 'theme.docs.breadcrumbs.home', 'Home')}</a>
        </li>
        {categories
          .filter((category) => category.path !== path)
          .map((category) => (
            <li key={category.key}>
              {category.path ? <a href={site.withBase(category.path)}>{category.label}</a> : category.label}
            </li>
          ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
