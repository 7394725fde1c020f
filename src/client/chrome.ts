const themeKey = 'theme';
const docsVersionKey = 'docs-preferred-version-default';

/** The navbar switch between light and dark; the choice is kept for the next visit. */
export function setUpColourMode(): void {
  const root = document.documentElement;
  const toggle = document.getElementById('colour-mode-toggle');
  const label = () => toggle?.setAttribute('aria-label', `Switch to ${root.dataset.theme === 'dark' ? 'light' : 'dark'} mode`);
  label();
  toggle?.addEventListener('click', () => {
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(themeKey, next);
    } catch {
      // Storage can be disabled; the mode still applies to this page.
    }
    label();
  });
}

/** The narrow-screen menu button; the menu closes on Escape and after navigating. */
export function setUpMobileMenu(): { close(): void } {
  const navbar = document.getElementById('navbar');
  const toggle = document.getElementById('navbar-toggle');
  const setOpen = (open: boolean) => {
    navbar?.classList.toggle('open', open);
    toggle?.setAttribute('aria-expanded', String(open));
    toggle?.setAttribute('aria-label', open ? 'Close the menu' : 'Open the menu');
  };
  toggle?.addEventListener('click', () => setOpen(!navbar?.classList.contains('open')));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && navbar?.classList.contains('open')) {
      setOpen(false);
      toggle?.focus();
    }
  });
  return { close: () => setOpen(false) };
}

/** Docs pages remember the preferred docs version; "Next" is the only one, stored under Docusaurus's key and name. */
export function rememberDocsVersion(): void {
  const marker = document.querySelector<HTMLElement>('[data-docs-version]');
  if (!marker) return;
  try {
    localStorage.setItem(docsVersionKey, marker.dataset.docsVersion!);
  } catch {
    // Storage can be disabled.
  }
}
