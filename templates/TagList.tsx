import type { PostPage, SiteData } from 'sitegen-cli';

export function TagList({ post, site }: { post: PostPage; site: SiteData }) {
  if (post.tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.permalink}>
          <a className="tag" href={site.withBase(tag.permalink)} rel="tag">
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
