import { isChunkRequested, loadChunk } from './chunks.js';
import { isSiteRoute, pagePath } from './links.js';

/** At most this many viewport prefetches are in flight; hover and focus go first. */
const MAX_IDLE_PREFETCHES = 2;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on data-saver and 2g connections. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

function linkFrom(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement && isSiteRoute(link) ? link : null;
}

function prefetchLink(link: HTMLAnchorElement, priority: 'high' | 'low'): Promise<unknown> {
  const path = pagePath(link.pathname);
  if (path === pagePath(location.pathname) || isChunkRequested(path)) return Promise.resolve();
  return loadChunk(path, priority).catch(() => undefined);
}

const queue: HTMLAnchorElement[] = [];
let running = 0;
let observer: IntersectionObserver | null = null;

function drain(): void {
  while (running < MAX_IDLE_PREFETCHES && queue.length > 0) {
    const link = queue.shift()!;
    if (isChunkRequested(pagePath(link.pathname))) continue;
    running++;
    prefetchLink(link, 'low').finally(() => {
      running--;
      scheduleDrain();
    });
  }
}

function scheduleDrain(): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void })
    .requestIdleCallback;
  idle ? idle(drain, { timeout: 2000 }) : setTimeout(drain, 200);
}

/** Starts prefetching on hover and focus. */
export function setUpPrefetch(): void {
  if (!prefetchAllowed()) return;
  const onIntent = (event: Event) => {
    const link = linkFrom(event.target);
    if (link) prefetchLink(link, 'high');
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  if ('IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        queue.push(entry.target as HTMLAnchorElement);
      }
      if (queue.length > 0) scheduleDrain();
    });
  }
  observeLinks();
}

/** Watches the current page's links, at low priority, as they scroll into view. */
export function observeLinks(): void {
  if (!observer) return;
  // Links to a place on the same page (a table of contents, headings' own links) lead to no other page's chunk.
  document.querySelectorAll<HTMLAnchorElement>('a[href]:not([href^="#"])').forEach((link) => {
    if (isSiteRoute(link) && !isChunkRequested(pagePath(link.pathname))) observer!.observe(link);
  });
}
