import type { PageProps } from 'sitegen-cli';
import { Breadcrumbs } from '@theme/Breadcrumbs.js';
import { Pager } from '@theme/Pager.js';
import { formatDate, isoDate } from '@theme/format.js';
import { TagList } from '@theme/TagList.js';
import { TocAside } from '@theme/TocAside.js';
import { tocItems } from '@theme/TocList.js';
import { TocMobile } from '@theme/TocMobile.js';
import { translate, translateWith } from '@theme/translate.js';
import { textLanguage, UntranslatedNotice } from '@theme/UntranslatedNotice.js';
import { VersionBadge, VersionBanner, versionAttributes, versionOf } from '@theme/VersionNotice.js';

/** A doc whose HTML is longer than this many characters lays out its blocks as they come near the screen (`.long`). */
const LONG_DOC_CHARACTERS = 100_000;

export function DocPage({ site, route }: PageProps<'doc'>) {
  const { doc, categories, previous, next } = route;
  const { docs } = site.config;
  const toc = doc.hideTableOfContents ? [] : tocItems(doc.headings, doc.tocLevels);
  const showToc = toc.length > 0;
  const update = doc.lastUpdate;
  return (
    <div
      className={`doc${showToc ? ' doc-with-toc' : ''} ${versionOf(site, route).className}`}
      {...versionAttributes(site, route)}
    >
      <article className="doc-article">
        <VersionBanner site={site} route={route} />
        <UntranslatedNotice site={site} page={doc} path={route.path} />
        <div className="doc-meta">
          <Breadcrumbs site={site} categories={categories} current={doc.sidebarLabel} path={doc.permalink} />
          <VersionBadge site={site} route={route} />
        </div>
        <header>
          <h1 className="doc-title" id="page-title" tabIndex={-1}>
            {doc.title}
          </h1>
        </header>
        {showToc ? <TocMobile site={site} headings={toc} /> : null}
        <div
          className={doc.html.length > LONG_DOC_CHARACTERS ? 'markdown long' : 'markdown'}
          {...textLanguage(site, doc)}
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
        {doc.tags.length > 0 ? (
          <div className="doc-tags">
            <b>{translate(site, 'theme.tags.tagsListLabel', 'Tags:')}</b>
            <TagList tags={doc.tags} site={site} />
          </div>
        ) : null}
        <footer className="doc-footer">
          {doc.editUrl ? (
            <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">
              {translate(site, 'theme.common.editThisPage', 'Edit this page')}
            </a>
          ) : null}
          {update && (docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? (
            <p className="last-updated">
              {translateWith(site, 'theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
                atDate:
                  docs.showLastUpdateTime && update.date
                    ? translateWith(site, 'theme.lastUpdated.atDate', ' on {date}', {
                        date: <time dateTime={isoDate(update.date)}>{formatDate(update.date, site)}</time>,
                      })
                    : null,
                byUser:
                  docs.showLastUpdateAuthor && update.author
                    ? translateWith(site, 'theme.lastUpdated.byUser', ' by {user}', {
                        user: <span className="last-updated-author">{update.author}</span>,
                      })
                    : null,
              })}
            </p>
          ) : null}
        </footer>
        <Pager site={site} previous={previous} next={next} />
      </article>
      {showToc ? <TocAside site={site} headings={toc} /> : null}
    </div>
  );
}
