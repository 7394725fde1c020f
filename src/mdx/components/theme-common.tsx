import type { ReactNode } from 'react';

// `@docusaurus/theme-common`, as much of it as pages' components use, answering as a page built ahead of time would.

/** The colour mode of a page as built: light, until the reader's choice is known in the browser. */
export function useColorMode() {
  return { colorMode: 'light', isDarkTheme: false, setColorMode: () => {} };
}

/** The Docusaurus theme's settings, which sitegen's config holds elsewhere. */
export function useThemeConfig(): Record<string, unknown> {
  return {};
}

/** The sidebar category around the page, whose items sitegen's MDX does not see: none. */
export function useCurrentSidebarCategory() {
  return { items: [] };
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
