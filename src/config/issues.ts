import { SitegenError, SitegenErrors, lineOf } from '../errors.js';
import type { SchemaIssue } from '../schema.js';
import { lineOfKey } from './key-lines.js';

/** Every mismatch of a file's value with its schema, as errors naming the line of its key. */
export function failOnIssues(
  issues: SchemaIssue[],
  { file, source, describe }: { file: string; source: string; describe: (key: string) => string },
): void {
  if (issues.length === 0) return;
  throw new SitegenErrors(
    issues.map(
      (issue) =>
        new SitegenError(`${describe(issue.path)} ${issue.message}`, {
          file,
          line: lineOfKey(source, issue.path),
          hint: issue.hint,
        }),
    ),
  );
}

/** A mistake in the config's shape, at the line of the key, or of the object a missing key belongs in. */
export function configIssue(issue: SchemaIssue, file: string, source: string): SitegenError {
  const exported = lineOf(source, /export\s+default/);
  if (issue.path === '(root)') {
    return new SitegenError(`the configuration's default export ${issue.message}`, {
      file,
      line: exported,
      hint: 'end the file with `export default defineConfig({ ... })`',
    });
  }
  const parent = issue.path.replace(/\.?[^.]+$/, '');
  const line = !issue.missing ? lineOfKey(source, issue.path) : parent ? lineOfKey(source, parent) : exported;
  return new SitegenError(`config key \`${issue.path}\` ${issue.message}`, { file, line, hint: issue.hint });
}
