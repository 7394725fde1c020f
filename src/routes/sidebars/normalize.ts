import type { SidebarCategoryItem, SidebarCategoryLink, SidebarItem, SidebarItemObject } from '../../config/types.js';

/** A sidebar item in one form: shorthands written out, every category's items a list. */
export type NormalItem = Exclude<SidebarItemObject, SidebarCategoryItem> | NormalCategory;

export interface NormalCategory {
  type: 'category';
  label: string;
  items: NormalItem[];
  link?: SidebarCategoryLink | null;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  /** The `_category_` file it was made from, for messages about its link. */
  file?: string;
}

/**
 * Writes out `'id'` as `{ type: 'doc', id }` and `{ Label: [items] }` as categories, at every depth; a list among
 * the items (a sidebar built of lists in JavaScript) is read as its items in its place, as Docusaurus does.
 */
export function normalizeItems(items: SidebarItem[] | { [label: string]: SidebarItem[] }): NormalItem[] {
  if (!Array.isArray(items)) return shorthandCategories(items);
  return items.flatMap((item: SidebarItem | SidebarItem[]): NormalItem[] => {
    if (Array.isArray(item)) return normalizeItems(item);
    if (typeof item === 'string') return [{ type: 'doc', id: item }];
    if (!('type' in item) || typeof item.type !== 'string')
      return shorthandCategories(item as { [label: string]: SidebarItem[] });
    if (item.type === 'category') return [{ ...item, items: normalizeItems(item.items) }];
    return [item as NormalItem];
  });
}

function shorthandCategories(object: { [label: string]: SidebarItem[] }): NormalItem[] {
  return Object.entries(object).map(([label, items]) => ({ type: 'category', label, items: normalizeItems(items) }));
}
