import { namesFile } from '../shared/file-paths.js';

/** The site's base URL, written on `<html data-base-url>` by the build. */
export const baseUrl = document.documentElement.dataset.baseUrl ?? '/';

/** Whether a link leads to a page of this site that the router can show without a full load. */
export function isSiteRoute(link: HTMLAnchorElement): boolean {
  if (link.origin !== location.origin) return false;
  if (link.target && link.target !== '_self') return false;
  // A link to the page in another language (`hreflang`) leads to another locale's site, with a runtime of its own.
  if (link.hasAttribute('download') || link.hreflang || link.getAttribute('rel')?.includes('external')) return false;
  if (!link.pathname.startsWith(baseUrl) && link.pathname + '/' !== baseUrl) return false;
  // Files such as feeds, images and downloads are not pages.
  return !namesFile(link.pathname);
}

/** The path of a page, the way chunks and history name it: no trailing slash, except the root. */
export function pagePath(pathname: string): string {
  return pathname === '/' ? pathname : pathname.replace(/\/$/, '') || '/';
}

/** The id a URL's `#fragment` names; one that is not valid percent-encoding (`#100%`) names the id as written. */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
