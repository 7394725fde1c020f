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
  /** The check that the site is served under its base URL, by its path from the base URL (`assets/…`). */
  baseUrlCheck: string;
  /** The favicon's address, possibly a data URL; null without one. */
  favicon: string | null;
  /** KaTeX's stylesheet, which pages with formulas link; null when no page has one. */
  mathStylesheet: string | null;
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
    `<script>${headScript(site)}</script>` +
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}"${isHome ? ` onerror="${escapeHtml(baseUrlCheckLoader(assets.baseUrlCheck))}"` : ''}>` +
    `<script type="module" src="${escapeHtml(assets.script)}"></script>` +
    config.headTags.map(configHeadTagHtml).join('') +
    `</head><body>${bodyHtml}` +
    `</body></html>`
  );
}

/**
 * Applies the stored colour mode before the first paint, so a reload never flashes the other theme, and marks
 * the page as scripted so the narrow-screen menu starts folded instead of collapsing after load; so does it hide
 * an announcement bar the reader closed. Scripted buttons show from then on, before the deferred runtime has
 * run, so clicks on them are kept for the runtime to replay rather than lost.
 */
function headScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.config.colorMode;
  // Without the switch, a choice kept from before it was taken away no longer counts.
  const stored = disableSwitch ? '' : `try{t=localStorage.getItem('theme')}catch(e){}`;
  const fallback = respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : scriptValue(defaultMode);
  return (
    `(function(){var t,d=document.documentElement;${stored}d.setAttribute('data-theme',t==='dark'||t==='light'?t:${fallback});d.classList.add('js');` +
    announcementScript(site) +
    `var q=[];function c(e){var b=e.target.closest&&e.target.closest('button');b&&q.push(b)}addEventListener('click',c);` +
    `window.sitegenEarlyClicks=function(){removeEventListener('click',c);return q}})()`
  );
}

/**
 * Only on a site whose announcement bar can be closed: hides it when the reader closed this one (by its `id`), and
 * closes it for good on a click on its button, which works from the first paint on. Docusaurus's keys, so that a
 * reader who closed the bar before the site moved to sitegen keeps it closed.
 */
function announcementScript(site: SiteData): string {
  const bar = site.config.announcementBar;
  if (!bar?.isCloseable) return '';
  const closed = `d.setAttribute('data-announcement-closed','')`;
  return (
    `var a='docusaurus.announcement.',i=${scriptValue(bar.id)};try{localStorage.getItem(a+'dismiss')==='true'&&localStorage.getItem(a+'id')===i&&${closed}}catch(e){}` +
    `addEventListener('click',function(e){if(e.target.closest&&e.target.closest('.announcement-close')){${closed};try{localStorage.setItem(a+'id',i);localStorage.setItem(a+'dismiss','true')}catch(e){}}});`
  );
}

/**
 * The home page lives exactly at the base URL, and its stylesheet fails to load when the site is served under a
 * path its config does not expect: then, and only then, the check is loaded, by its path from the page.
 */
function baseUrlCheckLoader(check: string): string {
  return `var s=document.createElement('script');s.src=location.pathname.replace(/[^/]*$/,'')+${scriptValue(check)};document.head.append(s)`;
}

/** A value as a JavaScript literal that is safe inside `<script>`: no `</script>` or `<!--` can end or change the element. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
