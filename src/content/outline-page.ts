import type { BuildContext } from '../context.js';
import { Lexer } from '../marked.js';
import { plainText } from '../markdown/plain-text.js';
import { nothingRendered, type IdentifiedPage, type Page, type PageLookups } from './page.js';
import { pageWithBody } from './page-fields.js';

/**
 * A page made from its front matter alone, its Markdown left unrendered: all that routes, sidebars and pagers read of
 * it (title, label, place, tags), with no HTML. Its title is the front matter's, else its first `# heading`'s; its
 * description the front matter's, else none, where rendering would take its first paragraph.
 */
export function outlinePage(page: IdentifiedPage, ctx: BuildContext, lookups: PageLookups): Promise<Page> {
  const fm = page.parsed.data;
  return pageWithBody(
    page,
    {
      writtenTitle: fm.title ?? firstHeadingText(page.parsed.body) ?? page.id,
      description: fm.description ?? '',
      html: '',
      ...nothingRendered(),
      sectionsJson: '[]',
      searchSize: { sections: 0, textBytes: 2 },
      searchLead: ['', '', '', 0],
      search: { words: '', places: new Uint16Array(0) },
      excerpt: { html: '', truncated: false },
    },
    ctx,
    lookups,
  );
}

/** The text of the body's first `# heading` outside code blocks, as its rendered heading's text reads. */
export function firstHeadingText(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) fence = opening;
    const heading = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading) return plainText(Lexer.lexInline(heading.replace(/\s*\{#[^\s}]+\}$/, ''))).trim();
  }
  return undefined;
}
