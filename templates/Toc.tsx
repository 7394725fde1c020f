import type { Heading } from 'sitegen-cli';

export function tocItems(headings: Heading[]): Heading[] {
  return headings.filter((h) => h.depth === 2 || h.depth === 3);
}

function TocList({ headings }: { headings: Heading[] }) {
  return (
    <ul className="toc-list">
      {tocItems(headings).map((h) => (
        <li key={h.id} className={`toc-depth-${h.depth}`}>
          <a href={`#${h.id}`} className="toc-link" dangerouslySetInnerHTML={{ __html: h.html }} />
        </li>
      ))}
    </ul>
  );
}

/** Folded table of contents shown above the content on narrow screens. */
export function TocMobile({ headings }: { headings: Heading[] }) {
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList headings={headings} />
    </details>
  );
}

/** The table of contents beside the content on wide screens; the client highlights the section in view. */
export function TocAside({ headings }: { headings: Heading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} />
    </nav>
  );
}
