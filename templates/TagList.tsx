import type { SiteData, Tag } from 'sitegen-cli';

/** A page's tags, each a link to its tag's page. */
export function TagList({ tags, site }: { tags: Tag[]; site: SiteData }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <a className="tag" href={site.withBase(tag.permalink)} rel="tag">
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
