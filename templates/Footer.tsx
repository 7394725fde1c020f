import type { SiteData } from 'sitegen-cli';
import { ExternalIcon } from '@theme/icons.js';
import { ItemLink } from '@theme/ItemLink.js';

export function Footer({ site }: { site: SiteData }) {
  const { columns, copyright } = site.config.footer;
  if (columns.length === 0 && !copyright) return null;
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
                      {item.href ? <LabelWithIcon label={item.label} /> : item.label}
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

/** The label, its last word kept on one line with the external-link icon. */
function LabelWithIcon({ label }: { label: string }) {
  const split = label.lastIndexOf(' ') + 1;
  return (
    <>
      {label.slice(0, split)}
      <span className="nowrap">
        {label.slice(split)}
        <ExternalIcon />
      </span>
    </>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
