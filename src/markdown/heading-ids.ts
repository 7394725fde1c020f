import { SitegenError } from '../errors.js';
import type { Tokens } from '../marked.js';

/** What a custom heading id may hold: it goes into attributes, URLs and the table of contents as it is. */
const idPattern = /^[\p{L}\p{N}_.:/-]+$/u;

/**
 * Removes a trailing `{#custom-id}` from a heading, on `line` of its file, and returns the id; an id with other
 * characters than an id's is an error at that line.
 */
export function takeCustomId(token: Tokens.Heading, line: number): string | undefined {
  const match = trailingId(token.text);
  if (!match) return undefined;
  if (!idPattern.test(match.id)) {
    throw new SitegenError(`the heading's id {#${match.id}} holds characters an id cannot have`, {
      line,
      hint: 'write a custom id with letters, digits, -, _, ., : and / only, such as {#getting-started}',
    });
  }
  token.text = token.text.slice(0, match.start);
  const last = token.tokens[token.tokens.length - 1] as Tokens.Text | undefined;
  if (last && 'text' in last) {
    last.text = withoutTrailingId(last.text);
    last.raw = withoutTrailingId(last.raw);
  }
  return match.id;
}

/**
 * A trailing `{#id}` (no whitespace or `}` in the id, whitespace around it), read from the end: a regular expression
 * would try every space before it, which takes minutes on a heading of many thousand spaces.
 */
function trailingId(text: string): { id: string; start: number } | null {
  const body = text.trimEnd();
  if (!body.endsWith('}')) return null;
  let runStart = body.length - 1;
  while (runStart > 0 && !/[\s}]/.test(body[runStart - 1])) runStart--;
  const at = body.indexOf('{#', runStart);
  if (at === -1 || at + 2 >= body.length - 1) return null;
  return { id: body.slice(at + 2, -1), start: at === runStart ? body.slice(0, at).trimEnd().length : at };
}

function withoutTrailingId(text: string): string {
  const match = trailingId(text);
  return match ? text.slice(0, match.start) : text;
}
