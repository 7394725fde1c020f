import { createContext, useContext } from 'react';
import { admonitionLabels } from '../shared/admonition-kinds.js';
import type { GlobalDocsData } from './docs-data.js';

/** What the theme components of an MDX page need from the build; in the browser, islands get the defaults. */
export interface MdxSite {
  /** Prefixes a site path with the base URL. */
  withBase(path: string): string;
  /** Highlights code as the Markdown's code blocks are; null in the browser. */
  highlight: ((code: string, language: string, lines: Set<number>) => string) | null;
  /** The admonitions' kinds in the site's language, as Markdown's `:::tip` names them: `{ tip: 'astuce' }`. */
  admonitionLabels: Record<string, string>;
  /** The docs plugin's global data, as Docusaurus gives it to `useGlobalData`; null without docs, or in the browser. */
  docs: GlobalDocsData | null;
  /** The name of the docs version the page is a doc of; null for a page that is no doc. */
  docsVersion: string | null;
}

export const MdxSiteContext = createContext<MdxSite>({
  withBase: (path) => path,
  highlight: null,
  admonitionLabels: admonitionLabels({}),
  docs: null,
  docsVersion: null,
});

export function useMdxSite(): MdxSite {
  return useContext(MdxSiteContext);
}
