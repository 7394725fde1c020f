import type { HeadTag, PageChunk } from '../shared/chunk.js';
import { loadFragment } from './chunks.js';
import { baseUrl } from './links.js';

/** Replaces the current page with a chunk's: content, title, head tags, sidebar and active navbar entry. */
export async function swapPage(chunk: PageChunk): Promise<void> {
  const sidebar = document.getElementById('sg-sidebar');
  if (chunk.sidebar && sidebar) await loadFullSidebar(sidebar, chunk.sidebar.src);
  document.title = chunk.title;
  replaceHeadTags(chunk.head);
  document.getElementById('sg-content')!.innerHTML = chunk.content;
  const page = document.getElementById('sg-page');
  if (page) page.dataset.layout = chunk.sidebar ? 'docs' : 'plain';
  if (sidebar) {
    sidebar.hidden = !chunk.sidebar;
    if (chunk.sidebar) markSidebar(sidebar, chunk.sidebar.active);
  }
  markNavbar(chunk.path);
  // The language menu leads to the page shown, in each language.
  document.querySelectorAll<HTMLAnchorElement>('a[data-locale-base]').forEach((link) => {
    link.href = link.dataset.localeBase + chunk.path.slice(baseUrl.length);
  });
}

function replaceHeadTags(tags: HeadTag[]): void {
  document.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  const anchor = document.head.querySelector('title');
  const fragment = document.createDocumentFragment();
  for (const { tag, attrs } of tags) {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    fragment.append(element);
  }
  anchor ? anchor.after(fragment) : document.head.append(fragment);
}

/**
 * Pages of large sites carry only their own categories' links, and pages outside the docs none: each full
 * sidebar is one shared file, fetched once. A page of another sidebar brings that one in.
 */
async function loadFullSidebar(sidebar: HTMLElement, src = sidebar.dataset.src!): Promise<void> {
  if (sidebar.querySelector('nav') && !sidebar.hasAttribute('data-partial') && sidebar.dataset.src === src) return;
  sidebar.innerHTML = await loadFragment(src);
  sidebar.dataset.src = src;
  sidebar.removeAttribute('data-partial');
}

/** Completes a partial sidebar after the page has loaded, keeping the current link marked. */
export async function completeSidebar(): Promise<void> {
  const sidebar = document.getElementById('sg-sidebar');
  if (!sidebar?.hasAttribute('data-partial') || sidebar.hidden) return;
  await loadFullSidebar(sidebar);
  markSidebar(sidebar, location.pathname.replace(/(.)\/$/, '$1'));
}

/** Moves the sidebar's mark to the link of `activePath`; a large site's sidebar has thousands of links, so only two are touched. */
function markSidebar(sidebar: HTMLElement, activePath: string): void {
  sidebar.querySelectorAll<HTMLAnchorElement>('.sidebar-link.active').forEach((link) => {
    link.classList.remove('active');
    link.removeAttribute('aria-current');
  });
  const links = sidebar.querySelectorAll<HTMLAnchorElement>('.sidebar-link');
  const link = Array.prototype.find.call(links, (candidate: HTMLAnchorElement) => candidate.pathname === activePath) as
    HTMLAnchorElement | undefined;
  if (!link) return;
  link.classList.add('active');
  link.setAttribute('aria-current', 'page');
  // Every fold holding the link opens, however deep it is nested.
  for (let category = link.closest('details'); category; category = category.parentElement?.closest('details') ?? null)
    category.open = true;
}

/** Marks navbar links, in its menus too, whose `data-active-base` contains the path, as the server does: the site's root only itself. */
function markNavbar(path: string): void {
  document.querySelectorAll<HTMLAnchorElement>('#navbar a[data-active-base]').forEach((link) => {
    const base = link.dataset.activeBase!.replace(/\/$/, '');
    const under = link.dataset.activeBase !== baseUrl && path.startsWith(base + '/');
    const active = path === link.pathname || path === base || under;
    link.classList.toggle('active', active);
    if (active && path === link.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}
