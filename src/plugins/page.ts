import { nothingRendered, type MarkdownPage } from '../content/page.js';
import { searchSections } from '../content/search-words.js';
import { indexPage, sectionsForIndex } from '../content/search-words.js';
import type { PluginPage } from './types.js';

/** A plugin's page as a Markdown page of the site, so that the theme's layout shows it and the link check reads it. */
export function htmlPage(
  { path, title, html, description = '' }: PluginPage,
  pluginName: string,
  language: string,
): MarkdownPage {
  const sections = searchSections(html);
  // Messages about the page (a broken link, a route claimed twice) name the plugin where they would name a file.
  const origin = `plugin "${pluginName}"`;
  return {
    kind: 'page',
    source: { kind: 'page', file: origin, relPath: origin, sectionPath: path },
    permalink: '/' + path.replace(/^\/+/, ''),
    title,
    description,
    keywords: [],
    html,
    ...nothingRendered(),
    hideTableOfContents: true,
    tocLevels: { min: 2, max: 3 },
    image: null,
    ...sectionsForIndex(sections),
    search: indexPage(sections, language),
    unlisted: false,
  };
}
