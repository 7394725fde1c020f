import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import type { HeadTag } from '../shared/chunk.js';

/** What a page's `@theme/Layout` and `@docusaurus/Head` say of its head, gathered as the page renders. */
export interface PageHead {
  /** Whether the page is drawn inside `@theme/Layout`, as Docusaurus's React pages are. */
  layout: boolean;
  title?: string;
  description?: string;
  tags: HeadTag[];
}

/** The page's head being gathered; null in the browser, where islands render without one. */
export const PageHeadContext = createContext<PageHead | null>(null);

export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}

/** React's names of head attributes that are kept, by the names HTML gives them. */
const attributeNames: Record<string, string> = {
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  itemProp: 'itemprop',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
};
/** Links that would load or run code: only stylesheets, icons, alternates and the like are kept. */
const codeLinks = /\b(?:modulepreload|import|serviceworker)\b/i;

/**
 * The `<title>`, `<meta>` and `<link>` elements of `@docusaurus/Head`'s children, as the page's title and head
 * tags; anything else (scripts, styles, `<base>`), event handlers, `http-equiv` and links to code are left out.
 */
export function headOf(children: ReactNode): { title?: string; tags: HeadTag[] } {
  const found: { title?: string; tags: HeadTag[] } = { tags: [] };
  const visit = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      if (!isValidElement<Record<string, unknown>>(node)) continue;
      if (typeof node.type !== 'string') {
        visit(node.props.children as ReactNode);
        continue;
      }
      if (node.type === 'title') found.title = textOf(node.props.children as ReactNode);
      if (node.type !== 'meta' && node.type !== 'link') continue;
      // A `http-equiv` meta can refresh the page to any address.
      if ('httpEquiv' in node.props || 'http-equiv' in node.props) continue;
      const attrs: Record<string, string> = {};
      for (const [name, value] of Object.entries(node.props)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const html = attributeNames[name] ?? name;
        if (!/^[a-z][a-z:-]*$/.test(html) || /^on/.test(html) || html === 'charset') continue;
        attrs[html] = String(value);
      }
      const unsafe =
        node.type === 'link' &&
        (codeLinks.test(attrs.rel ?? '') ||
          (/\bpreload\b/i.test(attrs.rel ?? '') && /^(?:script|worker)$/i.test(attrs.as ?? '')) ||
          /^\s*(?:javascript|data|vbscript):/i.test(attrs.href ?? ''));
      if (!unsafe && Object.keys(attrs).length > 0) found.tags.push({ tag: node.type, attrs });
    }
  };
  visit(children);
  return found;
}

/** The text of React children: strings and numbers, through elements. */
export function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((node) =>
      typeof node === 'string' || typeof node === 'number'
        ? String(node)
        : isValidElement<{ children?: ReactNode }>(node)
          ? textOf(node.props.children)
          : '',
    )
    .join('');
}
