/**
 * The ids of the words the browser's script shows (the copy button, the loading error, the search dialog, the menu),
 * Docusaurus's where it has one: a page of a site in another language carries their translations.
 */
export const clientWordIds = [
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copied',
  'theme.CodeBlock.copyButtonAriaLabel',
  'sitegen.CodeBlock.copyByHand',
  'sitegen.loading.label',
  'sitegen.loading.failed',
  'theme.ErrorPageContent.tryAgain',
  'sitegen.loading.dismiss',
  'theme.SearchBar.label',
  'theme.SearchModal.searchBox.placeholderText',
  'sitegen.search.resultsLabel',
  'theme.SearchPage.documentsFound.plurals',
  'theme.SearchModal.noResultsScreen.noResultsText',
  'sitegen.search.unavailable',
  'sitegen.menu.open',
  'sitegen.menu.close',
] as const;

export type ClientWordId = (typeof clientWordIds)[number];

/** The element of a page holding its translations of those words, as JSON; absent in English. */
export const clientWordsElementId = 'sg-words';
