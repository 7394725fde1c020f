import type { Logger } from '../log.js';
import type { BrokenLink } from './check.js';
import { urlOfFile } from './check.js';

/** Groups broken links by page; a target broken on every page (navbar, footer) is listed once. */
export function formatBrokenLinks(broken: BrokenLink[], pageCount: number, baseUrl: string, paint: Logger['paint']): string {
  const pagesPerTarget = new Map<string, Set<string>>();
  for (const link of broken) {
    const pages = pagesPerTarget.get(link.href) ?? new Set();
    pages.add(link.page);
    pagesPerTarget.set(link.href, pages);
  }
  const everywhere = new Set([...pagesPerTarget].filter(([, pages]) => pageCount > 1 && pages.size === pageCount).map(([href]) => href));
  const lines: string[] = [];
  if (everywhere.size > 0) {
    lines.push(`  ${paint('bold', `on every page (${pageCount} pages, from the templates or config):`)}`);
    for (const link of dedupe(broken.filter((l) => everywhere.has(l.href)))) lines.push(`    ${describe(link)}`);
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
    }
  }
  return lines.join('\n');
}

function describe(link: BrokenLink): string {
  const what = link.kind === 'anchor' ? 'no such anchor' : 'no such page or file';
  const target = link.href === link.resolved ? link.href : `${link.href} → ${link.resolved}`;
  return `${target}: ${what}${link.suggestion ? `; did you mean ${link.suggestion}?` : ''}`;
}

function dedupe(links: BrokenLink[]): BrokenLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.href) && seen.add(link.href));
}
