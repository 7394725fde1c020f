import { SitegenError } from '../errors.js';
import type { Tokens } from '../marked.js';

const customIdPattern = /\s*\{#([^}\s]+)\}\s*$/;
/** What a custom heading id may hold: it goes into attributes, URLs and the table of contents as it is. */
const idPattern = /^[\p{L}\p{N}_.:-]+$/u;

/**
 * Removes a trailing `{#custom-id}` from a heading, on `line` of its file, and returns the id; an id with other
 * characters than an id's is an error at that line.
 */
export function takeCustomId(token: Tokens.Heading, line: number): string | undefined {
  const match = customIdPattern.exec(token.text);
  if (!match) return undefined;
  if (!idPattern.test(match[1])) {
    throw new SitegenError(`the heading's id {#${match[1]}} holds characters an id cannot have`, {
      line,
      hint: 'write a custom id with letters, digits, -, _, . and : only, such as {#getting-started}',
    });
  }
  token.text = token.text.slice(0, match.index);
  const last = token.tokens[token.tokens.length - 1] as Tokens.Text | undefined;
  if (last && 'text' in last) {
    last.text = last.text.replace(customIdPattern, '');
    last.raw = last.raw.replace(customIdPattern, '');
  }
  return match[1];
}
