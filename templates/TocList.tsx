import type { Heading } from 'sitegen-cli';

export function tocItems(headings: Heading[]): Heading[] {
  return headings.filter((h) => h.depth === 2 || h.depth === 3);
}

/** The page's second- and third-level headings as links, for both tables of contents. */
export function TocList({ headings }: { headings: Heading[] }) {
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
