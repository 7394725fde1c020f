import type { PageProps } from 'sitegen-cli';
import { plural, translate } from '@theme/translate.js';

/** The docs of a version with one tag: title and description of each, as Docusaurus lists them. */
export function DocsTagPage({ site, route }: PageProps<'docs-tag'>) {
  const { tag } = route;
  const nDocsTagged = plural(
    site,
    translate(site, 'theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged'),
    tag.count,
  );
  return (
    <div className="docs-tag container-narrow">
      <header className="blog-header">
        <h1 id="page-title" tabIndex={-1}>
          {translate(site, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
            nDocsTagged,
            tagName: tag.label,
          })}
        </h1>
        {tag.description ? <p className="blog-description">{tag.description}</p> : null}
        <a className="back-link" href={site.withBase(route.allTagsPath)}>
          {translate(site, 'theme.tags.tagsPageLink', 'View all tags')}
        </a>
      </header>
      <div className="tagged-docs">
        {route.docs.map((doc) => (
          <article className="tagged-doc" key={doc.path}>
            <h2>
              <a href={site.withBase(doc.path)}>{doc.title}</a>
            </h2>
            {doc.description ? <p>{doc.description}</p> : null}
          </article>
        ))}
      </div>
    </div>
  );
}
