import { fragmentId } from './links.js';

let stopWatching: (() => void) | null = null;
/** The heading of the section being read, as the table of contents marks it; none on a page without the table. */
export let readHeading: HTMLElement | undefined;

/** Highlights the table-of-contents entry of the section being read. */
export function watchTableOfContents(): void {
  stopWatching?.();
  stopWatching = null;
  readHeading = undefined;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-link')];
  if (links.length === 0) return;
  const headings = [...new Set(links.map((link) => fragmentId(link.hash)))]
    .map((id) => document.getElementById(id))
    .filter((heading): heading is HTMLElement => heading !== null);
  let frame = 0;
  // Everything is read before anything is written: a read after a write would make the browser lay out the page again.
  const update = () => {
    frame = 0;
    const offset = (document.getElementById('navbar')?.offsetHeight ?? 0) + 24;
    // The last heading above the line, found by halving: the headings are in the page's order, and a long
    // reference has hundreds of them.
    let above = 0;
    let below = headings.length;
    while (below - above > 1) {
      const middle = (above + below) >> 1;
      if (headings[middle].getBoundingClientRect().top > offset) below = middle;
      else above = middle;
    }
    let current = headings[above];
    // The last sections of a page may be too short to reach the top: at the very bottom, the last one is read.
    if (scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 2)
      current = headings[headings.length - 1];
    if (current === readHeading) return;
    readHeading = current;
    // A page may hold the table twice (beside the content, and folded above it on a phone): each list scrolls.
    const isActive = (link: HTMLAnchorElement) => fragmentId(link.hash) === current.id;
    const moves = links.filter(isActive).map(moveIntoView);
    for (const link of links) link.classList.toggle('active', isActive(link));
    for (const move of moves) move?.();
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  addEventListener('scroll', onScroll, { passive: true });
  stopWatching = () => removeEventListener('scroll', onScroll);
  // In the next frame, once the page is laid out anyway, rather than forcing a layout while the page loads.
  onScroll();
}

/**
 * What scrolls a long table of contents, and only it, to bring `link` in sight; nothing when it is: the highlighted
 * entry stays visible as the reader goes down the page.
 */
function moveIntoView(link: HTMLAnchorElement): (() => void) | undefined {
  const list = link.closest<HTMLElement>('.toc');
  // A list that fits does not scroll, whatever it is told.
  if (!list) return;
  const top = link.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const to = top - list.clientHeight / 3;
  if (top < list.scrollTop + 8 || top + link.offsetHeight > list.scrollTop + list.clientHeight - 8)
    return () => (list.scrollTop = to);
}
