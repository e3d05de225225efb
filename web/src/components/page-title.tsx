import { useEffect } from 'react';

/**
 * Names the browser tab while a screen is shown. React 19 would move a
 * `<title>` rendered anywhere into the head; the web build runs on
 * preact/compat (issue 18), which leaves it where it stands, so screens
 * name themselves through this instead (ESLint refuses `<title>` in web/src).
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
