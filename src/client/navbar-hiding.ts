/**
 * `navbar.hideOnScroll`, as Docusaurus has it: the navbar slides away while the reader scrolls down, and back when
 * they scroll up or near the top; never while one of its menus, the search or the drawer is open.
 */
export function hideNavbarOnScroll(): void {
  const navbar = document.getElementById('navbar');
  if (!navbar) return;
  let last = scrollY;
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      const inUse =
        document.documentElement.classList.contains('menu-open') ||
        document.body.classList.contains('search-open') ||
        navbar.querySelector('details[open]') !== null;
      if (y <= navbar.offsetHeight || y < last || inUse) navbar.classList.remove('navbar-hidden');
      else if (y > last) navbar.classList.add('navbar-hidden');
      last = y;
    },
    { passive: true },
  );
}
