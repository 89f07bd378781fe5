import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates a server-rendered page; true
 * once the page runs (at once on a page the browser renders itself). React re-renders with
 * the browser's value right after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
