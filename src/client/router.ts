import { loadChunk } from './chunks.js';
import { fragmentId, isSiteRoute, pagePath } from './links.js';
import { trackLoading } from './loading.js';
import { word } from './words.js';
import { swapPage } from './swap.js';

interface HistoryState {
  sitegen: true;
  scrollY: number;
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
      if (state?.sitegen) scrollTo(0, state.scrollY);
      return;
    }
    navigate(location.href, { push: false, hooks, scrollY: state?.sitegen ? state.scrollY : 0 });
  });
}

let scrollTimer = 0;
function rememberScroll(): void {
  clearTimeout(scrollTimer);
  scrollTimer = window.setTimeout(
    () => history.replaceState({ ...history.state, sitegen: true, scrollY: scrollY }, ''),
    80,
  );
}

async function navigate(href: string, options: { push: boolean; hooks: RouterHooks; scrollY?: number }): Promise<void> {
  const id = ++navigation;
  const url = new URL(href);
  const loading = trackLoading();
  try {
    const chunk = await loadChunk(pagePath(url.pathname));
    if (id !== navigation) return;
    if (options.push) {
      clearTimeout(scrollTimer);
      history.replaceState({ ...history.state, sitegen: true, scrollY: scrollY }, '');
      history.pushState({ sitegen: true, scrollY: 0 } satisfies HistoryState, '', url.href);
    }
    await swapPage(chunk);
    shownPage = pageKey(url);
    document.querySelector('.load-error')?.remove();
    options.hooks.afterSwap();
    placeView(url, options.scrollY);
  } catch (error) {
    if (id === navigation)
      import('./load-error.js')
        .then((box) => box.showLoadError(url.href, error, word))
        .catch(() => window.location.assign(url.href));
  } finally {
    if (id === navigation) loading.done();
  }
}

/** Moves focus to the new page's heading, for screen readers, then scrolls to the hash target or the top. */
function placeView(url: URL, restoreY: number | undefined): void {
  const heading = document.getElementById('page-title') ?? document.getElementById('main');
  heading?.focus({ preventScroll: true });
  if (restoreY !== undefined) {
    scrollTo(0, restoreY);
    return;
  }
  const target = url.hash ? document.getElementById(fragmentId(url.hash)) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}
