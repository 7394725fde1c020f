import type { MarkdownLink } from '../markdown/types.js';
import { closest } from '../closest.js';
import type { PageLinks } from './extract.js';

/** A page of a built site, as the checker sees it: its links and anchors, read with `extractLinks`. */
export interface CheckablePage extends PageLinks {
  /** Path of the output file, relative to the site folder: `docs/faq/index.html`. */
  file: string;
  /** The Markdown the page came from, to name the file and line of each link. */
  source?: { file: string; links: MarkdownLink[] };
  /** A redirect's page, never offered as the page a broken link meant. */
  redirect?: boolean;
}

/** A built site as the link check takes it: its pages, every file, and the pages rendered anew (the others are the last build's). */
export interface CheckedSite {
  pages: CheckablePage[];
  files: ReadonlySet<string>;
  fresh: ReadonlySet<CheckablePage>;
}

export interface BrokenLink {
  /** A page or file of the site, an anchor on one, or an external URL (checked on request only). */
  kind: 'link' | 'anchor' | 'external';
  /** The page the link is on, as its output file. */
  page: string;
  /** The link as written. */
  href: string;
  /** The site path it resolved to. */
  resolved: string;
  /** Markdown file and line the link came from, when it came from Markdown. */
  source?: { file: string; line: number };
  suggestion?: string;
  /** Why an external URL failed: `HTTP 404`, `no answer within 10000 ms`. */
  reason?: string;
  /**
   * A link to a page written in other letter case (`/docs/Setup` for `/docs/setup`): Docusaurus's router and hosts
   * that ignore case serve it, others answer 404. Reported, never failing a build.
   */
  letterCase?: boolean;
}

export interface CheckOptions {
  baseUrl: string;
  /** Patterns (`*` wildcard) of targets never to report. */
  ignore?: string[];
  /** The base URLs of the site's other locales, each built as a site of its own: links into them are theirs. */
  otherLocales?: string[];
  /** The pages whose links are checked, against all of them; every page unless given. */
  checked?: CheckablePage[];
}

const site = 'http://site.invalid';

/** Every link and anchor on the site's own origin that points nowhere, on the `checked` pages (all unless said). */
export function findBrokenLinks(
  pages: CheckablePage[],
  files: ReadonlySet<string>,
  { baseUrl, ignore = [], otherLocales = [], checked = pages }: CheckOptions,
): BrokenLink[] {
  const anchorsOf = new Map<string, Set<string>>(pages.map((page) => [page.file, page.anchors]));
  const ignorePatterns = ignore.map(wildcard);
  const pageUrls = pages.filter((page) => !page.redirect).map((page) => urlOfFile(page.file, baseUrl));
  const broken: BrokenLink[] = [];

  const ignored = (target: string) => ignorePatterns.length > 0 && ignorePatterns.some((re) => re.test(target));
  // Most links are site-absolute and repeat on every page (navbar, sidebar, footer): each is resolved once.
  const absolute = new Map<string, Target | null>();
  // A page's links to its own headings (`#usage`) repeat from page to page too: each is decoded once.
  const fragments = new Map<string, string>();
  const fragmentOf = (href: string) => fragments.get(href) ?? fragments.set(href, safeDecode(href.slice(1))).get(href)!;
  // A missing page is often linked from many pages (a sidebar's, a renamed doc's): its nearest page is found once.
  const nearestPages = new Map<string, string | undefined>();
  // Looked up only for a link to no file, which is rare: the files by their lower-case path, made on first need.
  let byLowerCase: { files: Set<string>; original: Map<string, string> } | null = null;
  const fileInOtherCase = (pathname: string) => {
    if (!byLowerCase) {
      const original = new Map([...files].map((file) => [file.toLowerCase(), file]));
      byLowerCase = { files: new Set(original.keys()), original };
    }
    const lower = resolveFile(pathname.toLowerCase(), byLowerCase.files, baseUrl.toLowerCase());
    return lower === null ? null : byLowerCase.original.get(lower)!;
  };
  const nearestPage = (pathname: string) => {
    if (!nearestPages.has(pathname)) nearestPages.set(pathname, closest(pathname, pageUrls) ?? undefined);
    return nearestPages.get(pathname);
  };
  for (const page of checked) {
    const pageUrl = new URL(urlOfFile(page.file, baseUrl), site);
    const here = { file: page.file, pathname: safeDecode(pageUrl.pathname) };
    const warnedMarkdown = new Set(page.source?.links.filter((l) => l.brokenMarkdown).map((l) => l.resolved));
    for (const href of page.targets) {
      if (href === '' || href === '#' || warnedMarkdown.has(href) || ignored(href)) continue;
      const cacheable = href.startsWith('/') && !href.startsWith('//');
      let target = cacheable
        ? absolute.get(href)
        : href.startsWith('#')
          ? fragmentOn(here, href, fragmentOf(href))
          : undefined;
      if (target === undefined) {
        target = resolveTarget(href, { pageUrl, files, baseUrl });
        if (cacheable) absolute.set(href, target);
      }
      if (target === null) {
        broken.push(brokenLink(page, { kind: 'link', href, resolved: href }));
        continue;
      }
      if (!target.onSite) continue;
      if (target.file === null) {
        if (ignored(target.pathname) || inOtherLocale(target.pathname, baseUrl, otherLocales)) continue;
        // A path outside the base URL is another app's on the same host (a `/docs/` site linking to `/pricing`).
        if (!withinBase(target.pathname, baseUrl)) continue;
        const inOtherCase = fileInOtherCase(target.pathname);
        if (inOtherCase !== null) {
          broken.push({
            ...brokenLink(page, { kind: 'link', href, resolved: target.pathname }),
            reason: `the page is ${urlOfFile(inOtherCase, baseUrl)}, in other letter case: hosts that tell case apart answer 404`,
            letterCase: true,
          });
          continue;
        }
        const suggestion = nearestPage(target.pathname);
        broken.push({ ...brokenLink(page, { kind: 'link', href, resolved: target.pathname }), suggestion });
        continue;
      }
      const anchors = anchorsOf.get(target.file);
      const { fragment } = target;
      if (!fragment || !anchors || anchors.has(fragment) || anchors.has(fragment.split('?')[0])) continue;
      const nearest = closest(fragment, anchors);
      broken.push({
        ...brokenLink(page, { kind: 'anchor', href, resolved: target.pathname + target.hash }),
        suggestion: nearest ? `#${nearest}` : undefined,
      });
    }
  }
  return broken;
}

/** Whether a site path is under a base URL, or is the base URL without its last slash. */
const withinBase = (pathname: string, baseUrl: string) => pathname.startsWith(baseUrl) || pathname + '/' === baseUrl;

/** Whether a path is another locale's: the longest base URL it starts with is not this site's. */
function inOtherLocale(pathname: string, baseUrl: string, otherLocales: string[]): boolean {
  const owner = [baseUrl, ...otherLocales]
    .filter((base) => withinBase(pathname, base))
    .sort((a, b) => b.length - a.length)[0];
  return owner !== undefined && owner !== baseUrl;
}

/** Where a link leads: off the site, to an output file (or none), and to which fragment. */
interface Target {
  onSite: boolean;
  /** Decoded path on the site. */
  pathname: string;
  hash: string;
  /** Decoded fragment, without `#`. */
  fragment: string;
  /** The output file serving the path, or null when the build made none. */
  file: string | null;
}

/** Resolves a link against its page; null when it is not a URL at all. */
function resolveTarget(
  href: string,
  { pageUrl, files, baseUrl }: { pageUrl: URL; files: ReadonlySet<string>; baseUrl: string },
): Target | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    // A URL with a scheme leads off the site, even one the parser refuses (`http://%5B::1%5D:8000`).
    return /^[a-z][a-z\d+.-]*:/i.test(href)
      ? { onSite: false, pathname: '', hash: '', fragment: '', file: null }
      : null;
  }
  const pathname = safeDecode(url.pathname);
  const onSite = url.origin === site;
  return {
    onSite,
    pathname,
    hash: url.hash,
    fragment: safeDecode(url.hash.slice(1)),
    file: onSite ? resolveFile(pathname, files, baseUrl) : null,
  };
}

/** A link to a fragment of its own page (`#usage`, the table of contents and heading links), without a URL parser. */
function fragmentOn(page: { file: string; pathname: string }, hash: string, fragment: string): Target {
  return { onSite: true, pathname: page.pathname, hash, fragment, file: page.file };
}

/** A broken link of `page`, with the Markdown file and line it came from when there is one. */
export function brokenLink(
  page: CheckablePage,
  { kind, href, resolved }: Pick<BrokenLink, 'kind' | 'href' | 'resolved'>,
): BrokenLink {
  const origin = page.source?.links.find((link) => link.resolved === href || link.href === href);
  return {
    kind,
    page: page.file,
    href,
    resolved,
    source: origin && page.source ? { file: page.source.file, line: origin.line } : undefined,
  };
}

/**
 * The output file a site path is served from, trying `x`, `x/index.html` and `x.html`, or null. Repeated slashes
 * (`/img//1.png`, a component's `base + name`) count as one, as sitegen serve, nginx and Apache read them.
 */
export function resolveFile(pathname: string, files: ReadonlySet<string>, baseUrl: string): string | null {
  if (!withinBase(pathname, baseUrl)) return null;
  const rest = pathname.slice(baseUrl.length);
  // Most paths have no repeated slash: they are taken as they are, without a copy.
  const relative = rest.includes('//') || rest.startsWith('/') ? rest.replace(/\/{2,}/g, '/').replace(/^\//, '') : rest;
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** The address of an output file: `docs/faq/index.html` → `/docs/faq`, `index.html` → `/`. */
export function urlOfFile(file: string, baseUrl: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? baseUrl : `${baseUrl}${route}`;
}

function safeDecode(text: string): string {
  // Most links have nothing to decode; a string without `%` comes back as it is, without a copy.
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A pattern with `*` wildcards as a regular expression matching whole strings. */
export function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}
