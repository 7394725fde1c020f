import { anchorOf, type TextShard } from '../shared/search-format.js';
import { htmlToText } from '../content/text.js';

const sectionHeading = /<h([234]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/**
 * Splits a page's HTML into the sections search shows, at its h2, h3 and h4 headings, as plain text: a reference
 * page's entries are h4 under h3 groups, and each is a result of its own.
 */
export function searchSections(html: string): TextShard {
  const sections: TextShard = [];
  let heading = '';
  let anchor = '';
  let from = 0;
  for (const match of html.matchAll(sectionHeading)) {
    sections.push([heading, anchor === anchorOf(heading) ? '' : anchor, htmlToText(html.slice(from, match.index))]);
    heading = htmlToText(match[3].replace(/<a class="hash-link"[\s\S]*?<\/a>/, ''));
    anchor = match[2];
    from = match.index! + match[0].length;
  }
  sections.push([heading, anchor === anchorOf(heading) ? '' : anchor, htmlToText(html.slice(from))]);
  return sections.filter(([h, , text], i) => i > 0 || h || text);
}
