import { redirectFile, type Redirect } from '../config/redirects.js';
import type { LocaleConfig } from '../config/locale.js';
import { joinBase } from '../context.js';
import { escapeHtml } from '../html-text.js';
import { extractLinks, type PageLinks } from '../links/extract.js';
import { absoluteUrl, type FeedSite } from './feeds.js';

/** What a redirect's page needs of its site: its config (its address, its locale) and the base URL. */
export type RedirectSite = FeedSite;

const external = (to: string) => /^https?:\/\//i.test(to);

/**
 * The page at a redirect's old path: a meta refresh to its target, the target as canonical, kept out of search
 * engines, and a plain link for a reader whose browser does not follow the refresh. No script.
 */
export function redirectPage(
  { from, to }: Redirect,
  site: RedirectSite,
): { file: string; html: string; target: string; links: PageLinks } {
  const target = external(to) ? to : site.withBase(to);
  // A canonical address names a page: a target's query and fragment are left out.
  const canonical = external(to) ? to : absoluteUrl(site, to.replace(/[?#].*/, ''));
  const { htmlLang, direction } = site.config.i18n.locale;
  const url = escapeHtml(target);
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(htmlLang)}" dir="${direction}">
<head>
<meta charset="utf-8">
<title>${url}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${url}">
<link rel="canonical" href="${escapeHtml(canonical)}">
</head>
<body>
<p><a href="${url}">${url}</a></p>
</body>
</html>
`;
  return { file: redirectFile(from), html, target, links: extractLinks(html) };
}

/**
 * `_redirects`, as Netlify and Cloudflare Pages read it: `from to 301` a line, under each locale's base URL, since
 * hosts read only the file at the root of the output.
 */
export function redirectsFile(redirects: Redirect[], locales: LocaleConfig[]): string {
  return locales
    .flatMap(({ baseUrl }) =>
      redirects.map(({ from, to }) => `${baseUrl}${from.slice(1)} ${external(to) ? to : joinBase(baseUrl, to)} 301\n`),
    )
    .join('');
}
