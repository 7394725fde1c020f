import type { ResolvedConfig } from '../config/types.js';
import type { PostPage } from '../content/page.js';
import type { ArchiveYear, AuthorSummary, PageLink, PostListPage, Route } from './types.js';

/** The posts by year, newest year first, each year's posts newest first: what the blog's archive lists. */
export function archiveYears(posts: PostPage[]): ArchiveYear[] {
  const years = new Map<number, ArchiveYear>();
  const newestFirst = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime());
  for (const post of newestFirst) {
    const year = post.date.getUTCFullYear();
    if (!years.has(year)) years.set(year, { year, posts: [] });
    years.get(year)!.posts.push({ label: post.title, path: post.permalink, date: post.date });
  }
  return [...years.values()];
}

/** The archive, at `archiveBasePath` below the blog's route. */
export function archiveRoute(posts: PostPage[], config: ResolvedConfig): Route {
  return {
    kind: 'blog-archive',
    path: `${config.blog.routeBasePath}${config.blog.archiveBasePath}`,
    title: 'Archive',
    description: 'Archive',
    origin: { file: config.configFile ?? 'site.config.ts' },
    years: archiveYears(posts),
  };
}

/** The authors with a page of their own (`page: true` in `authors.yml`) who wrote the posts, in the order first met. */
export function authorsWithPages(posts: PostPage[]): Array<AuthorSummary & { posts: PostPage[] }> {
  const authors = new Map<string, AuthorSummary & { posts: PostPage[] }>();
  for (const post of posts) {
    for (const author of post.authors) {
      if (!author.page || !author.key) continue;
      const entry = authors.get(author.page) ?? { ...author, key: author.key, path: author.page, count: 0, posts: [] };
      entry.count++;
      entry.posts.push(post);
      authors.set(author.page, entry);
    }
  }
  return [...authors.values()];
}

/** The authors' list, when some author has a page, and each author's posts, paginated as the blog's list is. */
export function authorRoutes(
  posts: PostPage[],
  { config, recent }: { config: ResolvedConfig; recent: PageLink[] },
): Route[] {
  const authors = authorsWithPages(posts);
  if (authors.length === 0) return [];
  const origin = { file: config.configFile ?? 'site.config.ts' };
  const summaries = authors.map(({ posts: _, ...author }) => author);
  const list: Route = {
    kind: 'blog-authors',
    path: `${config.blog.routeBasePath}/authors`,
    title: 'Authors',
    description: `The authors of the ${config.blog.title.toLowerCase()}`,
    origin,
    authors: summaries,
  };
  return [
    list,
    ...authors.flatMap(({ posts: written, ...author }) =>
      paginate(written, author.path, config.blog.postsPerPage).map((page): Route => ({
        kind: 'blog-author',
        title: `${author.name} - ${author.count} post${author.count === 1 ? '' : 's'}`,
        description: author.title ?? `Posts by ${author.name}`,
        origin,
        author,
        ...page,
        recent,
      })),
    ),
  ];
}

/** The pages of a list of posts below `base`: `base` itself, then `base/page/2`, each with its neighbours. */
export function paginate(posts: PostPage[], base: string, perPage: number): Array<PostListPage & { path: string }> {
  const listPath = (page: number) => (page === 1 ? base : `${base}/page/${page}`);
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => ({
    path: listPath(i + 1),
    posts: posts.slice(i * perPage, (i + 1) * perPage),
    page: i + 1,
    totalPages,
    newer: i > 0 ? listPath(i) : null,
    older: i + 1 < totalPages ? listPath(i + 2) : null,
  }));
}
