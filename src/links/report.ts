import type { Logger } from '../log.js';
import type { BrokenLink } from './check.js';
import { urlOfFile } from './check.js';

export interface BrokenLinksReportOptions {
  /** The pages of the site: a target broken on all of them is listed once. */
  pageCount: number;
  baseUrl: string;
  paint: Logger['paint'];
  /** The config keys that put links on every page, by the address they link (`/img/logo.svg` → `favicon`). */
  configKeys?: ReadonlyMap<string, string>;
}

/** A report of broken links: how many it lists (a target broken on every page once), and its lines. */
export interface BrokenLinksReport {
  count: number;
  text: string;
}

/** Groups broken links by page; a target broken on every page (navbar, footer) is listed once. */
export function formatBrokenLinks(
  broken: BrokenLink[],
  { pageCount, baseUrl, paint, configKeys = new Map() }: BrokenLinksReportOptions,
): BrokenLinksReport {
  const pagesPerTarget = new Map<string, Set<string>>();
  for (const link of broken) {
    const pages = pagesPerTarget.get(link.href) ?? new Set();
    pages.add(link.page);
    pagesPerTarget.set(link.href, pages);
  }
  const everywhere = new Set(
    [...pagesPerTarget].filter(([, pages]) => pageCount > 1 && pages.size === pageCount).map(([href]) => href),
  );
  const lines: string[] = [];
  let count = 0;
  if (everywhere.size > 0) {
    lines.push(`  ${paint('bold', `on every page (${pageCount} pages, from the templates or config):`)}`);
    for (const link of dedupe(broken.filter((l) => everywhere.has(l.href)))) {
      const key = configKeys.get(link.href);
      lines.push(`    ${describe(link)}${key ? ` (site.config.ts, \`${key}\`)` : ''}`);
      count++;
    }
  }
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) {
    if (everywhere.has(link.href)) continue;
    byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  }
  for (const [page, links] of byPage) {
    const source = links.find((l) => l.source)?.source?.file;
    lines.push(`  ${paint('bold', urlOfFile(page, baseUrl))}${source ? paint('dim', ` (${source})`) : ''}`);
    const times = new Map<string, number>();
    for (const link of links) times.set(link.href, (times.get(link.href) ?? 0) + 1);
    for (const link of dedupe(links)) {
      const repeated = times.get(link.href)! > 1 ? ` (${times.get(link.href)} times)` : '';
      lines.push(`    ${link.source ? `${link.source.file}:${link.source.line}: ` : ''}${describe(link)}${repeated}`);
      count++;
    }
  }
  return { count, text: lines.join('\n') };
}

/** The warning for links to pages in other letter case (`letterCase`), which never fail; null when there are none. */
export function letterCaseWarning(broken: BrokenLink[], options: BrokenLinksReportOptions): string | null {
  const links = broken.filter((link) => link.letterCase);
  if (links.length === 0) return null;
  const report = formatBrokenLinks(links, options);
  return `${report.count} ${report.count === 1 ? 'link' : 'links'} to pages in other letter case:\n${report.text}`;
}

/** `1 broken link`, `2 broken anchors`. */
export function brokenCount(count: number, what: 'link' | 'anchor' | 'link or anchor'): string {
  const plural = what === 'link or anchor' ? 'links or anchors' : `${what}s`;
  return `${count} broken ${count === 1 ? what : plural}`;
}

const problem: Record<BrokenLink['kind'], string> = {
  link: 'no such page or file',
  anchor: 'no such anchor',
  external: 'broken external link',
};

function describe(link: BrokenLink): string {
  const what = link.reason ?? problem[link.kind];
  const target = link.href === link.resolved ? link.href : `${link.href} → ${link.resolved}`;
  return `${target}: ${what}${link.suggestion ? `; did you mean ${link.suggestion}?` : ''}`;
}

function dedupe(links: BrokenLink[]): BrokenLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.href) && seen.add(link.href));
}

/**
 * The report as JSON, a stable shape for other tools:
 * `{ "pages": number, "broken": [{ "kind": "link" | "anchor" | "external", "page": "docs/x/index.html", "href", "resolved",
 * "source"?: { "file", "line" }, "suggestion"?, "reason"? }] }`; `reason` says why an external URL failed.
 */
export function linkReportJson(result: { pages: number; broken: BrokenLink[] }): string {
  return JSON.stringify({ pages: result.pages, broken: result.broken }, null, 2) + '\n';
}

const annotationLabel: Record<BrokenLink['kind'], string> = {
  link: 'broken link',
  anchor: 'broken anchor',
  external: 'broken external link',
};

/** GitHub Actions annotations: one `::error` line per broken link, on the Markdown line when it came from one. */
export function githubAnnotations(broken: BrokenLink[], baseUrl: string): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return broken
    .map((link) => {
      const where = link.source
        ? `file=${property(link.source.file)},line=${link.source.line}`
        : `file=${property(link.page)}`;
      const what = `${annotationLabel[link.kind]} ${link.href} on ${urlOfFile(link.page, baseUrl)}${link.reason ? ` (${link.reason})` : ''}`;
      return `::${link.letterCase ? 'warning' : 'error'} ${where}::${escape(what + (link.suggestion ? `; did you mean ${link.suggestion}?` : ''))}\n`;
    })
    .join('');
}
