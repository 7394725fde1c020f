// Docusaurus's theme components by the names MDX imports them, drawn by sitegen's own implementations.
import Admonition from './Admonition.js';
import BrowserOnly from './BrowserOnly.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Head from './Head.js';
import Heading from './Heading.js';
import Link from './Link.js';
import TabItem from './TabItem.js';
import ThemedImage from './ThemedImage.js';
import Tabs from './Tabs.js';
import TOCInline from './TOCInline.js';
import Translate, { translate } from './Translate.js';
import useBaseUrl from './useBaseUrl.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import * as themeCommon from './theme-common.js';
import * as docsClient from './docs-client.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';

/** Each module an MDX page may import from Docusaurus, as its exports. */
export const themeModules: Record<string, { default: unknown; [named: string]: unknown }> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Heading': { default: Heading },
  '@theme/TabItem': { default: TabItem },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/Tabs': { default: Tabs },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/theme-common': { default: themeCommon, ...themeCommon },
  '@docusaurus/plugin-content-docs/client': { default: docsClient, ...docsClient },
};

/** Where each of those modules' source is, for the browser bundles of islands that import them. */
export const themeModuleFiles: Record<string, string> = {
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
};
