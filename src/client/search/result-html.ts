import { wordPattern } from '../../shared/search-format.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Escapes text and wraps each matched word in `<mark>`. */
export function mark(text: string, matched: Set<string>): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!matched.has(match[0].toLowerCase())) continue;
    html += `${escapeHtml(text.slice(from, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

/** An excerpt of `text` around its first matched word; `cut` when the text itself is the start of a longer one. */
export function snippet(text: string, matched: Set<string>, cut = false): string {
  const SNIPPET_RADIUS = 70;
  let at = -1;
  for (const match of text.matchAll(wordPattern)) {
    if (matched.has(match[0].toLowerCase())) {
      at = match.index!;
      break;
    }
  }
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, (at < 0 ? 0 : at) + SNIPPET_RADIUS * 2);
  const more = end < text.length || cut;
  // A cut excerpt loses its partial words at both ends, and the punctuation before a closing ellipsis.
  const excerpt = text
    .slice(start, end)
    .replace(/^\S*\s/, start > 0 ? '' : '$&')
    .replace(/\s\S*$/, more ? '' : '$&')
    .replace(/[.,;:]+$/, more ? '' : '$&');
  return `${start > 0 ? '…' : ''}${mark(excerpt, matched)}${more ? '…' : ''}`;
}
