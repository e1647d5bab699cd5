import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the server renders a page and while the browser hydrates that HTML; false in every later
 * render and in a page the browser renders alone. What the server showed needs no loading state.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
