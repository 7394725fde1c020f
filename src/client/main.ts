// The browser runtime: a deferred module, so pages render without waiting for it, and everything works without it.
import { rememberDocsVersion, setUpColourMode, setUpMobileMenu } from './chrome.js';
import { enhanceContent, listenForCopy } from './enhance.js';
import { hydrateIslands } from './islands.js';
import { observeLinks, setUpPrefetch } from './prefetch.js';
import { setUpRouter } from './router.js';
import { setUpSearchTrigger } from './search-trigger.js';
import { completeSidebar } from './swap.js';
import { listenForVideoFacades } from './video.js';
import { listenForTabs, restoreTabs } from './tabs.js';

document.documentElement.classList.add('js');
setUpColourMode();
const menu = setUpMobileMenu();
listenForCopy();
listenForVideoFacades();
listenForTabs();
enhanceContent();
restoreTabs();
hydrateIslands();
rememberDocsVersion();
setUpPrefetch();
setUpSearchTrigger();
completeSidebar().catch(() => undefined);
const afterSwap = () => {
  menu.close();
  enhanceContent();
  restoreTabs();
  hydrateIslands();
  rememberDocsVersion();
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
