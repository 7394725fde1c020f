import type { Tokens } from '../marked.js';
import { namesFile } from '../shared/file-paths.js';
import type { MarkdownLink, MarkdownOptions } from './types.js';

const externalPattern = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** Points a link or image, written on `line`, at where its target is published, and says what became of it. */
export function rewriteLink(link: Tokens.Link | Tokens.Image, line: number, options: MarkdownOptions): MarkdownLink {
  const written = link.href;
  const resolved = rewriteHref(written, options);
  link.href = resolved ?? written;
  // A link to a Markdown file that is not there shows as its text: the published page links to no missing page.
  if (resolved === null && link.type === 'link') (link as Tokens.Generic).type = 'text';
  const described = link.type === 'image' ? { alt: link.text } : {};
  return { href: written, resolved: link.href, line, brokenMarkdown: resolved === null, ...described };
}

/**
 * Rewrites relative `.md` links to routes, relative links to other files to where they are published, and
 * site-absolute paths to include the base URL; null when a `.md` target is missing. Any other relative link is made
 * absolute where the page resolves routes, else stays as written; the link check reports it if it leads nowhere.
 */
function rewriteHref(href: string, options: MarkdownOptions): string | null {
  if (!href || href.startsWith('#') || externalPattern.test(href)) return href;
  const [pathPart] = href.split(/[?#]/);
  const target = decodedPath(pathPart);
  if (/\.mdx?$/i.test(pathPart)) {
    const route = options.resolveMarkdownLink(target);
    // A site path that names no Markdown file of the section may still be a page's or a static file's address.
    if (route === null && href.startsWith('/')) return options.withBase(href);
    return route === null ? null : route + href.slice(pathPart.length);
  }
  if (href.startsWith('/')) return options.withBase(href);
  const published = pathPart ? options.resolveFile(target) : null;
  if (published !== null) return published + href.slice(pathPart.length);
  // A missing file (`./table.png`) stays as written, for the link check to name it so.
  return pathPart && options.resolveRoute && !namesFile(pathPart)
    ? options.resolveRoute(pathPart) + href.slice(pathPart.length)
    : href;
}

/** A link's path with its %-escapes decoded; a `%` that starts no escape (`a%zz.png`) is taken as the character itself. */
function decodedPath(pathPart: string): string {
  try {
    return decodeURIComponent(pathPart);
  } catch {
    return pathPart;
  }
}
