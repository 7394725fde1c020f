import type { PageProps } from 'sitegen-cli';
import { Breadcrumbs } from '@theme/Breadcrumbs.js';
import { Pager } from '@theme/Pager.js';
import { VersionBadge, VersionBanner, versionAttributes, versionOf } from '@theme/VersionNotice.js';

/** A category's own page: its description, then a card for each of its items. */
export function GeneratedIndex({ site, route }: PageProps<'generated-index'>) {
  return (
    <div className={`doc ${versionOf(site, route).className}`} {...versionAttributes(site, route)}>
      <article className="doc-article generated-index">
        <VersionBanner site={site} route={route} />
        <div className="doc-meta">
          <Breadcrumbs site={site} categories={route.categories} current={route.label} path={route.path} />
          <VersionBadge site={site} route={route} />
        </div>
        <header>
          <h1 className="doc-title" id="page-title" tabIndex={-1}>
            {route.title}
          </h1>
          {route.description ? <p className="generated-index-description">{route.description}</p> : null}
        </header>
        <ul className="index-cards">
          {route.cards.map((card) => (
            <li key={card.path} className={`index-card index-card-${card.type}`}>
              <a href={card.path.startsWith('/') ? site.withBase(card.path) : card.path}>
                <h2 className="index-card-title">{card.label}</h2>
                {card.description ? <p className="index-card-description">{card.description}</p> : null}
              </a>
            </li>
          ))}
        </ul>
        <Pager site={site} previous={route.previous} next={route.next} />
      </article>
    </div>
  );
}
