import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's breakpoints, for layouts that render either a table or a list (never both, hidden by CSS). */
export const breakpoints = { sm: '(min-width: 640px)', md: '(min-width: 768px)' } as const;

/**
 * Whether a media query matches now, following the window as it resizes or
 * the phone turns. The invoice screens render one layout only, so the page
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
