import type { MarkdownLink } from '../content/markdown.js';
import { closest } from '../routes/closest.js';
import type { PageLinks } from './extract.js';

/** A page of a built site, as the checker sees it: its links and anchors, read with `extractLinks`. */
export interface CheckablePage extends PageLinks {
  /** Path of the output file, relative to the site folder: `docs/faq/index.html`. */
  file: string;
  /** The Markdown the page came from, to name the file and line of each link. */
  source?: { file: string; links: MarkdownLink[] };
}

export interface BrokenLink {
  kind: 'link' | 'anchor';
  /** The page the link is on, as its output file. */
  page: string;
  /** The link as written. */
  href: string;
  /** The site path it resolved to. */
  resolved: string;
  /** Markdown file and line the link came from, when it came from Markdown. */
  source?: { file: string; line: number };
  suggestion?: string;
}

export interface CheckOptions {
  baseUrl: string;
  /** Patterns (`*` wildcard) of targets never to report. */
  ignore?: string[];
}

const site = 'http://site.invalid';

/** Every link and anchor on the site's own origin that points nowhere. */
export function findBrokenLinks(pages: CheckablePage[], files: ReadonlySet<string>, options: CheckOptions): BrokenLink[] {
  const anchorsOf = new Map<string, Set<string>>(pages.map((page) => [page.file, page.anchors]));
  const ignore = (options.ignore ?? []).map(wildcard);
  const pageUrls = pages.map((page) => urlOfFile(page.file, options.baseUrl));
  const broken: BrokenLink[] = [];

  for (const page of pages) {
    const pageUrl = new URL(urlOfFile(page.file, options.baseUrl), site);
    const warnedMarkdown = new Set(page.source?.links.filter((l) => l.brokenMarkdown).map((l) => l.resolved));
    for (const href of page.targets) {
      if (href === '' || href === '#' || warnedMarkdown.has(href) || ignore.some((re) => re.test(href))) continue;
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        broken.push(report('link', page, href, href));
        continue;
      }
      if (url.origin !== site) continue;
      const target = resolveFile(safeDecode(url.pathname), files, options.baseUrl);
      if (target === null) {
        const resolved = safeDecode(url.pathname);
        if (ignore.some((re) => re.test(resolved))) continue;
        const suggestion = closest(resolved, pageUrls) ?? undefined;
        broken.push({ ...report('link', page, href, resolved), suggestion });
        continue;
      }
      const fragment = safeDecode(url.hash.slice(1));
      const anchors = anchorsOf.get(target);
      if (!fragment || !anchors || anchors.has(fragment) || anchors.has(fragment.split('?')[0])) continue;
      const resolved = safeDecode(url.pathname) + url.hash;
      broken.push({ ...report('anchor', page, href, resolved), suggestion: closest(fragment, anchors) ? `#${closest(fragment, anchors)}` : undefined });
    }
  }
  return broken;
}

function report(kind: BrokenLink['kind'], page: CheckablePage, href: string, resolved: string): BrokenLink {
  const origin = page.source?.links.find((link) => link.resolved === href || link.href === href);
  return { kind, page: page.file, href, resolved, source: origin && page.source ? { file: page.source.file, line: origin.line } : undefined };
}

/** The output file a site path is served from, trying `x`, `x/index.html` and `x.html`, or null. */
export function resolveFile(pathname: string, files: ReadonlySet<string>, baseUrl: string): string | null {
  if (!pathname.startsWith(baseUrl) && pathname + '/' !== baseUrl) return null;
  const relative = pathname.slice(baseUrl.length);
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** The address of an output file: `docs/faq/index.html` → `/docs/faq`, `index.html` → `/`. */
export function urlOfFile(file: string, baseUrl: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? baseUrl : `${baseUrl}${route}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}
