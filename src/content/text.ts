/** Tags that end a line of text: where one was, words on either side stay apart. */
const blockTags = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'pre', 'ul', 'ol', 'table', 'blockquote', 'aside', 'br', 'hr', 'section', 'header', 'footer']);
const longestBlockTag = 10;
/** Elements dropped with their content, from their start tag (its `<` already read) to their end tag. */
const hiddenElement = /<(script|style)\b[\s\S]*?<\/\1>/iy;

/**
 * The visible text of rendered HTML: block boundaries become spaces, inline tags vanish, entities are decoded,
 * `<script>` and `<style>` go with their content. One pass from tag to tag: search reads every page's text, and
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
    const name = nameEnd - nameStart <= longestBlockTag ? html.slice(nameStart, nameEnd).toLowerCase() : '';
    text += html.slice(from, at);
    if (nameStart === at + 1 && (name === 'script' || name === 'style')) {
      hiddenElement.lastIndex = at;
      if (hiddenElement.test(html)) {
        text += ' ';
        at = from = hiddenElement.lastIndex;
        continue;
      }
    }
    if (blockTags.has(name)) text += ' ';
    at = from = end + 1;
  }
  text += html.slice(from);
  // Single spaces, most of them, are left as they are rather than replaced one by one.
  return decodeEntities(text).replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

const slash = 47;
const isWordCharacter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

const entityText: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Decodes the entities marked and React write: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => entityText[entity]!);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML, in element content and in double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => escapes[c]!);
}
