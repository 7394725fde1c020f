import type { ReactNode } from 'react';

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
  const classes = ['tab-panel', panel?.selected ? 'active' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div role="tabpanel" id={panel?.id} aria-labelledby={panel?.tabId} data-value={value} className={classes}>
      <p className="tab-panel-label">{label ?? value}</p>
      {children}
    </div>
  );
}
