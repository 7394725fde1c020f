/** Elements dropped with their content, from their start tag (its `<` already read) to their end tag. */
const hiddenElement = /<(script|style|svg|math)\b[\s\S]*?<\/\1>/iy;

/**
 * The visible text of rendered HTML: block boundaries become spaces, inline tags vanish, entities are decoded,
 * `<script>`, `<style>`, drawn `<svg>` figures and the MathML that screen readers read of a formula (whose drawing
 * is text beside it) go with their content. One pass from tag to tag: search reads every page's text, and
 * a pass of a regular expression per kind of tag read every character several times.
 */
export function htmlToText(html: string): string {
  let text = '';
  let from = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at)) {
    const end = html.indexOf('>', at + 1);
    // Without a `>` to end it, no `<` from here on starts a tag; `<>` is text.
    if (end === -1) break;
    if (end === at + 1) {
      at++;
      continue;
    }
    const nameStart = html.charCodeAt(at + 1) === slash ? at + 2 : at + 1;
    let nameEnd = nameStart;
    while (nameEnd < end && isWordCharacter(html.charCodeAt(nameEnd))) nameEnd++;
    text += html.slice(from, at);
    if (nameStart === at + 1 && isHiddenTag(html, nameStart, nameEnd)) {
      hiddenElement.lastIndex = at;
      if (hiddenElement.test(html)) {
        text += ' ';
        at = from = hiddenElement.lastIndex;
        continue;
      }
    }
    if (isBlockTag(html, nameStart, nameEnd)) text += ' ';
    at = from = end + 1;
  }
  text += html.slice(from);
  // Single spaces, most of them, are left as they are rather than replaced one by one.
  return decodeEntities(text)
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();
}

/** Tags that end a line of text: where one was, words on either side stay apart. */
const isBlockTag = nameMatcher([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'pre',
  'ul',
  'ol',
  'table',
  'blockquote',
  'aside',
  'br',
  'hr',
  'section',
  'header',
  'footer',
]);
const isHiddenTag = nameMatcher(['script', 'style', 'svg', 'math']);

function nameMatcher(names: readonly string[]): (html: string, start: number, end: number) => boolean {
  return (html, start, end) => nameAt(html, start, end, names) !== null;
}

/** Which of `names` (in lower case) `html` spells from `start` to `end`, in any case, found without copying it out. */
export function nameAt<Name extends string>(
  html: string,
  start: number,
  end: number,
  names: readonly Name[],
): Name | null {
  for (const name of names) {
    if (name.length !== end - start) continue;
    let k = 0;
    while (k < name.length && asciiLower(html.charCodeAt(start + k)) === name.charCodeAt(k)) k++;
    if (k === name.length) return name;
  }
  return null;
}

const asciiLower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
const slash = 47;
const isWordCharacter = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

const entities: Array<[entity: string, text: string]> = [
  ['amp;', '&'],
  ['lt;', '<'],
  ['gt;', '>'],
  ['quot;', '"'],
  ['#39;', "'"],
];

/** Decodes the entities marked and React write: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`. */
export function decodeEntities(text: string): string {
  let decoded = '';
  let from = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    const entity = entities.find(([name]) => text.startsWith(name, at + 1));
    if (!entity) continue;
    decoded += text.slice(from, at) + entity[1];
    from = at + 1 + entity[0].length;
    at = from - 1;
  }
  return from === 0 ? text : decoded + text.slice(from);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML, in element content and in double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => escapes[c]!);
}
