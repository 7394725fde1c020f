// The docs' versions in the browser: the version a reader reads is remembered, under Docusaurus's key, and leads
// the version menu and the links into the docs of every later page.
const storageKey = 'docs-preferred-version-default';

type VersionPaths = Record<string, string>;

function readPaths(element: Element | null | undefined): VersionPaths | null {
  const json = (element as HTMLElement | null)?.dataset?.versionPaths;
  if (!json) return null;
  try {
    return JSON.parse(json) as VersionPaths;
  } catch {
    return null;
  }
}

function preferredVersion(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    // Storage can be disabled: every page then shows its own version, and links lead where they were written to.
    return null;
  }
}

/** The version the reader is reading: the page's, else the one they last read. */
export function readingVersion(): string | undefined {
  return (
    document.querySelector<HTMLElement>('#sg-content [data-docs-version]')?.dataset.docsVersion ??
    preferredVersion() ??
    undefined
  );
}

/** Runs on every page shown: remembers its version, then points the menu and the docs links at it. */
export function followDocsVersion(): void {
  const page = document.querySelector<HTMLElement>('#sg-content [data-docs-version]');
  const version = page?.dataset.docsVersion;
  if (version) {
    try {
      localStorage.setItem(storageKey, version);
    } catch {
      // As above.
    }
  }
  const chosen = version ?? preferredVersion();
  updateMenu(chosen, readPaths(page));
  if (!chosen) return;
  // Links of the navbar and footer (and the home page's, made from them) lead to the same page in the chosen version.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-version-paths]')) {
    const target = readPaths(link)?.[chosen];
    if (target) link.setAttribute('href', target);
  }
}

function updateMenu(chosen: string | null | undefined, paths: VersionPaths | null): void {
  const menu = document.getElementById('version-menu') as HTMLDetailsElement | null;
  if (!menu) return;
  menu.open = false;
  for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-version]')) {
    const name = link.dataset.version!;
    link.setAttribute('href', paths?.[name] ?? link.dataset.versionRoot!);
    if (name !== chosen) {
      link.removeAttribute('aria-current');
      continue;
    }
    link.setAttribute('aria-current', 'true');
    menu.querySelector('.version-menu-label')!.textContent = link.textContent;
  }
}

/** The menu closes on a choice, on Escape and on a click elsewhere, as a menu does. */
export function setUpVersionMenu(): void {
  const menu = document.getElementById('version-menu') as HTMLDetailsElement | null;
  if (!menu) return;
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.querySelector('summary')!.contains(event.target as Node)) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')!.focus();
  });
}
