import type { PageProps } from 'sitegen-cli';
import { ItemLink } from './Link.js';

/** The home page of a site without a `content/pages/index.tsx` of its own: its title, tagline and navbar links. */
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
            {config.navbar.items
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
