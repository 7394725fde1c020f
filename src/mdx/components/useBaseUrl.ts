import { useMdxSite } from '../context.js';

/** `@docusaurus/useBaseUrl`: a site path with the base URL before it. */
export default function useBaseUrl(path: string): string {
  const { withBase } = useMdxSite();
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) ? path : withBase(path.startsWith('/') ? path : `/${path}`);
}
