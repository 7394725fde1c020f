import path from 'node:path';
import type { SourceKind } from '../content/scan.js';

/** The folder of a locale's translations beside the site's config, in Docusaurus's layout. */
export const localeFolder = (root: string, locale: string) => path.join(root, 'i18n', locale);

/**
 * Where a locale's translations of a section are, as Docusaurus keeps them: `docusaurus-plugin-content-docs/current`
 * (or `version-<name>` for a released version), `docusaurus-plugin-content-blog`, `docusaurus-plugin-content-pages`.
 */
export function translationsFolder(root: string, locale: string, kind: SourceKind, version?: string): string {
  const plugin = { doc: 'docs', post: 'blog', page: 'pages' }[kind];
  const folder = path.join(localeFolder(root, locale), `docusaurus-plugin-content-${plugin}`);
  if (kind !== 'doc') return folder;
  return path.join(folder, version === undefined || version === 'current' ? 'current' : `version-${version}`);
}
