import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** The targets a page links to and the anchors it offers. */
export interface PageLinks {
  /** Every link target, as written in the HTML, in document order. */
  targets: string[];
  /** Every `id` and `a[name]` on the page. */
  anchors: Set<string>;
}

/** Elements whose attribute names a resource the browser loads or a reader follows. */
const linkAttribute: Record<string, 'href' | 'src'> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  script: 'src',
  source: 'src',
  iframe: 'src',
  video: 'src',
  audio: 'src',
};

/** Reads the links and anchors of a built page, by its path inside the site folder `root`. */
export function readPageLinks(root: string, file: string): PageLinks {
  // Read in turn: a worker has nothing else to do meanwhile, and each asynchronous read costs four round trips.
  return extractLinks(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * Reads a page's links and anchors with htmlparser2, the parser cheerio is built on, as it streams the page's start
 * tags: no document tree is built. Its tags and attribute names are in lower case, the first of a repeated attribute
 * counts, values have their entities decoded, and comments and raw-text elements hide what they hold.
 */
export function extractLinks(html: string): PageLinks {
  const links: PageLinks = { targets: [], anchors: new Set() };
  new Parser({ onopentag: (tag, attributes) => readElement(tag, attributes, links) }).end(html);
  return links;
}

function readElement(tag: string, attributes: Record<string, string>, { targets, anchors }: PageLinks): void {
  if (attributes.id) anchors.add(attributes.id);
  if (tag === 'a' && attributes.name) anchors.add(attributes.name);
  const attribute = linkAttribute[tag];
  const target = attribute && attributes[attribute];
  // preconnect and dns-prefetch hints name origins, not documents.
  if (target !== undefined && !(tag === 'link' && /preconnect|dns-prefetch/.test(attributes.rel ?? ''))) targets.push(target);
  if (attributes.srcset && (tag === 'img' || tag === 'source')) {
    for (const candidate of attributes.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) targets.push(url);
    }
  }
}
