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
