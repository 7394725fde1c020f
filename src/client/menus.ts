/** The navbar's menus (of versions, languages and links) close on a choice, on Escape and on a click elsewhere. */
export function setUpNavbarMenus(): void {
  const menus = () => document.querySelectorAll<HTMLDetailsElement>('#navbar details[open]');
  document.addEventListener('click', (event) => {
    for (const menu of menus()) if (!menu.querySelector('summary')!.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      if (!menu.contains(document.activeElement)) continue;
      menu.open = false;
      menu.querySelector('summary')!.focus();
    }
  });
}
