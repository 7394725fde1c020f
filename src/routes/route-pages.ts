import type { DocPage, MarkdownPage, Page, PostPage } from '../content/page.js';
import type { Route } from './types.js';

/** The route with each Markdown page it shows replaced by `change`'s version of it. */
export function withRoutePages(route: Route, change: <P extends Page>(page: P) => P): Route {
  switch (route.kind) {
    case 'doc':
      return { ...route, doc: change<DocPage>(route.doc) };
    case 'blog-post':
      return { ...route, post: change<PostPage>(route.post) };
    case 'blog-list':
    case 'blog-author':
    case 'tag':
      return { ...route, posts: route.posts.map((post) => change<PostPage>(post)) };
    case 'markdown-page':
      return { ...route, markdown: change<MarkdownPage>(route.markdown) };
    default:
      return route;
  }
}
