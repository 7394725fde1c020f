// The search dialog: a module of its own, loaded the first time search is opened.
import { createSearchEngine, type SearchResult } from './engine.js';
import { escapeHtml } from './result-html.js';
import { readingVersion } from '../chrome.js';
import { word } from '../words.js';

type SearchEngine = Awaited<ReturnType<typeof createSearchEngine>>;
let engine: Promise<SearchEngine> | null = null;
let indexFailed = false;
let backdrop: HTMLElement | null = null;
let returnFocus: HTMLElement | null = null;
/** Whether the index has loaded (or failed to), and how many queries are being answered. */
let indexSettled = false;
let queriesInFlight = 0;

/** Opens the dialog, and starts readying the index the first time, so that the first query finds it ready. */
export function openSearch(indexUrl: string): void {
  backdrop ??= createDialog();
  if (!engine || indexFailed) loadIndex(indexUrl, backdrop.querySelector('ul')!);
  returnFocus = document.activeElement as HTMLElement | null;
  backdrop.hidden = false;
  document.body.classList.add('search-open');
  const input = backdrop.querySelector('input')!;
  input.focus();
  input.select();
  void update();
}

/**
 * The results list is `aria-busy` while the index loads and while queries are being answered: once it is not, the
 * results shown are those of the query in the field.
 */
function settle(list: HTMLElement): void {
  if (indexSettled && queriesInFlight === 0) list.removeAttribute('aria-busy');
}

/** Readies the index; a failed load is tried again on the next opening. */
function loadIndex(indexUrl: string, list: HTMLElement): void {
  list.setAttribute('aria-busy', 'true');
  indexSettled = false;
  indexFailed = false;
  engine = createSearchEngine(async (file) => {
    const response = await fetch(new URL(file, new URL(indexUrl, location.href)));
    if (!response.ok) throw new Error(`the search index answered ${response.status}`);
    return response.json();
  }, document.documentElement.lang);
  engine
    .then(warmUp)
    .catch(() => (indexFailed = true))
    .finally(() => {
      indexSettled = true;
      settle(list);
    });
}

/**
 * Answers a query that loads nothing and lays the results out unseen (within one task, so nothing is painted): the
 * first query then finds the engine's code compiled and the fonts and text shaping of a result list ready.
 */
async function warmUp(ready: SearchEngine): Promise<void> {
  const results = await ready.warmUp().catch(() => []);
  const root = backdrop!;
  const list = root.querySelector('ul')!;
  if (root.querySelector('input')!.value.trim() || list.children.length > 0) return;
  render(list, results);
  void list.offsetHeight;
  render(list, []);
}

function closeSearch(): void {
  if (!backdrop || backdrop.hidden) return;
  backdrop.hidden = true;
  document.body.classList.remove('search-open');
  returnFocus?.focus?.();
}

function createDialog(): HTMLElement {
  const root = document.createElement('div');
  root.className = 'search-backdrop';
  root.hidden = true;
  const placeholder = word('theme.SearchModal.searchBox.placeholderText', 'Search the site');
  root.innerHTML =
    `<div class="search-dialog" role="dialog" aria-modal="true" aria-label="${escapeHtml(placeholder)}">` +
    '<input class="search-input" type="search" role="combobox" aria-expanded="false" aria-controls="search-results" aria-autocomplete="list" ' +
    `aria-label="${escapeHtml(word('theme.SearchBar.label', 'Search'))}" placeholder="${escapeHtml(placeholder)}" autocomplete="off" spellcheck="false">` +
    // Says so above the results when none has every word of the query; empty, and so hidden, otherwise.
    '<p class="search-status search-partial" id="search-partial"></p>' +
    `<ul class="search-results" id="search-results" role="listbox" aria-describedby="search-partial" aria-label="${escapeHtml(word('sitegen.search.resultsLabel', 'Results'))}"></ul>` +
    '<p class="search-status" role="status" aria-live="polite"></p>' +
    // sitegen's own words, English on every site: laid out left to right, a right-to-left page keeps their order.
    '<p class="search-help" lang="en" dir="ltr"><kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close</p>' +
    '</div>';
  const input = root.querySelector('input')!;
  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      root.querySelector<HTMLAnchorElement>('[aria-selected="true"] a')?.click();
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeSearch();
    // Focus stays in the field while the dialog is open; the arrows choose among the results.
    if (event.key === 'Tab') event.preventDefault();
  });
  root.addEventListener('mousedown', (event) => {
    if (event.target === root) closeSearch();
  });
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeSearch();
  });
  document.body.append(root);
  return root;
}

async function update(): Promise<void> {
  const root = backdrop!;
  const input = root.querySelector('input')!;
  const list = root.querySelector('ul')!;
  const status = root.querySelector('[role="status"]')!;
  const query = input.value.trim();
  if (!query) {
    render(list, []);
    status.textContent = '';
    input.setAttribute('aria-expanded', 'false');
    return;
  }
  queriesInFlight++;
  list.setAttribute('aria-busy', 'true');
  try {
    const results = await (await engine!).search(query, 10, readingVersion());
    // A later query took over while this one was answered; its own answer shows.
    if (input.value.trim() !== query) return;
    render(list, results);
    input.setAttribute('aria-expanded', String(results.length > 0));
    status.textContent = results.length
      ? pluralForm(
          word('theme.SearchPage.documentsFound.plurals', '{count} result|{count} results', { count: results.length }),
          results.length,
        )
      : `${word('theme.SearchModal.noResultsScreen.noResultsText', 'No results for')} “${query}”`;
    move(0);
  } catch (error) {
    status.textContent = word('sitegen.search.unavailable', 'Search is unavailable: {error}.', {
      error: (error as Error).message,
    });
  } finally {
    queriesInFlight--;
    settle(list);
  }
}

function render(list: HTMLElement, results: SearchResult[]): void {
  // Read before the change, while the layout is still clean, so that only a scrolled list costs a layout.
  if (list.scrollTop) list.scrollTop = 0;
  list.previousElementSibling!.textContent = results[0]?.partial
    ? word('sitegen.search.partialResults', 'No page has every word; pages with some of them:')
    : '';
  list.innerHTML = results
    .map(
      (result, i) =>
        `<li role="option" id="search-result-${i}" aria-selected="false"><a href="${escapeHtml(result.url)}" tabindex="-1">` +
        `<span class="search-result-page">${escapeHtml(result.pageTitle)}${result.version === null ? '' : ` <span class="search-result-version">${escapeHtml(result.version)}</span>`}</span>` +
        `<span class="search-result-heading">${result.headingHtml}</span>` +
        `<span class="search-result-snippet">${result.snippetHtml}</span></a></li>`,
    )
    .join('');
}

/** Moves the active option by `step` (0 selects the first). */
function move(step: number): void {
  const input = backdrop!.querySelector('input')!;
  const options = [...backdrop!.querySelectorAll<HTMLElement>('[role="option"]')];
  if (options.length === 0) {
    input.removeAttribute('aria-activedescendant');
    return;
  }
  const current = options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
  const next = step === 0 ? 0 : (current + step + options.length) % options.length;
  options.forEach((option, i) => option.setAttribute('aria-selected', String(i === next)));
  input.setAttribute('aria-activedescendant', options[next].id);
  // New results start at the top, where the first is in view: scrolling to it would only cost a layout.
  if (step !== 0) options[next].scrollIntoView({ block: 'nearest' });
}

/** Of a message's plural forms (`One result|3 results`), the one the page's language uses for `count`. */
function pluralForm(forms: string, count: number): string {
  const rules = new Intl.PluralRules(document.documentElement.lang || 'en');
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule),
  );
  const choices = forms.split('|');
  return choices[order.indexOf(rules.select(count))] ?? choices[choices.length - 1];
}
