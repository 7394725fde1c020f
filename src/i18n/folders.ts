import path from 'node:path';

/** The folder of a locale's translations beside the site's config, in Docusaurus's layout. */
export const localeFolder = (root: string, locale: string) => path.join(root, 'i18n', locale);

/**
 * Where a locale's translations of a section are, as Docusaurus keeps them: `docusaurus-plugin-content-docs/current`
 * (or `version-<name>` for a released version), `docusaurus-plugin-content-blog`, `docusaurus-plugin-content-pages`.
 */
export function translationsFolder(
  root: string,
  locale: string,
  plugin: 'docs' | 'blog' | 'pages',
  version?: string,
): string {
  const folder = path.join(localeFolder(root, locale), `docusaurus-plugin-content-${plugin}`);
  if (plugin !== 'docs') return folder;
  return path.join(folder, version === undefined || version === 'current' ? 'current' : `version-${version}`);
}
