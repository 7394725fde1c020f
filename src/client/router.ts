import { loadChunk } from './chunks.js';
import { fragmentId, isSiteRoute, pagePath } from './links.js';
import { readHeading } from './table-of-contents.js';
import { word } from './words.js';
import { swapPage } from './swap.js';

/** Where the reader was on a page: the scroll offset, and the heading being read with its distance from the top. */
interface HistoryState {
  sitegen: true;
  scrollY: number;
  heading?: [id: string, top: number];
}

export interface RouterHooks {
  /** Runs after every page swap. */
  afterSwap(): void;
}

let navigation = 0;
/** The page on screen, as path plus query: a change of hash alone does not change it. */
let shownPage = pageKey(location);

function pageKey(location: { pathname: string; search: string }): string {
  return pagePath(location.pathname) + location.search;
}

/** Takes over clicks on site links and the back and forward buttons. */
export function setUpRouter(hooks: RouterHooks): void {
  history.scrollRestoration = 'manual';
  history.replaceState({ ...history.state, sitegen: true, scrollY: scrollY } satisfies HistoryState, '');
  // Remember where the reader was, so back and forward return there.
  addEventListener('scroll', rememberScroll, { passive: true });
  addEventListener('pagehide', rememberScroll);

  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isSiteRoute(link)) return;
    if (link.hash && pageKey(link) === shownPage) return; // The browser jumps to the anchor by itself.
    event.preventDefault();
    navigate(link.href, { push: true, hooks });
  });

  addEventListener('popstate', (event) => {
    const state = event.state as HistoryState | null;
    // Moving between anchors of the page on screen needs no page load; the browser fires popstate for those too.
    if (pageKey(location) === shownPage) {
      if (state?.sitegen) scrollBack(state);
      return;
    }
    navigate(location.href, { push: false, hooks, place: state?.sitegen ? state : undefined });
  });
}

let scrollTimer = 0;
function rememberScroll(): void {
  clearTimeout(scrollTimer);
  scrollTimer = window.setTimeout(() => history.replaceState({ ...history.state, ...readerPlace() }, ''), 80);
}

/**
 * Where the reader is, by the heading being read too: the blocks of a long page not laid out yet count at a
 * height of their own (`content-visibility`), so that the offset alone would lead elsewhere on the way back.
 */
function readerPlace(): HistoryState {
  const heading = readHeading;
  return { sitegen: true, scrollY, heading: heading && [heading.id, heading.getBoundingClientRect().top] };
}

/**
 * Scrolls to where the reader was. Blocks of a long page brought on screen are laid out in the next frames and may
 * push the heading down, so it is put back in place then too.
 */
function scrollBack(place: HistoryState, frames = 2): void {
  const element = place.heading && document.getElementById(place.heading[0]);
  scrollTo(0, element ? scrollY + element.getBoundingClientRect().top - place.heading![1] : place.scrollY);
  if (element && frames) requestAnimationFrame(() => scrollBack(place, frames - 1));
}

async function navigate(
  href: string,
  options: { push: boolean; hooks: RouterHooks; place?: HistoryState },
): Promise<void> {
  const id = ++navigation;
  const url = new URL(href);
  // Without its code (offline), a navigation goes on without the bar.
  const loading = import('./loading.js').then((bar) => bar.trackLoading(word)).catch(() => null);
  try {
    const chunk = await loadChunk(pagePath(url.pathname));
    if (id !== navigation) return;
    if (options.push) {
      clearTimeout(scrollTimer);
      history.replaceState({ ...history.state, ...readerPlace() }, '');
      history.pushState({ sitegen: true, scrollY: 0 } satisfies HistoryState, '', url.href);
    }
    await swapPage(chunk);
    shownPage = pageKey(url);
    document.querySelector('.load-error')?.remove();
    options.hooks.afterSwap();
    placeView(url, options.place);
  } catch (error) {
    if (id === navigation)
      import('./load-error.js')
        .then((box) => box.showLoadError(url.href, error, word))
        .catch(() => window.location.assign(url.href));
  } finally {
    if (id === navigation) void loading.then((bar) => bar?.done());
  }
}

/** Moves focus to the new page's heading, for screen readers, then scrolls to the hash target or the top. */
function placeView(url: URL, place: HistoryState | undefined): void {
  const heading = document.getElementById('page-title') ?? document.getElementById('main');
  heading?.focus({ preventScroll: true });
  if (place) return scrollBack(place);
  const target = url.hash ? document.getElementById(fragmentId(url.hash)) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}
