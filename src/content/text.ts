const blockTag = /<\/?(p|li|td|th|tr|h[1-6]|div|pre|ul|ol|table|blockquote|aside|br|hr|section|header|footer)\b[^>]*>/gi;

/** The visible text of rendered HTML: block boundaries become spaces, inline tags vanish, entities are decoded. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(blockTag, ' ')
    .replace(/<[^>]+>/g, '');
  // Single spaces, most of them, are left as they are rather than replaced one by one: search reads every page's text.
  return decodeEntities(withoutTags).replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

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
