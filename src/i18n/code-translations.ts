import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docusaurusDir, englishWords, shippedTranslations } from '../config/theme-words.js';
import type { TranslationFileContent } from '../config/translation-file.js';

/** What sitegen's own words, and those Docusaurus leaves undescribed, are for. */
const ownDescriptions: Record<string, string> = {
  'theme.docs.versionBadge.label': 'The badge naming the version of the docs a page belongs to',
  'sitegen.AnnouncementBar.label': 'What screen readers call the announcement bar above the navbar',
  'sitegen.CodeBlock.copyByHand': 'The copy button of code blocks when the browser would not copy: how to copy by hand',
  'sitegen.i18n.untranslated':
    'The notice above a page shown in the original language because it is not translated yet; {language} names the reader’s',
  'sitegen.i18n.original': 'The link of that notice to the page in its original language',
  'sitegen.loading.label': 'What screen readers say of the loading indicator while the next page loads',
  'sitegen.loading.failed': 'The message of a page that could not be loaded; {error} says why',
  'sitegen.loading.dismiss': 'The button closing the message of a page that could not be loaded',
  'sitegen.search.resultsLabel': 'What screen readers call the list of search results',
  'sitegen.search.partialResults':
    'The note above the search results when no page has every word of the query, and the results have some of them',
  'sitegen.search.unavailable': 'The message of the search dialog when search cannot be used; {error} says why',
  'sitegen.menu.open': 'The button opening the navigation menu on small screens',
  'sitegen.menu.close': 'The button closing the navigation menu on small screens',
  'sitegen.colorToggle.ariaLabel': 'The name and tooltip of the navbar switch between dark and light mode',
  'sitegen.SearchBar.shortcut':
    'The keyboard shortcut shown on the search button: the Control key as keyboards in the language name it, then K',
  'sitegen.docs.version':
    'What screen readers call the menu of the docs versions, and the tooltip of a page’s version badge',
  'sitegen.admonition.important': 'The default label used for the Important admonition (:::important)',
  'sitegen.toc.filter':
    'The placeholder and name of the box above a long table of contents that narrows it to the entries typed',
  'sitegen.blog.sidebar.title':
    'The title of the blog sidebar of recent posts, unless the config sets blogSidebarTitle',
};

/** What each word is for: Docusaurus's description of its id, else sitegen's own. */
export function wordDescriptions(): Record<string, string> {
  const descriptions: Record<string, string> = { ...ownDescriptions };
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    const base = JSON.parse(readFileSync(path.join(docusaurusDir, 'base', file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(base))
      if (key.endsWith('___DESCRIPTION')) descriptions[key.slice(0, -'___DESCRIPTION'.length)] = text;
  }
  return descriptions;
}

/**
 * The entries of `code.json` for a locale: every word of the theme, as the locale's pages show it before the site
 * translates it (the translation sitegen or Docusaurus ships for it, else the English), with what it is for.
 */
export function codeTranslations(tag: string): TranslationFileContent {
  const shipped = shippedTranslations(tag);
  const descriptions = wordDescriptions();
  return Object.fromEntries(
    Object.entries(englishWords).map(([id, english]) => [
      id,
      { message: shipped[id] ?? english, description: descriptions[id] },
    ]),
  );
}
