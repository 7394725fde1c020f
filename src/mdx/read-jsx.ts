// Where a tag, an `{expression}`, a string or a code span that starts at an index of an MDX document ends.

/** The index after a code span starting at `at`, or after its opening backticks when it has no end. */
export function skipCodeSpan(source: string, at: number): number {
  let run = at;
  while (source[run] === '`') run++;
  const ticks = source.slice(at, run);
  const paragraphEnd = source.indexOf('\n\n', run);
  const limit = paragraphEnd < 0 ? source.length : paragraphEnd;
  for (
    let close = source.indexOf(ticks, run);
    close >= 0 && close < limit;
    close = source.indexOf(ticks, close + ticks.length)
  ) {
    let after = close + ticks.length;
    if (source[after] !== '`') return after;
    while (source[after] === '`') after++;
    close = after - ticks.length;
  }
  return run;
}

/**
 * The index after a JSX tag starting at `at`, or -1 when it is not one (HTML, `<` in text, an autolink). JSX is a
 * capitalised or dotted name, a fragment, a tag with `{expression}` attributes, or the end of an element opened as JSX;
 * `open` holds the names of the JSX elements opened so far.
 */
export function readTag(source: string, at: number, open: string[]): number {
  const closing = /^<\/\s*([A-Za-z][\w.:-]*)?\s*>/.exec(source.slice(at, at + 200));
  if (closing) {
    const name = closing[1] ?? '';
    if (open[open.length - 1] !== name) return -1;
    open.pop();
    return at + closing[0].length;
  }
  if (source[at + 1] === '>') {
    open.push('');
    return at + 2;
  }
  const name = /^<([A-Za-z][\w.-]*)(?=[\s/>{])/.exec(source.slice(at, at + 200))?.[1];
  if (!name) return -1;
  let i = at + 1 + name.length;
  let expressions = false;
  while (i < source.length) {
    const c = source[i];
    if (c === '>' || (c === '/' && source[i + 1] === '>')) {
      const end = c === '>' ? i + 1 : i + 2;
      if (!/^[A-Z]/.test(name) && !name.includes('.') && !expressions) return -1;
      if (c === '>') open.push(name);
      return end;
    }
    if (c === '"' || c === "'") {
      const close = source.indexOf(c, i + 1);
      if (close < 0) return -1;
      i = close + 1;
    } else if (c === '{') {
      const end = readExpression(source, i);
      if (end < 0) return -1;
      expressions = true;
      i = end;
    } else if (c === '<' || (c === '\n' && source[i + 1] === '\n')) return -1;
    else i++;
  }
  return -1;
}

/** The index after the `}` that closes the expression opened at `at`, skipping strings, template literals and comments; -1 if none. */
export function readExpression(source: string, at: number): number {
  let depth = 0;
  let i = at;
  while (i < source.length) {
    const c = source[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c === '"' || c === "'") {
      i = endOfString(source, i);
      if (i < 0) return -1;
      continue;
    } else if (c === '`') {
      i = endOfTemplate(source, i);
      if (i < 0) return -1;
      continue;
    } else if (c === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      if (close < 0) return -1;
      i = close + 2;
      continue;
    } else if (c === '/' && source[i + 1] === '/') {
      const close = source.indexOf('\n', i);
      i = close < 0 ? source.length : close;
      continue;
    }
    i++;
  }
  return -1;
}

/** The index after a quoted string starting at `at`; strings end at their line. */
export function endOfString(source: string, at: number): number {
  const quote = source[at];
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote) return i + 1;
    else if (source[i] === '\n') return -1;
  }
  return -1;
}

/** The index after a template literal starting at `at`, its `${…}` included; -1 if it does not end. */
export function endOfTemplate(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '`') return i + 1;
    else if (source[i] === '$' && source[i + 1] === '{') {
      const end = readExpression(source, i + 1);
      if (end < 0) return -1;
      i = end - 1;
    }
  }
  return -1;
}
