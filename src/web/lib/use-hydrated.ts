import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while React is taking over prerendered HTML (and in the build's prerender), true from
 * then on: forms stay disabled until typing into them can no longer be lost (ADR 004). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
