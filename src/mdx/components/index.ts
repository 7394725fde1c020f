// Docusaurus's theme components by the names MDX imports them, drawn by sitegen's own implementations.
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import Link from './Link.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';
import TOCInline from './TOCInline.js';
import useBaseUrl from './useBaseUrl.js';

/** Each module an MDX page may import from Docusaurus, as its exports. */
export const themeModules: Record<string, { default: unknown }> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/TabItem': { default: TabItem },
  '@theme/Tabs': { default: Tabs },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl },
};

/** Where each of those modules' source is, for the browser bundles of islands that import them. */
export const themeModuleFiles: Record<string, string> = {
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
};
