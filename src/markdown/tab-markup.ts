// The markup of a tab group, as React props: `@theme/Tabs` renders it for MDX, the Markdown renderer writes the same
// for its own tabs (package managers, code groups), and the client runtime's tabs.ts switches them, whoever drew them.

/** The box of a group: a `groupId` keeps groups in step and remembers the choice; `queryString` names its query key. */
export function tabsContainerProps(groupId?: string, queryString?: string, className?: string) {
  return {
    className: className ? `tabs-container ${className}` : 'tabs-container',
    'data-group-id': groupId,
    'data-query-string': queryString,
  };
}

export const tabListProps = { role: 'tablist', 'aria-orientation': 'horizontal', className: 'tabs' } as const;

/** The ids of the `index`th panel and its tab in the group whose ids start with `id`. */
export function tabPanelIds(id: string, index: number) {
  return { id: `${id}-panel-${index}`, tabId: `${id}-tab-${index}` };
}

/** The `index`th tab of the group whose ids start with `id`. */
export function tabProps(id: string, index: number, value: string, selected: boolean) {
  const ids = tabPanelIds(id, index);
  return {
    type: 'button',
    role: 'tab',
    className: 'tab',
    id: ids.tabId,
    'aria-controls': ids.id,
    'aria-selected': selected,
    tabIndex: selected ? 0 : -1,
    'data-value': value,
  } as const;
}

/** A panel, tied to its tab by ids; the one shown first is `active`. */
export function tabPanelProps(
  value: string,
  panel?: { id: string; tabId: string; selected: boolean },
  className?: string,
) {
  return {
    role: 'tabpanel',
    id: panel?.id,
    'aria-labelledby': panel?.tabId,
    'data-value': value,
    className: ['tab-panel', panel?.selected ? 'active' : '', className ?? ''].filter(Boolean).join(' '),
  };
}

/** The label heading a panel for readers without JavaScript, which show every panel. */
export const tabPanelLabelProps = { className: 'tab-panel-label' } as const;
