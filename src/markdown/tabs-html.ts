import { escapeHtml } from '../html-text.js';
import { renderedPage } from './page-state.js';
import {
  tabListProps,
  tabPanelIds,
  tabPanelLabelProps,
  tabPanelProps,
  tabProps,
  tabsContainerProps,
} from './tab-markup.js';

/** A tab and its panel's HTML. */
export interface Tab {
  value: string;
  label: string;
  html: string;
}

/**
 * Tabs written by the Markdown renderer, exactly as `@theme/Tabs` draws them, the first one chosen: the client's
 * tabs switch them, and a `groupId` keeps every group with it in step and remembers the choice.
 */
export function tabsHtml(parser: Parameters<typeof renderedPage>[0], tabs: Tab[], groupId?: string): string {
  const page = renderedPage(parser);
  const id = `tabs-${++page.tabGroups}`;
  const chosen = tabs[0]?.value;
  const tabButtons = tabs.map((tab, i) =>
    element('button', tabProps(id, i, tab.value, tab.value === chosen), escapeHtml(tab.label)),
  );
  const panels = tabs.map((tab, i) =>
    element(
      'div',
      tabPanelProps(tab.value, { ...tabPanelIds(id, i), selected: tab.value === chosen }),
      element('p', tabPanelLabelProps, escapeHtml(tab.label)) + tab.html,
    ),
  );
  const tabList = element('div', tabListProps, tabButtons.join(''));
  return `${element('div', tabsContainerProps(groupId), tabList + panels.join(''))}\n`;
}

// React's names for the attributes whose HTML names differ.
const htmlNames: Record<string, string> = { className: 'class', tabIndex: 'tabindex' };

/** An element with React-style props, rendered as React renders them: in order, leaving out the undefined ones. */
function element(tag: string, props: Record<string, string | number | boolean | undefined>, inner: string): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${htmlNames[name] ?? name}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${tag}${attributes}>${inner}</${tag}>`;
}
