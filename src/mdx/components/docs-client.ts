import { useMdxSite } from '../context.js';
import type { GlobalDocsData, GlobalDocsVersion } from '../docs-data.js';

// `@docusaurus/plugin-content-docs/client`: the hooks that read the docs plugin's data.

export function useAllDocsData(): Record<string, GlobalDocsData> {
  const { docs } = useMdxSite();
  return docs ? { default: docs } : {};
}

export function useDocsData(id = 'default'): GlobalDocsData | undefined {
  return useAllDocsData()[id];
}

export function useVersions(id?: string): GlobalDocsVersion[] {
  return useDocsData(id)?.versions ?? [];
}

export function useLatestVersion(id?: string): GlobalDocsVersion | undefined {
  const versions = useVersions(id);
  return versions.find((version) => version.isLast) ?? versions[0];
}

/**
 * The docs plugin and version of the page being rendered, as Docusaurus gives them to a doc's components; undefined
 * on a page that is no doc. `activeDoc` is undefined: a page is rendered before the others are known.
 */
export function useActivePluginAndVersion():
  | {
      activePlugin: { pluginId: string; pluginData: GlobalDocsData };
      activeVersion: GlobalDocsVersion;
      activeDoc: undefined;
    }
  | undefined {
  const { docs, docsVersion } = useMdxSite();
  const activeVersion = docs?.versions.find((version) => version.name === docsVersion);
  if (!docs || !activeVersion) return undefined;
  return { activePlugin: { pluginId: 'default', pluginData: docs }, activeVersion, activeDoc: undefined };
}
