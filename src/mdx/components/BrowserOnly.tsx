import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly`: what the built page shows in place of code that needs a browser, as Docusaurus builds it. */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
