/**
 * The ids of the words the browser's script shows (the copy button, the loading error, the search dialog, the menu, the colour switch),
 * Docusaurus's where it has one: each locale's scripts carry their translations.
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
  'sitegen.search.partialResults',
  'theme.SearchPage.documentsFound.plurals',
  'theme.SearchModal.noResultsScreen.noResultsText',
  'sitegen.search.unavailable',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.light',
] as const;

export type ClientWordId = (typeof clientWordIds)[number];

/**
 * What stands in a built script for the translations of the words it shows, as esbuild writes the object
 * `{ 'sitegen:words': '' }`: each locale's build writes its translations in its place.
 */
export const wordsPlaceholder = '{"sitegen:words":""}';
