import type { FooterColumn, LinkItem, NavbarItem, UserConfig } from '../config/types.js';
import type { DocRouteOf } from './doc-routes.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';
import type { SidebarRouteOf } from './sidebar-routes.js';

/** What the navbar's items need to find the pages they link to, and where to note what they cannot carry. */
interface NavbarContext {
  siteTitle: string;
  docsRoute: string;
  docRoute: DocRouteOf;
  sidebarRoute: SidebarRouteOf;
  note: TakeNote;
}

/** The navbar's links and menus; raw HTML is noted. */
export function navbarOf(navbar: Loose, context: NavbarContext): NonNullable<UserConfig['navbar']> {
  const items = ((navbar.items ?? []) as Loose[]).flatMap((item) => navbarItemsOf(item, item.position, context));
  const logo = navbar.logo as Loose | undefined;
  return {
    title: typeof navbar.title === 'string' ? navbar.title : context.siteTitle,
    ...(typeof logo?.src === 'string'
      ? { logo: { src: sitePath(logo.src), alt: String(logo.alt ?? context.siteTitle) } }
      : {}),
    items,
    ...(navbar.hideOnScroll === true ? { hideOnScroll: true } : {}),
  };
}

/** One Docusaurus navbar item as sitegen's, or none for search, which is built in. */
function navbarItemsOf(item: Loose, side: unknown, context: NavbarContext): NavbarItem[] {
  const { docsRoute, note } = context;
  const label = String(item.label ?? item['aria-label'] ?? 'Link');
  const position = side === 'right' ? 'right' : 'left';
  // Docs at the site's root would mark the item active on every page.
  const docsItem = (to: string): NavbarItem => ({
    label,
    to,
    ...(docsRoute === '/' ? {} : { activeBasePath: docsRoute }),
    position,
  });
  // An item with `items` and no type is a dropdown too.
  switch (item.type === undefined && Array.isArray(item.items) ? 'dropdown' : item.type) {
    case 'doc': {
      const to = context.docRoute(String(item.docId));
      if (to === null)
        note(
          `navbar item doc ${item.docId}`,
          `no doc has the id ${item.docId}`,
          `set its to in navbar.items of site.config.ts, now the docs' route (${docsRoute})`,
        );
      return [docsItem(to ?? docsRoute)];
    }
    case 'docSidebar': {
      const to = context.sidebarRoute(String(item.sidebarId));
      if (to === null)
        note(
          `navbar item docSidebar ${item.sidebarId}`,
          'its sidebar, or a doc in it, was not found in the sidebars file',
          `set its to in navbar.items of site.config.ts to the sidebar's first doc, now the docs' route (${docsRoute})`,
        );
      return [docsItem(to ?? docsRoute)];
    }
    // As in Docusaurus, the version's main doc: the first of its first sidebar.
    case 'docsVersion':
      return [docsItem(typeof item.to === 'string' ? sitePath(item.to) : (context.sidebarRoute(null) ?? docsRoute))];
    case 'docsVersionDropdown':
    case 'localeDropdown':
      extraMenuItemNotes(item, note);
      if (item.type === 'docsVersionDropdown') versionMenuNotes(item, note);
      return [{ type: item.type, position }];
    case 'dropdown': {
      // Its items are links, or doc items that become links; a menu inside it has nothing to open in.
      const links = ((item.items ?? []) as Loose[])
        .flatMap((child) => navbarItemsOf(child, side, context))
        .flatMap((child): LinkItem[] =>
          child.type === undefined
            ? [{ label: child.label, ...(child.to ? { to: child.to } : { href: child.href! }) }]
            : [],
        );
      return links.length > 0 ? [{ type: 'dropdown', label, items: links, position }] : [];
    }
    case 'search':
      return [];
    case 'html':
      note(
        'navbar item of type html',
        `sitegen's navbar takes no raw HTML; left out: ${htmlExcerpt(item.value)}`,
        'write it as a link in navbar.items of site.config.ts, or write templates/Navbar.tsx (docs/theming.md)',
      );
      return [];
    case undefined:
    case 'default':
      if (item.to || item.href) return [{ label, position, ...linkTarget(item) }];
  }
  note(
    `navbar item ${item.type ? `of type ${item.type}` : label}`,
    item.type ? 'sitegen has no navbar item of that type' : 'it links nowhere',
    'leave it out, or add a link in navbar.items of site.config.ts',
  );
  return [];
}

/** Raw HTML as MIGRATION.md shows what was left out: on one line, cut short. */
function htmlExcerpt(html: unknown): string {
  const text = String(html ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return `\`${text.length > 80 ? `${text.slice(0, 79)}…` : text}\``;
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
        `sitegen's footer takes no raw HTML; left out: ${htmlExcerpt(item.html)}`,
        'write it as a link with label and to or href, or write templates/Footer.tsx (docs/theming.md)',
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
