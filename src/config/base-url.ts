import { SitegenError } from '../errors.js';

/**
 * Why `value` cannot be a base URL, or null when it can. A base URL is the path the site is served under, put before
 * every link and script of every page: `//host/` or `/\host/` would load them from another host, which browsers
 * read both as.
 */
export function baseUrlProblem(value: string): string | null {
  if (!value.startsWith('/') || !value.endsWith('/')) return 'must start and end with "/"';
  if (value.includes('//')) return 'holds "//", which browsers read as the start of another host';
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return 'holds a backslash or a control character';
  if (/[?#]/.test(value)) return 'holds "?" or "#", which end a path';
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) return 'has a "." or ".." segment';
  return null;
}

/** A base URL close to `value` that has none of its problems, for hints. */
export function suggestedBaseUrl(value: string): string {
  const segments = value
    .split(/[/\\?#\u0000-\u001f\u007f]+/)
    .filter((segment) => segment && segment !== '.' && segment !== '..' && !segment.includes(':'));
  return segments.length > 0 ? `/${segments.join('/')}/` : '/';
}

/** Refuses a base URL that is not a plain path: a mistake of `--base-url` when the flag gave it, else of the config. */
export function assertBaseUrl(
  baseUrl: string,
  { fromFlag, fail }: { fromFlag: boolean; fail: (key: string, message: string, where: { hint: string }) => never },
): void {
  const mistake = baseUrlProblem(baseUrl);
  if (!mistake) return;
  const suggestion = suggestedBaseUrl(baseUrl);
  if (fromFlag)
    throw new SitegenError(`--base-url ${mistake}, got "${baseUrl}"`, { hint: `try --base-url ${suggestion}` });
  fail('baseUrl', `${mistake}, got "${baseUrl}"`, {
    hint: `try "${suggestion}"${baseUrl.includes('//') || baseUrl.includes(':') ? '; the host goes in `url`' : ''}`,
  });
}
