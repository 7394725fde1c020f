// Docusaurus's theme components and client modules by the names MDX and React pages import them, drawn by sitegen's
// own implementations.
import Admonition from './Admonition.js';
import BrowserOnly from './BrowserOnly.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import ExecutionEnvironment from './ExecutionEnvironment.js';
import Head from './Head.js';
import Heading from './Heading.js';
import Layout from './Layout.js';
import Link from './Link.js';
import TabItem from './TabItem.js';
import ThemedImage from './ThemedImage.js';
import Tabs from './Tabs.js';
import TOCInline from './TOCInline.js';
import Translate, { translate } from './Translate.js';
import useBaseUrl from './useBaseUrl.js';
import * as themeCommon from './theme-common.js';
import * as docsClient from './docs-client.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';
import useIsBrowser from './useIsBrowser.js';

/** Each module a page may import from Docusaurus, as its exports. */
export const themeModules: Record<string, { default: unknown } & Record<string, unknown>> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Heading': { default: Heading },
  '@theme/Layout': { default: Layout },
  '@theme/TabItem': { default: TabItem },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/Tabs': { default: Tabs },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/theme-common': { default: themeCommon, ...themeCommon },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/plugin-content-docs/client': { default: docsClient, ...docsClient },
};

/** Where each of those modules' source is, for the browser bundles of islands that import them. */
export const themeModuleFiles: Record<string, string> = {
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
};
