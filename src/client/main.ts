// The browser runtime: a deferred module, so pages render without waiting for it, and everything works without it.
import { setUpColourMode, setUpMobileMenu } from './chrome.js';
import { enhanceContent, listenForCopy } from './enhance.js';
import { hydrateIslands } from './islands.js';
import { observeLinks, setUpPrefetch } from './prefetch.js';
import { setUpRouter } from './router.js';
import { setUpSearchTrigger } from './search-trigger.js';
import { completeSidebar } from './swap.js';
import { followDocsVersion, setUpVersionMenu } from './versions.js';

document.documentElement.classList.add('js');
setUpColourMode();
const menu = setUpMobileMenu();
listenForCopy();
enhanceContent();
loadWhatThePageUses();
hydrateIslands();
setUpVersionMenu();
followDocsVersion();
setUpPrefetch();
setUpSearchTrigger();
completeSidebar().catch(() => undefined);
/** Tabs and video players are code of their own, loaded by the pages that have them. */
function loadWhatThePageUses(): void {
  if (document.querySelector('.tabs-container'))
    import('./tabs.js').then((tabs) => tabs.setUpTabs()).catch(() => undefined);
  if (document.querySelector('a.video-facade-link'))
    import('./video.js').then((video) => video.listenForVideoFacades()).catch(() => undefined);
}
const afterSwap = () => {
  menu.close();
  enhanceContent();
  loadWhatThePageUses();
  hydrateIslands();
  followDocsVersion();
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
