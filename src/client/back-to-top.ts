// The button that leads back to the top of a long page, as Docusaurus shows it: once the reader is well down the
// page and scrolling back up, in the corner, out of the way of the text.

const shownBelow = 300;

// From now on, on this page and every page after, the button shows whenever the reader scrolls up far down.
const button = document.querySelector<HTMLButtonElement>('button.back-to-top');
// Counted from where the page stands when this loads, which may already be far down.
let lastY = scrollY;
if (button) {
  button.addEventListener('click', backToTop);
  addEventListener('scroll', follow, { passive: true });
}

function follow(): void {
  const y = scrollY;
  button!.hidden = !(y > shownBelow && y < lastY);
  lastY = y;
}

function backToTop(): void {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  button!.hidden = true;
  // Keyboards carry on from the top too.
  document.getElementById('page-title')?.focus({ preventScroll: true });
}
// A module, loaded by import().
export {};
