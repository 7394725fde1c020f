import type { FooterColumn, LinkItem, NavbarItem, UserConfig } from '../config/types.js';
import type { DocRouteOf } from './doc-routes.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

/** The navbar's links; its items of other kinds are noted. */
export function navbarOf(
  navbar: Loose,
  {
    siteTitle,
    docsRoute,
    docRoute,
    note,
  }: { siteTitle: string; docsRoute: string; docRoute: DocRouteOf; note: TakeNote },
): NonNullable<UserConfig['navbar']> {
  const items: NavbarItem[] = [];
  for (const item of (navbar.items ?? []) as Loose[]) {
    const label = String(item.label ?? item['aria-label'] ?? item.html ?? 'Link');
    const position = item.position === 'right' ? 'right' : 'left';
    if (item.type === 'docSidebar' || item.type === 'docsVersion')
      items.push({ label, to: docsRoute, activeBasePath: docsRoute, position });
    else if (item.type === 'doc')
      items.push({
        label,
        to: docRoute(String(item.docId)) ?? `${docsRoute}/${item.docId}`,
        activeBasePath: docsRoute,
        position,
      });
    else if ((item.type === undefined || item.type === 'default') && (item.to || item.href))
      items.push({ label, position, ...linkTarget(item) });
    else if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') {
      items.push({ type: item.type, position });
      extraMenuItemNotes(item, note);
      if (item.type === 'docsVersionDropdown') versionMenuNotes(item, note);
    } else
      note(
        `navbar item ${item.type ? `of type ${item.type}` : label}`,
        'sitegen has no such navbar item (search is built in)',
        'leave it out, or add a link in navbar.items of site.config.ts',
      );
  }
  const logo = navbar.logo as Loose | undefined;
  return {
    title: typeof navbar.title === 'string' ? navbar.title : siteTitle,
    ...(typeof logo?.src === 'string' ? { logo: { src: sitePath(logo.src), alt: String(logo.alt ?? siteTitle) } } : {}),
    items,
  };
}

/** Links Docusaurus's version and language menus add to what they list, which sitegen's menus do not take. */
function extraMenuItemNotes(item: Loose, note: TakeNote): void {
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
    if (Array.isArray(item[key]) && item[key].length > 0)
      note(
        `navbar item ${item.type}: ${key}`,
        item.type === 'localeDropdown'
          ? "sitegen's language menu lists the locales only"
          : "sitegen's version menu lists the versions only",
        'add those links as navbar items of their own in navbar.items of site.config.ts',
      );
}

/** What Docusaurus's version menu takes beyond its position: sitegen's lists the versions built, and nothing else. */
function versionMenuNotes(item: Loose, note: TakeNote): void {
  if (item.versions !== undefined)
    note(
      'navbar item docsVersionDropdown: versions',
      "sitegen's version menu lists every version built, with its label",
      'choose the versions built with docs.onlyIncludeVersions, and their labels with docs.versions.<name>.label',
    );
  if (item.docsPluginId !== undefined && item.docsPluginId !== 'default')
    note(
      `navbar item docsVersionDropdown of ${item.docsPluginId}`,
      'sitegen has one docs section: the menu lists its versions',
      'nothing, unless the menu was for the docs of another plugin instance (see its own note)',
    );
}

/** The footer's columns of links; raw HTML in them is noted. */
export function footerOf(footer: Loose, note: TakeNote): NonNullable<UserConfig['footer']> {
  const groups = (footer.links ?? []) as Loose[];
  // A footer of plain links, without titled columns, becomes one column.
  const columns = groups.some((group) => Array.isArray(group.items))
    ? groups
    : groups.length > 0
      ? [{ title: 'Links', items: groups }]
      : [];
  const converted: FooterColumn[] = columns.map((column) => ({
    title: String(column.title ?? ''),
    items: ((column.items ?? []) as Loose[]).flatMap((item): LinkItem[] => {
      if (item.to || item.href) return [{ label: String(item.label ?? item.to ?? item.href), ...linkTarget(item) }];
      note(
        `footer item in "${column.title ?? 'Links'}"`,
        'it is raw HTML, which sitegen footers do not take',
        'write it as a link with label and to or href',
      );
      return [];
    }),
  }));
  return { columns: converted, ...(typeof footer.copyright === 'string' ? { copyright: footer.copyright } : {}) };
}

function linkTarget(item: Loose): { to: string } | { href: string } {
  const to = item.to ? String(item.to) : undefined;
  // Docusaurus lets `to` name another site too; sitegen's `to` is a route of this one.
  if (to === undefined || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to)) return { href: String(to ?? item.href) };
  return { to: to.startsWith('/') ? to : `/${to}` };
}

/** A path under `static/` as the site serves it: `img/logo.svg` → `/img/logo.svg`. */
export function sitePath(file: string): string {
  return /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/${file}`;
}
