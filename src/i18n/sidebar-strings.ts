import type { SidebarCategoryItem, SidebarItem, Sidebars } from '../config/types.js';
import { categoryIndexSlug } from '../config/category-slug.js';
import type { LabelSlot, SlotMaker } from './label-slots.js';

/**
 * The labels of a version's sidebars with Docusaurus's keys: `sidebar.<id>.category.<label>` (and its generated
 * index's `.link.generated-index.title` and `.description`), `sidebar.<id>.link.<label>`, and
 * `sidebar.<id>.doc.<label>` for a doc item the sidebar gives a label. Shorthand categories (`{ Label: [items] }`) are
 * written out in place as the category objects they stand for, so the sidebars must be the caller's own copy.
 */
export function sidebarSlots(sidebars: Sidebars, slot: SlotMaker): LabelSlot[] {
  const slots: LabelSlot[] = [];
  const visit = (items: SidebarItem[], sidebar: string): void => {
    for (const item of items) {
      if (typeof item === 'string' || !('type' in item)) continue;
      if (item.type === 'category') {
        slots.push(...categorySlots(item, sidebar, slot));
        item.items = writtenOut(item.items);
        visit(item.items, sidebar);
      } else if (item.type === 'link') {
        slots.push(
          slot(
            `sidebar.${sidebar}.link.${item.label}`,
            item.label,
            `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}`,
            (message) => (item.label = message),
          ),
        );
      } else if ((item.type === 'doc' || item.type === 'ref') && item.label !== undefined) {
        const label = item.label;
        slots.push(
          slot(
            `sidebar.${sidebar}.doc.${label}`,
            label,
            `The label for the doc item ${label} in sidebar ${sidebar}, linking to the doc ${item.id}`,
            (message) => (item.label = message),
          ),
        );
      }
    }
  };
  for (const [sidebar, items] of Object.entries(sidebars)) {
    const list = writtenOut(items);
    sidebars[sidebar] = list;
    visit(list, sidebar);
  }
  return slots;
}

function categorySlots(category: SidebarCategoryItem, sidebar: string, slot: SlotMaker): LabelSlot[] {
  const { label, link } = category;
  const index = link?.type === 'generated-index' ? link : null;
  const key = `sidebar.${sidebar}.category.${label}`;
  const slots = [
    slot(key, label, `The label for category ${label} in sidebar ${sidebar}`, (message) => {
      // The generated index keeps the address its label gives it in the site's own language, as in Docusaurus.
      if (index && index.slug === undefined) index.slug = categoryIndexSlug(label);
      category.label = message;
    }),
  ];
  if (index?.title)
    slots.push(
      slot(
        `${key}.link.generated-index.title`,
        index.title,
        `The generated-index page title for category ${label} in sidebar ${sidebar}`,
        (message) => (index.title = message),
      ),
    );
  if (index?.description)
    slots.push(
      slot(
        `${key}.link.generated-index.description`,
        index.description,
        `The generated-index page description for category ${label} in sidebar ${sidebar}`,
        (message) => (index.description = message),
      ),
    );
  return slots;
}

/** A list of items with its shorthand categories and its lists written out, as `normalizeItems` reads them. */
function writtenOut(items: SidebarItem[] | { [label: string]: SidebarItem[] }): SidebarItem[] {
  if (!Array.isArray(items)) return shorthand(items);
  return items.flatMap((item: SidebarItem | SidebarItem[]): SidebarItem[] =>
    Array.isArray(item)
      ? writtenOut(item)
      : typeof item === 'string' || ('type' in item && typeof item.type === 'string')
        ? [item]
        : shorthand(item as { [label: string]: SidebarItem[] }),
  );
}

function shorthand(object: { [label: string]: SidebarItem[] }): SidebarCategoryItem[] {
  return Object.entries(object).map(([label, items]) => ({ type: 'category', label, items }));
}
