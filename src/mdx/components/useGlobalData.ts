/** `@docusaurus/useGlobalData`: sitegen has no plugins that publish data to pages, so there is none. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return {};
}

/** No plugin publishes data: every plugin's instances are none. */
export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}

/** No plugin publishes data: a plugin's data is undefined. */
export function usePluginData(): undefined {
  return undefined;
}
