import type { ResolvedConfig } from '../config/types.js';
import type { PostPage } from '../content/page.js';
import type { PageLink, Route, TagSummary } from './types.js';

/** The paginated list, one route per post, the tags index and one page per tag. */
export function blogRoutes(unsorted: PostPage[], config: ResolvedConfig): Route[] {
  const { routeBasePath: base, postsPerPage, title, description } = config.blog;
  const sorted = [...unsorted].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  // Unlisted posts have their own pages, but no list, tag or neighbour links to them.
  const posts = sorted.filter((post) => !post.unlisted);
  const origin = { file: config.configFile ?? 'site.config.ts' };
  const link = (post: PostPage | undefined): PageLink | null =>
    post ? { label: post.title, path: post.permalink } : null;
  const listPath = (page: number) => (page === 1 ? base : `${base}/page/${page}`);

  const totalPages = Math.max(1, Math.ceil(posts.length / postsPerPage));
  const lists: Route[] = Array.from({ length: totalPages }, (_, i) => ({
    kind: 'blog-list',
    path: listPath(i + 1),
    title: i === 0 ? title : `${title}, page ${i + 1}`,
    description,
    origin,
    posts: posts.slice(i * postsPerPage, (i + 1) * postsPerPage),
    page: i + 1,
    totalPages,
    newer: i > 0 ? listPath(i) : null,
    older: i + 1 < totalPages ? listPath(i + 2) : null,
  }));

  const listed = new Map(posts.map((post, i) => [post, i]));
  const postRoutes: Route[] = sorted.map((post) => ({
    kind: 'blog-post',
    path: post.permalink,
    title: post.title,
    description: post.description,
    origin: { file: post.source.relPath, line: post.permalinkLine },
    post,
    newer: listed.has(post) ? link(posts[listed.get(post)! - 1]) : null,
    older: listed.has(post) ? link(posts[listed.get(post)! + 1]) : null,
  }));

  const tags = new Map<string, TagSummary & { posts: PostPage[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.permalink) ?? { ...tag, count: 0, posts: [] };
      entry.count++;
      entry.posts.push(post);
      tags.set(tag.permalink, entry);
    }
  }
  const sortedTags = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  const tagRoutes: Route[] = sortedTags.map(({ posts: tagged, ...tag }) => ({
    kind: 'tag',
    path: tag.permalink,
    title: `${tag.count} post${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`,
    description: `Blog posts tagged "${tag.label}"`,
    origin,
    tag,
    posts: tagged,
  }));
  const tagsIndex: Route = {
    kind: 'tags',
    path: `${base}/tags`,
    title: 'Tags',
    description: `All tags of the ${title.toLowerCase()}`,
    origin,
    tags: sortedTags.map(({ posts: _, ...tag }) => tag),
  };
  return [...lists, ...postRoutes, tagsIndex, ...tagRoutes];
}
