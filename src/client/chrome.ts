import { word } from './words.js';

const themeKey = 'theme';
/** Where the docs version last read is kept, under Docusaurus's key. */
export const docsVersionKey = 'docs-preferred-version-default';

/** The navbar switch between light and dark; the choice is kept for the next visit. */
export function setUpColourMode(): void {
  const root = document.documentElement;
  const toggle = document.getElementById('colour-mode-toggle');
  // The switch's name says the mode shown, as Docusaurus's does, in the page's language.
  const label = () => {
    const mode =
      root.dataset.theme === 'dark'
        ? word('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
        : word('theme.colorToggle.ariaLabel.mode.light', 'light mode');
    const name = word('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode });
    toggle?.setAttribute('aria-label', name);
  };
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

/** Below this width the docs sidebar lives in the menu drawer rather than beside the page. */
const drawerQuery = '(max-width: 996px)';

/**
 * The narrow-screen menu button. The drawer holds the navbar links and, on docs pages, the docs sidebar, moved
 * in while it is open so a phone never shows the whole sidebar above the page. It closes on Escape, on a tap
 * on the dimmed page, after navigating and when the screen widens.
 */
export function setUpMobileMenu(): { close(): void } {
  const navbar = document.getElementById('navbar');
  const toggle = document.getElementById('navbar-toggle');
  const drawer = document.getElementById('navbar-menu');
  const narrow = matchMedia(drawerQuery);
  // The button's two names come with the page, in its language: the one it is rendered with, and the other.
  const labels = [toggle?.getAttribute('aria-label'), toggle?.dataset.closeLabel];
  const setOpen = (open: boolean) => {
    navbar?.classList.toggle('open', open);
    document.documentElement.classList.toggle('menu-open', open);
    toggle?.setAttribute('aria-expanded', String(open));
    toggle?.setAttribute('aria-label', labels[Number(open)] ?? '');
    const sidebar = document.getElementById('sg-sidebar');
    const page = document.getElementById('sg-page');
    if (!sidebar || !page || !drawer) return;
    if (open && narrow.matches) drawer.append(sidebar);
    else if (sidebar.parentElement !== page) page.prepend(sidebar);
  };
  toggle?.addEventListener('click', () => setOpen(!navbar?.classList.contains('open')));
  // The dimmed page under the drawer is drawn by the navbar itself: a tap there lands on it.
  navbar?.addEventListener('click', (event) => {
    if (event.target === navbar) setOpen(false);
  });
  narrow.addEventListener('change', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && navbar?.classList.contains('open')) {
      setOpen(false);
      toggle?.focus();
    }
  });
  return { close: () => setOpen(false) };
}

/** Docs pages remember their version: the docs links of later pages lead to it, and search ranks it first. */
export function rememberDocsVersion(): void {
  const marker = document.querySelector<HTMLElement>('#sg-content [data-docs-version]');
  if (!marker) return;
  try {
    localStorage.setItem(docsVersionKey, marker.dataset.docsVersion!);
  } catch {
    // Storage can be disabled.
  }
}

/** The docs version last read, or null when none was (or storage is disabled). */
export function rememberedDocsVersion(): string | null {
  try {
    return localStorage.getItem(docsVersionKey);
  } catch {
    return null;
  }
}

/** The version the reader is reading: the page's, else the one they last read. */
export function readingVersion(): string | undefined {
  return (
    document.querySelector<HTMLElement>('#sg-content [data-docs-version]')?.dataset.docsVersion ??
    rememberedDocsVersion() ??
    undefined
  );
}
