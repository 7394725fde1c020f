import type { Heading } from 'sitegen-cli';

/** The headings a table of contents lists: the second and third levels, unless the page asks for others. */
export function tocItems(headings: Heading[], levels = { min: 2, max: 3 }): Heading[] {
  return headings.filter((h) => h.depth >= levels.min && h.depth <= levels.max);
}

/** The headings `tocItems` chose as links, for both tables of contents; each level below the first is indented. */
export function TocList({ headings }: { headings: Heading[] }) {
  return (
    <ul className="toc-list">
      {headings.map((h) => (
        <li key={h.id} className={`toc-depth-${h.depth}`}>
          <a href={`#${h.id}`} className="toc-link" dangerouslySetInnerHTML={{ __html: h.html }} />
        </li>
      ))}
    </ul>
  );
}
