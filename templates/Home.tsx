import type { PageProps, SidebarEntry } from 'sitegen-cli';
import { ItemLink } from '@theme/ItemLink.js';
import { navbarLinks } from '@theme/navbarItems.js';

/**
 * The home page of a site without a `content/pages/index` of its own: its title, tagline, the navbar's links to its
 * pages, and a card for each top-level entry of the first docs sidebar.
 */
export function Home({ site }: PageProps<'home'>) {
  const { config } = site;
  const cards = (Object.values(site.sidebars)[0] ?? []).flatMap(docCard);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="page-title">
        <div className="hero-text">
          <h1 className="hero-title" id="page-title" tabIndex={-1}>
            {config.title}
          </h1>
          {config.tagline ? <p className="hero-tagline">{config.tagline}</p> : null}
          <div className="hero-actions">
            {navbarLinks(site)
              .filter((item) => item.to)
              .map((item, i) => (
                <ItemLink
                  key={item.label}
                  site={site}
                  item={item}
                  className={`button ${i === 0 ? 'button-primary' : 'button-secondary'}`}
                />
              ))}
          </div>
        </div>
      </section>
      {cards.length > 0 ? (
        <ul className="index-cards">
          {cards.map((card) => (
            <li key={card.path} className="index-card">
              <a href={site.withBase(card.path)}>
                <h2 className="index-card-title">{card.label}</h2>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A doc or a category of the sidebar as a card: its label and where it leads. */
function docCard(entry: SidebarEntry): Array<{ label: string; path: string }> {
  if (entry.type === 'doc' || entry.type === 'category') return [{ label: entry.label, path: entry.path }];
  return [];
}
