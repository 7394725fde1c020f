import { wordSpansIn } from '../../shared/search-tokens.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Where the matched words are written in `text`, as it is written: overlapping letter pairs make one stretch. */
function* matchedStretches(
  text: string,
  matched: Set<string>,
  locale: string,
): Generator<[start: number, end: number]> {
  let open: [number, number] | null = null;
  for (const { start, end, word } of wordSpansIn(text, locale)) {
    if (!matched.has(word)) continue;
    if (open && start < open[1]) open[1] = end;
    else {
      if (open) yield open;
      open = [start, end];
    }
  }
  if (open) yield open;
}

/** Escapes text and wraps each matched word in `<mark>`. */
export function mark(text: string, matched: Set<string>, locale: string): string {
  let html = '';
  let from = 0;
  for (const [start, end] of matchedStretches(text, matched, locale)) {
    html += `${escapeHtml(text.slice(from, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    from = end;
  }
  return html + escapeHtml(text.slice(from));
}

/** An excerpt of `text` around its first matched word; `cut` when the text itself is the start of a longer one. */
export function snippet(text: string, matched: Set<string>, locale: string, cut = false): string {
  const SNIPPET_RADIUS = 70;
  const [first] = matchedStretches(text, matched, locale);
  const at = first?.[0] ?? -1;
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, (at < 0 ? 0 : at) + SNIPPET_RADIUS * 2);
  const more = end < text.length || cut;
  // A cut excerpt loses its partial words at both ends, and the punctuation before a closing ellipsis.
  const excerpt = text
    .slice(start, end)
    .replace(/^\S*\s/, start > 0 ? '' : '$&')
    .replace(/\s\S*$/, more ? '' : '$&')
    .replace(/[.,;:]+$/, more ? '' : '$&');
  return `${start > 0 ? '…' : ''}${mark(excerpt, matched, locale)}${more ? '…' : ''}`;
}
