import { array, described as d, describe, either, object, str, type Schema } from '../schema.js';
import { lineOfKey, type KeyFailure } from './key-lines.js';

/** A redirect as Docusaurus's `@docusaurus/plugin-client-redirects` takes it: paths without the base URL. */
export interface RedirectRule {
  /** The target: a path of this site, or an absolute URL. */
  to: string;
  /** The old paths, each made a page that sends its reader to `to`. */
  from: string | string[];
}

/** Called with every path of the site (without the base URL); returns the old paths that redirect to it. */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** One old path of the config and where it leads, with the line it is written at. */
export interface Redirect {
  from: string;
  to: string;
  line?: number;
}

/** The redirects of the resolved config; `createRedirects` is the site's code, loaded where it runs. */
export interface ResolvedRedirects {
  rules: Redirect[];
  /** The line of `createRedirects`, or null when the config has none. */
  create: { line?: number } | null;
}

const createRedirectsSchema: Schema = {
  kind: 'check',
  check: (value, at) =>
    typeof value === 'function'
      ? []
      : [
          {
            path: at,
            message: `must be a function, got ${describe(value)}`,
            hint: 'give a function (existingPath) => the old paths that lead to it, or undefined',
          },
        ],
};

export const redirectsSchema: Record<string, Schema> = {
  redirects: d(
    array(
      object(
        {
          from: d(either('a path or a list of paths', str, array(str)), 'The old paths, e.g. `/docs/old-name`.', {
            type: 'string or array of string',
          }),
          to: d(str, 'Where they lead: a path of this site, e.g. `/docs/new-name`, or an absolute URL.'),
        },
        ['from', 'to'],
      ),
    ),
    "Old paths that send their readers on to a page: each `from` becomes a page with a meta refresh to `to`, and a line of `_redirects`. Paths are without the base URL, as in Docusaurus's `@docusaurus/plugin-client-redirects`.",
    { default: '`[]`' },
  ),
  createRedirects: d(
    createRedirectsSchema,
    "Called with every path of the site (without the base URL); returns the old paths (a string, a list, or undefined) that redirect to it, as in Docusaurus's `@docusaurus/plugin-client-redirects`.",
    { type: 'function' },
  ),
};

/** Why `from` cannot be an old path of the site, or null when it can. */
export function fromProblem(from: string): string | null {
  if (!from.startsWith('/') || from.startsWith('//')) return 'must be a path of the site, starting with one `/`';
  if (/[\s?#*\\\u0000-\u001f\u007f]/.test(from))
    return 'must be a plain path, without spaces, `?`, `#`, `*` or backslashes';
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return 'has a `%` that starts no escape such as %20';
  }
  const segments = decoded.slice(1).replace(/\/$/, '').split('/');
  if (decoded !== '/' && segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'has an empty, `.` or `..` segment';
  return null;
}

/** Why `to` cannot be a redirect's target, or null when it can. */
export function toProblem(to: string): string | null {
  if (/\s|[\u0000-\u001f\u007f]/.test(to)) return 'must not hold spaces (write them %20)';
  if (/^https?:\/\/[^/]/i.test(to)) return null;
  if (!to.startsWith('/') || to.startsWith('//'))
    return 'must be a path of the site starting with `/`, or an absolute URL';
  return null;
}

/** The file an old path is written to: `/old` and `/old/` → `old/index.html`, `/old.html` as it is. */
export function redirectFile(from: string): string {
  const path = decodeURIComponent(from.replace(/^\/+/, ''));
  if (/\.html?$/i.test(path)) return path;
  return path.replace(/\/?$/, '/').replace(/^\//, '') + 'index.html';
}

/** The config's redirects checked, each `from` on its own with its line: no bad path, none twice, none to itself. */
export function redirectsOf(
  rules: RedirectRule[],
  create: CreateRedirects | undefined,
  { source, fail }: { source: string; fail: KeyFailure },
): ResolvedRedirects {
  const seen = new Map<string, Redirect>();
  const redirects = rules.flatMap(({ from, to }, i) => {
    const toProblemOf = toProblem(to);
    if (toProblemOf) fail(`redirects[${i}].to`, `${toProblemOf}, got ${JSON.stringify(to)}`, { hint: toHint });
    return [from].flat().map((each, j) => {
      const key = `redirects[${i}].from`;
      const line = lineOfKey(source, Array.isArray(from) ? `${key}[${j}]` : key);
      const problem = fromProblem(each);
      if (problem) fail(key, `${problem}, got ${JSON.stringify(each)}`, { hint: fromHint, line });
      if (to.replace(/[?#].*/, '').replace(/\/$/, '') === each.replace(/\/$/, ''))
        fail(key, `leads to itself: ${JSON.stringify(each)}`, { hint: 'remove the redirect', line });
      const file = redirectFile(each).toLowerCase();
      const twice = seen.get(file);
      if (twice)
        fail(key, `names ${JSON.stringify(each)} again, already redirected to ${twice.to} at line ${twice.line}`, {
          hint: 'an old path leads to one place: keep one of the two',
          line,
        });
      const redirect = { from: each, to, line };
      seen.set(file, redirect);
      return redirect;
    });
  });
  return {
    rules: redirects,
    create: create ? { line: lineOfKey(source, 'createRedirects') } : null,
  };
}

const fromHint = 'write the old path as the site serves it without the base URL, e.g. "/docs/old-name"';
const toHint =
  'write a path of this site without the base URL, e.g. "/docs/new-name", or a URL such as "https://example.com"';
