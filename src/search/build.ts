import type { SearchIndex } from '../client/search/format.js';
import type { DocPage, PostPage } from '../content/page.js';
import type { Route } from '../routes/types.js';

const sectionHeading = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** Splits every doc and post into sections at its h2 and h3 headings, as plain text, for the search dialog. */
export function buildSearchIndex(routes: Route[], withBase: (path: string) => string): SearchIndex {
  const index: SearchIndex = { v: 1, pages: [], sections: [] };
  for (const route of routes) {
    // The docs root shows its main doc again; index the doc once, at its own address.
    if (route.canonicalPath) continue;
    const page: DocPage | PostPage | null = route.kind === 'doc' ? route.doc : route.kind === 'blog-post' ? route.post : null;
    if (!page) continue;
    const pageIndex = index.pages.push({ title: page.title, url: withBase(page.permalink) }) - 1;
    let heading = '';
    let anchor = '';
    let from = 0;
    for (const match of page.html.matchAll(sectionHeading)) {
      index.sections.push([pageIndex, heading, anchor, plainText(page.html.slice(from, match.index))]);
      heading = plainText(match[3].replace(/<a class="hash-link"[\s\S]*?<\/a>/, ''));
      anchor = match[2];
      from = match.index! + match[0].length;
    }
    index.sections.push([pageIndex, heading, anchor, plainText(page.html.slice(from))]);
  }
  index.sections = index.sections.filter(([, heading, , text]) => heading || text);
  return index;
}

function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string]!)
    .replace(/\s+/g, ' ')
    .trim();
}
