import type { CategoryTrail, PageLink, SiteData } from 'sitegen-cli';

/**
 * Home, then the categories holding the page (linked when they have a page of their own), then the page: a category
 * whose own page this is shows once, as the page.
 */
export function Breadcrumbs({ site, categories, current, path }: { site: SiteData; categories: CategoryTrail[]; current: string; path: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={site.withBase('/')}>Home</a>
        </li>
        {categories.filter((category) => category.path !== path).map((category) => (
          <li key={category.key}>{category.path ? <a href={site.withBase(category.path)}>{category.label}</a> : category.label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** Previous and next pages in the sidebar's order. */
export function Pager({ site, previous, next }: { site: SiteData; previous: PageLink | null; next: PageLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous ? (
        <a className="pager-link pager-previous" href={site.withBase(previous.path)} rel="prev">
          <span className="pager-label">Previous</span>
          <span className="pager-title">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager-link pager-next" href={site.withBase(next.path)} rel="next">
          <span className="pager-label">Next</span>
          <span className="pager-title">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
