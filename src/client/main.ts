// The browser runtime: a deferred module, so pages render without waiting for it, and everything works without it.
import { rememberDocsVersion, rememberedDocsVersion, setUpColourMode, setUpMobileMenu } from './chrome.js';
import { hydrateIslands } from './islands.js';
import { observeLinks, setUpPrefetch } from './prefetch.js';
import { setUpRouter } from './router.js';
import { setUpSearchTrigger } from './search-trigger.js';
import { completeSidebar } from './swap.js';
import { watchTableOfContents } from './table-of-contents.js';
import { word } from './words.js';

document.documentElement.classList.add('js');
setUpColourMode();
const menu = setUpMobileMenu();
// What closes the navbar's menus, and what hides it on scroll, are code of their own, for the pages that use them.
if (document.querySelector('#navbar details'))
  import('./menus.js').then((menus) => menus.setUpNavbarMenus()).catch(() => undefined);
if (document.querySelector('#navbar[data-hide-on-scroll]'))
  import('./navbar-hiding.js').then((hiding) => hiding.hideNavbarOnScroll()).catch(() => undefined);
watchTableOfContents();
loadWhatThePageUses();
hydrateIslands();
setUpPrefetch();
setUpSearchTrigger();
completeSidebar().catch(() => undefined);
/**
 * Copy buttons, tabs, video players, the images' zoom, long pages and tables of contents, and the docs' versions are
 * code of their own, loaded by the pages that have them.
 */
function loadWhatThePageUses(): void {
  rememberDocsVersion();
  if (document.querySelector('#version-menu, a[data-version-paths]'))
    import('./versions.js')
      .then((versions) => versions.followDocsVersion(rememberedDocsVersion()))
      .catch(() => undefined);
  if (document.querySelector('#sg-content .code-block'))
    import('./copy-buttons.js').then((copy) => copy.setUpCopyButtons(word)).catch(() => undefined);
  if (document.querySelector('.tabs-container'))
    import('./tabs.js').then((tabs) => tabs.setUpTabs()).catch(() => undefined);
  if (document.querySelector('input.toc-filter'))
    import('./toc-filter.js').then((filter) => filter.setUpTocFilters()).catch(() => undefined);
  // These set themselves up as they load, for this page and the ones after.
  if (document.querySelector('a.video-facade-link')) import('./video.js').catch(() => undefined);
  if (document.querySelector('a.image-zoom')) import('./zoom.js').catch(() => undefined);
  // Measured on the first scroll, once the page is laid out, rather than forcing its layout while it loads.
  addEventListener(
    'scroll',
    () => {
      if (document.documentElement.scrollHeight > 3 * innerHeight) import('./back-to-top.js').catch(() => undefined);
    },
    { once: true, passive: true },
  );
}
const afterSwap = () => {
  menu.close();
  watchTableOfContents();
  loadWhatThePageUses();
  hydrateIslands();
  observeLinks();
};
setUpRouter({ afterSwap });
// The dev server's live reload swaps edited content in place and announces it here.
document.addEventListener('sitegen:content-replaced', afterSwap);
declare global {
  interface Window {
    sitegenEarlyClicks?: () => HTMLButtonElement[];
  }
}
// Buttons clicked while this module was still loading: the inline head script kept them.
for (const button of window.sitegenEarlyClicks?.() ?? []) button.click();
