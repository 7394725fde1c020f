import { notIndexed } from '../routes/indexing.js';
import type { Route } from '../routes/types.js';
import { absoluteUrl, xml, type FeedSite } from './feeds.js';
import type { OutputFile } from '../write/output.js';

/**
 * `sitemap.xml` with every page's absolute address (not those search engines are asked to leave out, nor pages that
 * point elsewhere as canonical), and `robots.txt` naming it.
 */
export function sitemapFiles(routes: Route[], site: FeedSite): OutputFile[] {
  const absolute = (path: string) => absoluteUrl(site, path);
  const entries = routes
    .filter((route) => !route.canonicalPath && !notIndexed(route, site.config))
    .map((route) => {
      const modified =
        route.kind === 'doc' ? route.doc.lastUpdate?.date : route.kind === 'blog-post' ? route.post.date : undefined;
      return `<url><loc>${xml(absolute(route.path))}</loc>${modified ? `<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    });
  const sitemap = `<?xml version="1.0" encoding="utf-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
  return [
    { path: 'sitemap.xml', contents: sitemap },
    { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n` },
  ];
}
