import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/** `@docusaurus/BrowserOnly`: its fallback on the server; in an island that has hydrated, what `children()` gives. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  return <>{isBrowser && typeof children === 'function' ? children() : (fallback ?? null)}</>;
}
