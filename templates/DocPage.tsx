import type { PageProps } from 'sitegen';
import { formatDate, isoDate } from './format.js';
import { TocAside, TocMobile, tocItems } from './Toc.js';

export function DocPage({ site, route }: PageProps<'doc'>) {
  const { doc, category, previous, next } = route;
  const { docs } = site.config;
  const showToc = !doc.hideTableOfContents && tocItems(doc.headings).length > 0;
  const update = doc.lastUpdate;
  return (
    <div className={`doc${showToc ? ' doc-with-toc' : ''}`} data-docs-version="current">
      <article className="doc-article">
        <div className="doc-meta">
          <nav className="breadcrumbs" aria-label="Breadcrumbs">
            <ol>
              <li>
                <a href={site.withBase('/')}>Home</a>
              </li>
              {category ? <li>{category}</li> : null}
              <li aria-current="page">{doc.sidebarLabel}</li>
            </ol>
          </nav>
          <span className="version-badge" title="Documentation version">
            Version: {docs.versionLabel}
          </span>
        </div>
        <header>
          <h1 className="doc-title" id="page-title" tabIndex={-1}>
            {doc.title}
          </h1>
        </header>
        {showToc ? <TocMobile headings={doc.headings} /> : null}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
        <footer className="doc-footer">
          {doc.editUrl ? (
            <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          ) : null}
          {update && (docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? (
            <p className="last-updated">
              Last updated
              {docs.showLastUpdateTime && update.date ? (
                <>
                  {' on '}
                  <time dateTime={isoDate(update.date)}>{formatDate(update.date)}</time>
                </>
              ) : null}
              {docs.showLastUpdateAuthor && update.author ? (
                <>
                  {' by '}
                  <span className="last-updated-author">{update.author}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </footer>
        {previous || next ? (
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
        ) : null}
      </article>
      {showToc ? <TocAside headings={doc.headings} /> : null}
    </div>
  );
}
