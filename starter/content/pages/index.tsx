import type { PageProps } from 'sitegen-cli';

export const meta = {
  description: 'Documentation written in Markdown and published as a fast static site.',
};

/** The home page: `content/pages/index.tsx` is published at `/`. Edit it like any React component. */
export default function Home({ site }: PageProps<'page'>) {
  const base = site.config.docs.routeBasePath;
  const docs = (path?: string) => site.withBase(path ? `${base}/${path}` : base);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="page-title">
        <div className="hero-text">
          <h1 className="hero-title" id="page-title" tabIndex={-1}>
            {site.config.title}
          </h1>
          {site.config.tagline ? <p className="hero-tagline">{site.config.tagline}</p> : null}
          <div className="hero-actions">
            <a className="button button-primary" href={docs()}>
              Get started
            </a>
            <a className="button button-secondary" href={docs('guides/writing-docs')}>
              Write a page
            </a>
          </div>
        </div>
      </section>

      <section className="features" aria-label="What this site offers">
        <article className="feature">
          <h2>Written in Markdown</h2>
          <p>Each page is a Markdown file in content/docs/. Add a file and it appears in the sidebar, in its folder's section.</p>
        </article>
        <article className="feature">
          <h2>Easy to search</h2>
          <p>Every page is indexed when the site is built. Press Ctrl+K or / on any page to search, even offline.</p>
        </article>
        <article className="feature">
          <h2>Fast everywhere</h2>
          <p>Pages are plain HTML that work without JavaScript, and links between them load instantly once it runs.</p>
        </article>
      </section>
    </div>
  );
}
