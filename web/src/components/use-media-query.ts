import { useCallback, useSyncExternalStore } from 'react';

/**
 * Tailwind's breakpoints, for layouts that render either a table or a list
 * (never both, hidden by CSS). In rem, as Tailwind's own: when a reader sets
 * larger default text, these and the CSS switch at the same width.
 */
export const breakpoints = {
  sm: '(min-width: 40rem)',
  md: '(min-width: 48rem)',
  /**
   * Where the dashboard's sidebar becomes fixed (docs/architecture.md#constants: 1024 px), the drawer's
   * below.
   */
  lg: '(min-width: 64rem)',
} as const;

/**
 * Whether a media query matches now, following the window as it resizes or
 * the phone turns. A list renders one layout only, so the page
 * holds each control once (one 'View' link per invoice, one rate input).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
