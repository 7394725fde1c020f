import type { ResolvedConfig } from '../config/types.js';
import type { Route } from './types.js';

/** The page a route shows from the site's content, if any: a doc, a post or a Markdown page. */
function contentOf(route: Route) {
  if (route.kind === 'doc') return route.doc;
  if (route.kind === 'blog-post') return route.post;
  return route.kind === 'markdown-page' ? route.markdown : null;
}

/** Whether search engines are asked to leave a route out: the 404 page, an unlisted page, a `noIndex` version's. */
export function notIndexed(route: Route, config: ResolvedConfig): boolean {
  if (route.kind === 'not-found' || contentOf(route)?.unlisted) return true;
  if (
    route.kind !== 'doc' &&
    route.kind !== 'generated-index' &&
    route.kind !== 'docs-tags' &&
    route.kind !== 'docs-tag'
  )
    return false;
  return config.docs.versions.some((version) => version.name === route.version && version.noIndex);
}
