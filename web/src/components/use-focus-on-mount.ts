import { useEffect, useRef } from 'react';

/**
 * A ref that focuses its element once, when it first appears: what React's
 * `autoFocus` did. The web build runs on preact/compat (issue 18), which only
 * sets the `autofocus` attribute, and browsers ignore that on elements added
 * after the page loaded (ESLint refuses `autoFocus` in web/src).
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
