import type { SiteData } from 'sitegen';
import { ExternalIcon } from './icons.js';
import { ItemLink } from './Link.js';

export function Footer({ site }: { site: SiteData }) {
  const { columns, copyright } = site.config.footer;
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          {columns.map((column) => (
            <section className="footer-column" key={column.title} aria-labelledby={`footer-${slug(column.title)}`}>
              <h2 className="footer-title" id={`footer-${slug(column.title)}`}>
                {column.title}
              </h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <ItemLink site={site} item={item} className="footer-link">
                      {item.label}
                      {item.href ? <ExternalIcon /> : null}
                    </ItemLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {copyright ? <p className="footer-copyright">{copyright}</p> : null}
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
