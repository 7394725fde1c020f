import type { PageProps } from 'sitegen';
import { ItemLink } from '@theme/ItemLink.js';
import { navbarItems } from '@theme/navbarItems.js';

/** The home page of a site without a `content/pages/index` of its own: its title, tagline and the navbar's links to its pages. */
export function Home({ site }: PageProps<'home'>) {
  const { config } = site;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="page-title">
        <div className="hero-text">
          <h1 className="hero-title" id="page-title" tabIndex={-1}>
            {config.title}
          </h1>
          {config.tagline ? <p className="hero-tagline">{config.tagline}</p> : null}
          <div className="hero-actions">
            {navbarItems(site)
              .filter((item) => item.to)
              .map((item, i) => (
                <ItemLink key={item.label} site={site} item={item} className={`button ${i === 0 ? 'button-primary' : 'button-secondary'}`} />
              ))}
          </div>
        </div>
      </section>
    </div>
  );
}
