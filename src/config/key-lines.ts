/** Throws the mistake `message` of the config key `key`, with a hint of what to do; `line` is the key's unless given. */
export type KeyFailure = (key: string, message: string, where?: { hint?: string; line?: number }) => never;

/**
 * The line where the last key of a dotted path is written, e.g. `docs.sidebar[2].label` → `label:` of the third item,
 * found by looking for each key after its parent's, so `blog.title` is not taken for the site's `title`, and for each
 * `[n]` the n-th element of the array literal written there.
 */
export function lineOfKey(source: string, keyPath: string): number | undefined {
  if (keyPath === '(root)') return undefined;
  let offset = 0;
  let line: number | undefined;
  for (const part of keyPath.split('.')) {
    const key = part.replace(/\[\d+\]/g, '');
    const match = new RegExp(`(^|[\\s{,])['"]?${escapeRegExp(key)}['"]?\\s*:`, 'm').exec(source.slice(offset));
    if (!match) continue;
    offset += match.index + match[0].length;
    for (const [, index] of part.matchAll(/\[(\d+)\]/g)) {
      const element = arrayElementAt(source, offset, Number(index));
      if (element === undefined) break;
      offset = element;
    }
    line = source.slice(0, offset).split('\n').length;
  }
  return line;
}

/**
 * Where the `index`-th element of the array literal starting at `from` (after spaces) begins: commas are counted
 * at the array's own depth, outside strings. Undefined when no array literal is written there, or it is shorter.
 */
function arrayElementAt(source: string, from: number, index: number): number | undefined {
  let at = from;
  while (/\s/.test(source[at] ?? '')) at++;
  if (source[at] !== '[') return undefined;
  let depth = 0;
  let commas = 0;
  let elementStart = true;
  for (; at < source.length; at++) {
    const char = source[at];
    if (char === '"' || char === "'" || char === '`') {
      if (depth === 1 && elementStart && commas === index) return at;
      elementStart = false;
      for (at++; at < source.length && source[at] !== char; at++) if (source[at] === '\\') at++;
    } else if ('[{('.includes(char)) {
      if (depth === 1 && elementStart && commas === index) return at;
      if (depth === 1) elementStart = false;
      depth++;
    } else if (']})'.includes(char)) {
      depth--;
      if (depth === 0) return undefined;
    } else if (char === ',' && depth === 1) {
      commas++;
      elementStart = true;
    } else if (depth === 1 && !/\s/.test(char)) {
      if (elementStart && commas === index) return at;
      elementStart = false;
    }
  }
  return undefined;
}

/** `text` as a regular expression that matches it and nothing else. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
