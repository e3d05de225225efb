import { useCallback, useEffect, useState } from 'react';

/** Success banners clear themselves (5 s, as the progress messages do). */
export const successMessageMs = 5000;

/**
 * A message that clears itself after `ms`; showing a new one restarts the
 * clock. For success banners: errors stay until the next action.
 */
export function useTimedMessage(ms = successMessageMs) {
  const [message, setMessage] = useState<{ text: string; shownAt: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);

  const show = useCallback((text: string) => setMessage({ text, shownAt: Date.now() }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message: message?.text ?? null, show, clear };
}
