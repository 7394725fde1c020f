// The docs' versions in the browser, loaded by the pages that have a version menu or links into versioned docs: the
// version a reader last read (remembered by the runtime) leads the menu and the links into the docs.

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

/**
 * Runs on every page shown, once it has remembered its version: points the menu and the docs links at the page's
 * version, else at the one last read (`remembered`).
 */
export function followDocsVersion(remembered: string | null): void {
  const page = document.querySelector<HTMLElement>('#sg-content [data-docs-version]');
  const chosen = page?.dataset.docsVersion ?? remembered;
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
