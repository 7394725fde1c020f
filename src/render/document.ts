import type { HeadTag } from '../shared/chunk.js';
import { escapeHtml } from '../html-text.js';
import { configHeadTagHtml, headTagHtml } from './head.js';
import type { SiteData } from './theme.js';

/** URLs of the hashed files every page refers to. */
export interface SiteAssets {
  script: string;
  stylesheet: string;
  /** Each docs sidebar's HTML fragment, by sidebar name. */
  sidebars: Record<string, string>;
  /** The search dialog and its index, loaded only when search opens. */
  searchModule: string;
  searchIndex: string;
  /** The favicon's address, possibly a data URL; null without one. */
  favicon: string | null;
}

export interface DocumentParts {
  site: SiteData;
  title: string;
  headTags: HeadTag[];
  bodyHtml: string;
  assets: SiteAssets;
  /** The home page carries the check that the site is served under its configured base URL. */
  isHome: boolean;
}

/** The complete HTML page around the rendered body. */
export function htmlDocument({ site, title, headTags, bodyHtml, assets, isHome }: DocumentParts): string {
  const { config } = site;
  const favicon = assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '';
  const feeds =
    config.blog.feed.type === 'none' || !site.sections.blog
      ? ''
      : `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(site.withBase(`${config.blog.routeBasePath.slice(1)}/rss.xml`))}" title="${escapeHtml(config.blog.feed.title)} (RSS)">` +
        `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(site.withBase(`${config.blog.routeBasePath.slice(1)}/atom.xml`))}" title="${escapeHtml(config.blog.feed.title)} (Atom)">`;
  return (
    `<!doctype html><html lang="${escapeHtml(config.i18n.locale.htmlLang)}"${config.i18n.locale.direction === 'rtl' ? ' dir="rtl"' : ''} data-theme="${config.colorMode.defaultMode}" data-base-url="${escapeHtml(config.baseUrl)}" data-search-module="${escapeHtml(assets.searchModule)}" data-search-index="${escapeHtml(assets.searchIndex)}">` +
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    headTags.map(headTagHtml).join('') +
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">` +
    `<meta name="generator" content="sitegen">` +
    favicon +
    feeds +
    `<script>${colourModeScript(site)}</script>` +
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` +
    `<script type="module" src="${escapeHtml(assets.script)}"></script>` +
    config.headTags.map(configHeadTagHtml).join('') +
    `</head><body>${bodyHtml}` +
    // The site's own home page checks where the site is served; its locales' home pages are below it.
    (isHome && config.i18n.locale.name === config.i18n.defaultLocale
      ? `<script>${baseUrlCheckScript(config.baseUrl)}</script>`
      : '') +
    `</body></html>`
  );
}

/**
 * Applies the stored colour mode before the first paint, so a reload never flashes the other theme, and marks
 * the page as scripted so the narrow-screen menu starts folded instead of collapsing after load. Scripted
 * buttons show from then on, before the deferred runtime has run, so clicks on them are kept for the runtime
 * to replay rather than lost.
 */
function colourModeScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.config.colorMode;
  const fallback = respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : scriptValue(defaultMode);
  return (
    `(function(){var t,d=document.documentElement;try{t=localStorage.getItem('theme')}catch(e){}d.setAttribute('data-theme',t==='dark'||t==='light'?t:${fallback});d.classList.add('js');` +
    `var q=[];function c(e){var b=e.target.closest&&e.target.closest('button');b&&q.push(b)}addEventListener('click',c);` +
    `window.sitegenEarlyClicks=function(){removeEventListener('click',c);return q}})()`
  );
}

/**
 * On the home page, which lives exactly at the base URL: any other address means the site is served under
 * a path its configuration does not expect, so its stylesheet and runtime did not load. The banner is added
 * by script only, so crawlers never see it, and styled inline since the stylesheet is what failed.
 */
function baseUrlCheckScript(baseUrl: string): string {
  // The script ends the body, which is there to take the banner already.
  return (
    `(function(){var b=${scriptValue(baseUrl)},p=location.pathname.replace(/index\\.html$/,''),s=p.replace(/\\/?$/,'/'),d;if(p===b)return;` +
    `d=document.createElement('div');d.id='base-url-banner';d.setAttribute('role','alert');` +
    `d.style.cssText='padding:12px;background:#fff3cd;color:#3d2e00;font:16px system-ui';` +
    `d.textContent='This site is built for the base URL "'+b+'" but served at "'+p+'", so its styles and scripts cannot load: set baseUrl to "'+s+'" in site.config.ts, or build with --base-url '+s+'.';` +
    `document.body.prepend(d)})()`
  );
}

/** A value as a JavaScript literal that is safe inside `<script>`: no `</script>` or `<!--` can end or change the element. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
