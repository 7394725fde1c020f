import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** `@docusaurus/useIsBrowser`: false on the server and while an island hydrates, true once it has. */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
