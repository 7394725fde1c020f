// Finds script or markup that a hostile field (carrying the marker `sgpwn`) got into a built site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { snapshot } from './run-case.mjs';

export const marker = 'sgpwn';
const scriptUrl = /^(?:javascript|vbscript|data:text\/html|data:image\/svg)/i;
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'srcdoc'];
const jsTypes = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** Script with its string literals emptied: the marker inside a string is data, outside one it is code. */
function withoutStrings(code) {
  return code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/gs, '""');
}

/** Where in an HTML document the marker became script or markup, or null. */
export function htmlInjection(html, name) {
  if (!html.includes(marker)) return null;
  const $ = cheerio.load(html);
  for (const el of $('*').toArray()) {
    const tag = el.tagName?.toLowerCase() ?? '';
    if (tag.includes(marker)) return `${name}: an element <${tag}> from the input`;
    if (
      tag === 'script' &&
      jsTypes.has(($(el).attr('type') ?? '').toLowerCase()) &&
      withoutStrings($(el).text()).includes(marker)
    ) {
      return `${name}: a <script> runs the input: ${$(el).text().trim().slice(0, 80)}`;
    }
    for (const [attr, value] of Object.entries(el.attribs ?? {})) {
      if (attr.includes(marker)) return `${name}: an attribute ${attr} from the input on <${tag}>`;
      if (!value.includes(marker)) continue;
      if (/^on/i.test(attr)) return `${name}: <${tag} ${attr}="${value.slice(0, 60)}">`;
      const squeezed = value.replace(/[\s\u0000-\u001f]/g, '');
      if (urlAttributes.includes(attr.toLowerCase()) && (scriptUrl.test(squeezed) || attr === 'srcdoc'))
        return `${name}: <${tag} ${attr}="${value.slice(0, 60)}">`;
      if (tag === 'meta' && /refresh/i.test($(el).attr('http-equiv') ?? ''))
        return `${name}: a meta refresh from the input`;
    }
  }
  return null;
}

/**
 * Whether a feed reader renders this element's text as HTML: RSS's <description>, and Atom's text constructs marked
 * type="html". Plain-text fields (RSS <title>, <category>; Atom's default type="text") show markup as text.
 */
function rendersHtml($, el, tag) {
  const atom = $.root().children().first().prop('tagName')?.toLowerCase() === 'feed';
  if (atom)
    return (
      ['title', 'summary', 'subtitle', 'rights'].includes(tag) &&
      ($(el).attr('type') ?? 'text').toLowerCase() === 'html'
    );
  return tag === 'description';
}

/** Markup from the input inside an XML file: elements of its own, or escaped once into a field readers render as HTML. */
export function xmlInjection(xml, name) {
  if (!xml.includes(marker)) return null;
  const $ = cheerio.load(xml, { xml: true });
  for (const el of $('*').toArray()) {
    const tag = el.tagName?.toLowerCase() ?? '';
    if (tag.includes(marker)) return `${name}: an element <${tag}> from the input`;
    for (const attr of Object.keys(el.attribs ?? {}))
      if (attr.includes(marker)) return `${name}: an attribute ${attr} from the input`;
    if (rendersHtml($, el, tag)) {
      const text = $(el).text();
      if (/<[a-z][^>]*\s(?:on\w+|src|href)\s*=[^>]*sgpwn|<script[^>]*>[^<]*sgpwn/i.test(text))
        return `${name}: <${tag}> carries markup readers render: ${text.slice(0, 80)}`;
    }
  }
  return null;
}

/** The first injection found in a built folder. */
export function findInjection(dir) {
  let files;
  try {
    files = [...snapshot(dir)].filter(([, kind]) => kind.startsWith('file:')).map(([rel]) => rel);
  } catch {
    return null;
  }
  for (const rel of files) {
    const ext = path.extname(rel);
    if (!['.html', '.xml', '.json', '.svg'].includes(ext)) continue;
    const text = readFileSync(path.join(dir, rel), 'utf8');
    if (!text.includes(marker)) continue;
    let hit = null;
    if (ext === '.html') hit = htmlInjection(text, rel);
    else if (ext === '.xml' || ext === '.svg') hit = xmlInjection(text, rel);
    else {
      try {
        const chunk = JSON.parse(text);
        if (typeof chunk?.html === 'string') hit = htmlInjection(chunk.html, `${rel} (html)`);
      } catch {}
    }
    if (hit) return hit;
  }
  return null;
}
