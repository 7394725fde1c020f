/** `@docusaurus/useGlobalData`: the data Docusaurus plugins publish to pages, of which sitegen has none. */
export default function useGlobalData(): Record<string, unknown> {
  return {};
}

/** Its named hooks: no plugin's data, by plugin or by instance. */
export function usePluginData(): undefined {
  return undefined;
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}
