import * as cheerio from 'cheerio';

/** The targets a page links to and the anchors it offers. */
export interface PageLinks {
  /** Every link target, as written in the HTML, in document order. */
  targets: string[];
  /** Every `id` and `a[name]` on the page. */
  anchors: Set<string>;
}

const linkAttributes: Array<[selector: string, attribute: string]> = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['audio[src]', 'src'],
];

/** Reads a page's links and anchors with cheerio. */
export function extractLinks(html: string): PageLinks {
  const $ = cheerio.load(html);
  const targets: string[] = [];
  for (const [selector, attribute] of linkAttributes) {
    $(selector).each((_, element) => {
      const rel = $(element).attr('rel') ?? '';
      // preconnect/dns-prefetch hints name origins, not documents.
      if (selector === 'link[href]' && /preconnect|dns-prefetch/.test(rel)) return;
      targets.push($(element).attr(attribute)!);
    });
  }
  $('img[srcset], source[srcset]').each((_, element) => {
    for (const candidate of $(element).attr('srcset')!.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) targets.push(url);
    }
  });
  const anchors = new Set<string>();
  $('[id]').each((_, element) => {
    anchors.add($(element).attr('id')!);
  });
  $('a[name]').each((_, element) => {
    anchors.add($(element).attr('name')!);
  });
  return { targets, anchors };
}
