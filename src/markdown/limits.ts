import { SitegenError } from '../errors.js';

/**
 * A list item indented this far sits fifty to a hundred lists deep. The parser's time grows with the cube of a
 * list's depth, so a much deeper one would stall the build; no document needs it.
 */
const deepListItem = /^[ \t]{200,}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/m;

/**
 * Markdown the parser cannot take is an error at its line, without the file, which the caller knows: lists nested
 * too deep are found before `parse` runs, and the parser's recursion overflowing (quotes thousands deep, a line of
 * megabytes) as it happens. The Markdown starts on `firstLine` of its file.
 */
export async function withinParserLimits<T>(source: string, firstLine: number, parse: () => Promise<T>): Promise<T> {
  const deep = deepListItem.exec(source);
  if (deep) {
    throw new SitegenError('a list is nested too deeply to parse (indented 200 columns or more)', {
      line: firstLine + source.slice(0, deep.index).split('\n').length - 1,
      hint: 'nest lists less deeply; for indented text that is not a list, use a code block',
    });
  }
  try {
    return await parse();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new SitegenError(`the Markdown is nested too deeply, or has too long a line, to parse (${error.message})`, {
      line: firstLine + longestLineIndex(source),
      hint: 'break up the deepest nesting of quotes, lists or emphasis, or the longest line (shown here)',
    });
  }
}

/** The 0-based index of the longest line of `text`. */
function longestLineIndex(text: string): number {
  const lines = text.split('\n');
  return lines.reduce((longest, line, i) => (line.length > lines[longest].length ? i : longest), 0);
}
