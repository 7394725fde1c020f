import type { Route } from '../../src/routes/types.js';
import { buildSearchIndex, type SearchIndex } from '../../src/search/build.js';
import { indexPage, searchSections, sectionsForIndex } from '../../src/content/search-words.js';

/**
 * Fake doc routes with just what the index reads: their sections, split from HTML as the build splits a page, and
 * their words, as a site in `language` indexes them.
 */
export function docRoute(
  title: string,
  permalink: string,
  html: string,
  { version, language = 'en' }: { version?: string; language?: string } = {},
): Route {
  const sections = searchSections(html);
  return {
    kind: 'doc',
    path: permalink,
    doc: {
      kind: 'doc',
      title,
      permalink,
      version,
      ...sectionsForIndex(sections),
      search: indexPage(sections, language),
    },
  } as unknown as Route;
}

/** An index's files by name, as read back from their JSON. */
export async function indexFiles(index: SearchIndex): Promise<Map<string, unknown>> {
  const files = new Map<string, unknown>();
  for await (const file of index.files)
    files.set(file.path.replace('assets/search/', ''), JSON.parse(String(file.contents)));
  return files;
}

/** The index files of some routes, loadable by name as the dialog loads them, counting what was fetched. */
export function memoryLoader(routes: Route[], inlineLimit?: number, language = 'en') {
  const files = indexFiles(buildSearchIndex(routes, { withBase: (p) => p, language, inlineLimit }));
  const fetched: string[] = [];
  return { fetched, load: async (name: string) => (fetched.push(name), (await files).get(name)) };
}
