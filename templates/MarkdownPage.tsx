import type { PageProps } from 'sitegen-cli';
import { textLanguage, UntranslatedNotice } from '@theme/UntranslatedNotice.js';

/**
 * A Markdown page of content/pages/: its text alone, titled by its front matter when its Markdown has no heading of
 * its own. A React page drawn inside `@theme/Layout` takes the whole content area, as it does in Docusaurus.
 */
export function MarkdownPage({ site, route }: PageProps<'markdown-page'>) {
  const page = route.markdown;
  if (page.ownLayout) return <div className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />;
  const ownHeading = /<h1[\s>]/.test(page.html);
  return (
    <article className="markdown-page container-narrow">
      <UntranslatedNotice site={site} page={page} path={route.path} />
      {ownHeading ? null : (
        <h1 id="page-title" tabIndex={-1}>
          {page.title}
        </h1>
      )}
      <div className="markdown" {...textLanguage(site, page)} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
