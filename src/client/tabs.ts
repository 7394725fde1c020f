// Tabs drawn by `@theme/Tabs`: every panel is in the HTML; this shows one, switches on click and arrow keys, keeps
// groups with the same `groupId` in step and remembers their choice, and reads and writes the query string.

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

let listening = false;

/** Shows the page's chosen tabs, and from the first call on switches tabs on click and arrow keys on every page. */
export function setUpTabs(): void {
  if (!listening) listenForTabs();
  listening = true;
  restoreTabs();
}

/** Listeners on the document, for this page and every page the router brings. */
function listenForTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs-container [role="tab"]');
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs-container [role="tab"]');
    if (!tab) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const i = tabs.indexOf(tab);
    // The arrow pointing the way the text reads leads to the next tab: the left one in a right-to-left language.
    const onwards = getComputedStyle(tab).direction === 'rtl' ? -1 : 1;
    const next = { ArrowRight: i + onwards, ArrowLeft: i - onwards, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target.focus();
    choose(target);
  });
}

/** Shows in each tab group of the page the tab its query string or stored choice names, if any. */
function restoreTabs(): void {
  const query = new URLSearchParams(location.search);
  document.querySelectorAll<HTMLElement>('.tabs-container').forEach((container) => {
    const { groupId, queryString } = container.dataset;
    const wanted = (queryString && query.get(queryString)) || (groupId && stored(groupId));
    if (wanted) select(container, wanted);
  });
}

function choose(tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>('.tabs-container')!;
  const value = tab.dataset.value!;
  const { groupId, queryString } = container.dataset;
  if (groupId) {
    document
      .querySelectorAll<HTMLElement>('.tabs-container')
      .forEach((other) => other.dataset.groupId === groupId && select(other, value));
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Storage may be off; the choice then lasts for this page.
    }
  } else select(container, value);
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    history.replaceState(history.state, '', url);
  }
}

function select(container: HTMLElement, value: string): void {
  const tabs = container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]');
  if (![...tabs].some((tab) => tab.dataset.value === value)) return;
  tabs.forEach((tab) => {
    const chosen = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
  });
  container
    .querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')
    .forEach((panel) => panel.classList.toggle('active', panel.dataset.value === value));
}

function stored(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}
