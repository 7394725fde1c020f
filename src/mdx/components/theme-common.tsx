import type { ReactNode } from 'react';
import { currentCategoryItems } from './DocCardList.js';

// `@docusaurus/theme-common`, as much of it as pages' components use, answering as a page built ahead of time would.

/** The colour mode of a page as built: light, until the reader's choice is known in the browser. */
export function useColorMode() {
  return { colorMode: 'light', isDarkTheme: false, setColorMode: () => {} };
}

/** The Docusaurus theme's settings, which sitegen's config holds elsewhere. */
export function useThemeConfig(): Record<string, unknown> {
  return {};
}

/** The sidebar category whose page this is: its items stand for the cards `DocCardList` draws of them. */
export function useCurrentSidebarCategory() {
  return { type: 'category', label: '', items: currentCategoryItems, collapsed: false, collapsible: true };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

export function useDocsPreferredVersion() {
  return { preferredVersion: null, savePreferredVersionName: () => {} };
}

/** Page metadata goes to the document's head, which a page's Markdown cannot reach. */
export function PageMetadata(_props: Record<string, unknown>) {
  return null;
}

export function ErrorCauseBoundary({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Docusaurus's class names for styling its theme, which sitegen's theme does not use. */
export const ThemeClassNames: Record<string, Record<string, string>> = new Proxy(
  {},
  { get: () => new Proxy({}, { get: () => '' }) },
);
