import { useMdxSite } from '../context.js';

const docsPlugin = 'docusaurus-plugin-content-docs';

/** `@docusaurus/useGlobalData`: the docs plugin's data, the one Docusaurus plugin whose data sitegen has. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useAllPluginsData();
}

function useAllPluginsData(): Record<string, Record<string, unknown>> {
  const { docs } = useMdxSite();
  return docs ? { [docsPlugin]: { default: docs } } : {};
}

/** A plugin instance's data, for the docs plugin's default instance; undefined for others. */
export function usePluginData(name: string, id = 'default'): unknown {
  return useAllPluginsData()[name]?.[id];
}

export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useAllPluginsData()[name] ?? {};
}
