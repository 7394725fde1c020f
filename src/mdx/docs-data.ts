import type { ResolvedConfig } from '../config/types.js';

/** A docs version as the Docusaurus docs plugin publishes it to pages. */
export interface GlobalDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  /** The version's docs, which pages are rendered without knowing: none. */
  docs: Array<{ id: string; path: string; sidebar?: string }>;
  draftIds: string[];
  sidebars: Record<string, unknown>;
}

/** The docs plugin's global data: its route and its versions, newest first. */
export interface GlobalDocsData {
  path: string;
  versions: GlobalDocsVersion[];
  breadcrumbs: boolean;
}

/** The docs plugin's global data of a site's config: its versions, each at its address. */
export function globalDocsData(
  config: Pick<ResolvedConfig, 'docs'>,
  withBase: (path: string) => string,
): GlobalDocsData | null {
  const { docs } = config;
  if (!docs.enabled) return null;
  const last = docs.versions.find((version) => version.last) ?? docs.versions[0];
  return {
    path: withBase(last.routeBasePath),
    versions: docs.versions.map((version) => ({
      name: version.name,
      label: version.label,
      isLast: version.last,
      path: withBase(version.routeBasePath),
      mainDocId: docs.mainDocId ?? '',
      docs: [],
      draftIds: [],
      sidebars: {},
    })),
    breadcrumbs: true,
  };
}
