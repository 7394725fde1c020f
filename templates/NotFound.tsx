import type { PageProps } from 'sitegen-cli';

export function NotFound({ site }: PageProps<'not-found'>) {
  return (
    <div className="not-found container-narrow">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" tabIndex={-1}>
        Page not found
      </h1>
      <p>We could not find what you were looking for. It may have moved, or the address may have a typo.</p>
      <ul className="not-found-links">
        <li>
          <a href={site.withBase(site.config.docs.routeBasePath)}>Read the documentation</a>
        </li>
        <li>
          <a href={site.withBase(site.config.blog.routeBasePath)}>Browse the tutorials</a>
        </li>
        <li>
          <a href={site.withBase('/')}>Go to the home page</a>
        </li>
      </ul>
    </div>
  );
}
