import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { tabListProps, tabPanelIds, tabProps, tabsContainerProps } from '../../markdown/tab-markup.js';
import type { TabItemProps } from './TabItem.js';

interface TabsProps {
  /** Tab groups with the same id switch together across the site, and remember the choice. */
  groupId?: string;
  /** Keeps the choice in the address: `true` uses `groupId` as the query key. */
  queryString?: boolean | string;
  defaultValue?: string;
  /** Labels and values, in place of each item's `label` and `value`. */
  values?: Array<{ value: string; label?: string }>;
  className?: string;
  children?: ReactNode;
}

/**
 * `@theme/Tabs`: a WAI-ARIA tablist over its `TabItem`s. The HTML holds every panel, so that it reads without
 * JavaScript and search finds each one; the client runtime hides the others and switches them.
 */
export default function Tabs({ groupId, queryString, defaultValue, values, className, children }: TabsProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && (child.props as TabItemProps).value !== undefined,
  );
  const tabs = values ?? items.map(({ props }) => ({ value: props.value, label: props.label }));
  const selected = defaultValue ?? items.find(({ props }) => props.default)?.props.value ?? tabs[0]?.value;
  const queryKey = queryString === true ? groupId : queryString || undefined;
  return (
    <div {...tabsContainerProps(groupId, queryKey, className)}>
      <div {...tabListProps}>
        {tabs.map((tab, i) => (
          <button key={tab.value} {...tabProps(id, i, tab.value, tab.value === selected)}>
            {tab.label ?? tab.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => {
        const tab = tabs.findIndex((t) => t.value === item.props.value);
        return cloneElement(item, {
          key: item.props.value,
          label: item.props.label ?? tabs[tab]?.label ?? item.props.value,
          panel: { ...tabPanelIds(id, tab < 0 ? i : tab), selected: item.props.value === selected },
        });
      })}
    </div>
  );
}
