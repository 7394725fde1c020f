import { Parser } from 'htmlparser2';
import { escapeHtml } from '../html-text.js';

/** The elements a line of the config's HTML may hold: text markup and links, nothing that runs or loads. */
const elements = new Set(['a', 'strong', 'em', 'b', 'i', 'code', 'span']);
/** What a line of the config's HTML may hold, for messages. */
export const allowedInlineHtml = `${[...elements].map((name) => `<${name}>`).join(', ')}, with links to http(s) or relative addresses`;
const attributes: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'title', 'class']),
};
const everyElementsAttributes = new Set(['title', 'class']);

/**
 * A line of HTML from the config, written anew from what a parser read of it: its text escaped, its comments
 * dropped, and only the elements above with a few attributes, links to http(s) or relative addresses. `refused` names
 * each thing left out because it could run script or load something, so the caller can fail naming it.
 */
export function inlineHtml(source: string): { html: string; refused: string[] } {
  let html = '';
  const refused: string[] = [];
  const open: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const kept = elements.has(name);
        open.push(kept);
        if (!kept) return void refused.push(`<${name}>`);
        html += `<${name}`;
        for (const [attribute, value] of Object.entries(attribs)) {
          const problem = attributeProblem(name, attribute, value);
          if (problem) refused.push(problem);
          else html += ` ${attribute}="${escapeHtml(value)}"`;
        }
        html += '>';
      },
      onclosetag(name) {
        if (open.pop()) html += `</${name}>`;
      },
      ontext(text) {
        // Inside a refused element (a `<script>`'s code), the text goes with it.
        if (open.every(Boolean)) html += escapeHtml(text);
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(source);
  return { html, refused: [...new Set(refused)] };
}

function attributeProblem(element: string, attribute: string, value: string): string | null {
  if (!(attributes[element] ?? everyElementsAttributes).has(attribute)) return `the attribute ${attribute}=`;
  if (attribute === 'href' && !isSafeAddress(value)) return `the link address ${JSON.stringify(value)}`;
  if (attribute === 'target' && !['_blank', '_self'].includes(value)) return `target="${value}"`;
  return null;
}

/**
 * An http(s) or relative address. Browsers ignore spaces and control characters in a scheme (`java script:`), so
 * they are taken out before the scheme is read.
 */
function isSafeAddress(href: string): boolean {
  const scheme = /^([^/?#]*?):/.exec(href.replace(/[\u0000-\u0020\u007f]+/g, ''))?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}
