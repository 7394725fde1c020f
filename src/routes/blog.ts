import { tagsPath } from '../content/tags.js';
import type { ResolvedConfig } from '../config/types.js';
import type { PostPage } from '../content/page.js';
import { archiveRoute, authorRoutes, paginate } from './blog-pages.js';
import { collectTags, tagLetters, tagSummaries } from './tags.js';
import type { PageLink, Route } from './types.js';

/**
 * The paginated list, one route per post, the tags index and one page per tag, the archive, and the authors' pages.
 * Each list and post shows the newest posts in the blog's sidebar.
 */
export function blogRoutes(unsorted: PostPage[], config: ResolvedConfig): Route[] {
  const { routeBasePath: base, postsPerPage, title, description, blogSidebarCount } = config.blog;
  const sorted = [...unsorted].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  // Unlisted posts have their own pages, but no list, tag or neighbour links to them.
  const posts = sorted.filter((post) => !post.unlisted);
  const origin = { file: config.configFile ?? 'site.config.ts' };
  const link = (post: PostPage | undefined): PageLink | null =>
    post ? { label: post.title, path: post.permalink } : null;
  const recent = posts
    .slice(0, blogSidebarCount === 'ALL' ? posts.length : blogSidebarCount)
    .map((post) => link(post)!);

  const lists: Route[] = paginate(posts, base, postsPerPage).map((list) => ({
    kind: 'blog-list',
    title: list.page === 1 ? title : `${title}, page ${list.page}`,
    description,
    origin,
    ...list,
    recent,
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
    recent,
  }));

  const tags = collectTags(posts, (post) => post.tags);
  const tagRoutes: Route[] = tags.map(({ items: tagged, ...tag }) => ({
    kind: 'tag',
    path: tag.permalink,
    title: `${tag.count} post${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`,
    description: tag.description ?? `Blog posts tagged "${tag.label}"`,
    origin,
    tag,
    posts: tagged,
    recent,
  }));
  const tagsIndex: Route = {
    kind: 'tags',
    path: tagsPath(base),
    title: 'Tags',
    description: `All tags of the ${title.toLowerCase()}`,
    origin,
    tags: tagSummaries(tags),
    letters: tagLetters(tagSummaries(tags)),
  };
  const archive = config.blog.archiveBasePath === null ? [] : [archiveRoute(posts, config)];
  return [...lists, ...postRoutes, tagsIndex, ...tagRoutes, ...archive, ...authorRoutes(posts, { config, recent })];
}
