import { fragmentId } from './links.js';

let stopWatching: (() => void) | null = null;

/** Highlights the table-of-contents entry of the section being read. */
export function watchTableOfContents(): void {
  stopWatching?.();
  stopWatching = null;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-link')];
  if (links.length === 0) return;
  const headings = [...new Set(links.map((link) => fragmentId(link.hash)))]
    .map((id) => document.getElementById(id))
    .filter((heading): heading is HTMLElement => heading !== null);
  let frame = 0;
  const update = () => {
    frame = 0;
    const offset = (document.getElementById('navbar')?.offsetHeight ?? 0) + 24;
    let current = headings[0];
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top - offset <= 0) current = heading;
      else break;
    }
    // The last sections of a page may be too short to reach the top: at the very bottom, the last one is read.
    if (scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 2)
      current = headings[headings.length - 1];
    for (const link of links) {
      const active = link.hash === `#${encodeURIComponent(current.id)}` || link.hash === `#${current.id}`;
      link.classList.toggle('active', active);
      if (active) keepInView(link);
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  addEventListener('scroll', onScroll, { passive: true });
  stopWatching = () => removeEventListener('scroll', onScroll);
  // In the next frame, once the page is laid out anyway, rather than forcing a layout while the page loads.
  onScroll();
}

/** Scrolls a long table of contents, and only it, so that its highlighted entry stays visible. */
function keepInView(link: HTMLAnchorElement): void {
  const list = link.closest<HTMLElement>('.toc');
  if (!list || list.scrollHeight <= list.clientHeight) return;
  const top = link.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const margin = list.clientHeight / 3;
  if (top < list.scrollTop + 8 || top + link.offsetHeight > list.scrollTop + list.clientHeight - 8)
    list.scrollTop = top - margin;
}
