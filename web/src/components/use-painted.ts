import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component once, then true. What
 * is not needed to see the page (a menu's code, say) can wait for it, so
 * that downloading and running it does not hold up the first paint
 * (issue 18: a phone's processor is about four times slower than a laptop's).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame's callback runs just before the paint; the task queued from it, just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
