import type { ResolvedConfig } from '../config/types.js';
import type { PostPage } from '../content/page.js';
import { escapeHtml } from '../html-text.js';
import type { OutputFile } from '../write/output.js';

export interface FeedSite {
  config: ResolvedConfig;
  withBase(path: string): string;
}

/** RSS 2.0 and Atom feeds of the blog's posts, newest first, as the config asks. */
export function blogFeeds(posts: PostPage[], { config, withBase }: FeedSite): OutputFile[] {
  const { feed, routeBasePath } = config.blog;
  if (feed.type === 'none') return [];
  const absolute = (path: string) => absoluteUrl({ config, withBase }, path);
  const sorted = posts
    .filter((post) => !post.unlisted)
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, 20);
  const updated = (sorted[0]?.date ?? new Date(0)).toISOString();
  const content = (post: PostPage) => absoluteUrls(post.html, config.url);
  const files: OutputFile[] = [];

  if (feed.type === 'rss' || feed.type === 'all') {
    const items = sorted.map(
      (post) =>
        `<item><title>${xml(post.title)}</title><link>${xml(absolute(post.permalink))}</link>` +
        `<guid isPermaLink="true">${xml(absolute(post.permalink))}</guid><pubDate>${post.date.toUTCString()}</pubDate>` +
        `<description>${htmlText(post.description)}</description><content:encoded>${xml(content(post))}</content:encoded>` +
        post.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`).join('') +
        post.tags.map((t) => `<category>${xml(t.label)}</category>`).join('') +
        `</item>`,
    );
    files.push({
      path: `${routeBasePath.slice(1)}/rss.xml`,
      contents:
        `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
        `<title>${xml(feed.title)}</title><link>${xml(absolute(routeBasePath))}</link><description>${htmlText(feed.description)}</description>` +
        `<language>en</language><lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>` +
        (feed.copyright ? `<copyright>${xml(feed.copyright)}</copyright>` : '') +
        `<atom:link href="${xml(absolute(`${routeBasePath}/rss.xml`))}" rel="self" type="application/rss+xml"/>` +
        items.join('') +
        `</channel></rss>\n`,
    });
  }
  if (feed.type === 'atom' || feed.type === 'all') {
    const entries = sorted.map(
      (post) =>
        `<entry><title type="text">${xml(post.title)}</title><id>${xml(absolute(post.permalink))}</id>` +
        `<link href="${xml(absolute(post.permalink))}"/><published>${post.date.toISOString()}</published><updated>${post.date.toISOString()}</updated>` +
        `<summary type="text">${xml(post.description)}</summary><content type="html">${xml(content(post))}</content>` +
        post.authors
          .map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`)
          .join('') +
        post.tags.map((t) => `<category term="${xml(t.label)}"/>`).join('') +
        `</entry>`,
    );
    files.push({
      path: `${routeBasePath.slice(1)}/atom.xml`,
      contents:
        `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">` +
        `<id>${xml(absolute(routeBasePath))}</id><title>${xml(feed.title)}</title><subtitle>${xml(feed.description)}</subtitle><updated>${updated}</updated>` +
        `<link rel="alternate" href="${xml(absolute(routeBasePath))}"/><link rel="self" href="${xml(absolute(`${routeBasePath}/atom.xml`))}"/>` +
        (feed.copyright ? `<rights>${xml(feed.copyright)}</rights>` : '') +
        entries.join('') +
        `</feed>\n`,
    });
  }
  return files;
}

/**
 * The full address of a site path for feeds and the sitemap, which need valid URLs: what a URL cannot hold as it is
 * (spaces, quotes, angle brackets, `?`, `#`, non-ASCII letters) is percent-encoded, and escapes already there are kept.
 */
export function absoluteUrl({ config, withBase }: FeedSite, path: string): string {
  const bytes = (text: string) =>
    [...Buffer.from(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  return config.url + withBase(path).replace(/%(?![\da-f]{2})|[^\w\-.~!$&'()*+,;=:@/%]+/gi, bytes);
}

/** Feed readers have no page to resolve `/path` against, so site-absolute links get the origin. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * Text for an RSS element readers take as HTML (`<description>`): escaped as HTML, then as XML, so that a reader shows
 * `<img onerror=…>` written in a post as those characters instead of making an element of them.
 */
function htmlText(text: string): string {
  return xml(escapeHtml(text));
}

/** Text escaped for XML, without the control characters and lone surrogates XML 1.0 forbids even as references. */
export function xml(text: string): string {
  return text
    .replace(
      /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
