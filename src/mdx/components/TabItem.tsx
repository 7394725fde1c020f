import type { ReactNode } from 'react';
import { tabPanelLabelProps, tabPanelProps } from '../../markdown/tab-markup.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
  /** Set by Tabs: the ids that tie the panel to its tab, and whether it is shown first. */
  panel?: { id: string; tabId: string; selected: boolean };
}

/** `@theme/TabItem`: one panel of Tabs, headed by its label for readers without JavaScript. */
export default function TabItem({ value, label, className, children, panel }: TabItemProps) {
  return (
    <div {...tabPanelProps(value, panel, className)}>
      <p {...tabPanelLabelProps}>{label ?? value}</p>
      {children}
    </div>
  );
}
