import { createContext, useContext } from 'react';

/** What the theme components of an MDX page need from the build; in the browser, islands get the defaults. */
export interface MdxSite {
  /** Prefixes a site path with the base URL. */
  withBase(path: string): string;
  /** Highlights code as the Markdown's code blocks are; null in the browser. */
  highlight: ((code: string, language: string, lines: Set<number>) => string) | null;
}

export const MdxSiteContext = createContext<MdxSite>({ withBase: (path) => path, highlight: null });

export function useMdxSite(): MdxSite {
  return useContext(MdxSiteContext);
}
