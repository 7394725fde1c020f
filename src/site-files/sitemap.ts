import type { LocaleConfig } from '../config/locale.js';
import { joinBase } from '../context.js';
import { notIndexed } from '../routes/indexing.js';
import type { Route } from '../routes/types.js';
import { absoluteUrl, xml, type FeedSite } from './feeds.js';
import type { OutputFile } from '../write/output.js';

/**
 * `sitemap.xml` with every page's absolute address (not those search engines are asked to leave out, nor pages that
 * point elsewhere as canonical), with the same page in each of the site's languages; and, at the site's root,
 * `robots.txt` naming each language's sitemap.
 */
export function sitemapFiles(routes: Route[], site: FeedSite): OutputFile[] {
  const { locales, locale, defaultLocale } = site.config.i18n;
  const inLocale = (each: LocaleConfig, path: string) =>
    absoluteUrl({ config: site.config, withBase: (route) => joinBase(each.baseUrl, route) }, path);
  const alternates = (path: string) =>
    locales.length < 2
      ? ''
      : locales
          .map(
            (each) =>
              `<xhtml:link rel="alternate" hreflang="${xml(each.htmlLang)}" href="${xml(inLocale(each, path))}"/>`,
          )
          .join('');
  const entries = routes
    .filter((route) => !route.canonicalPath && !notIndexed(route, site.config))
    .map((route) => {
      const modified =
        route.kind === 'doc' ? route.doc.lastUpdate?.date : route.kind === 'blog-post' ? route.post.date : undefined;
      return `<url><loc>${xml(absoluteUrl(site, route.path))}</loc>${modified ? `<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(route.path)}</url>`;
    });
  const namespaces =
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    (locales.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const sitemap = `<?xml version="1.0" encoding="utf-8"?>\n<urlset ${namespaces}>${entries.join('')}</urlset>\n`;
  const sitemaps = locales.map((each) => `Sitemap: ${inLocale(each, '/sitemap.xml')}\n`).join('');
  return [
    { path: 'sitemap.xml', contents: sitemap },
    ...(locale.name === defaultLocale
      ? [{ path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\n${sitemaps}` }]
      : []),
  ];
}
