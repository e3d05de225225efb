import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted the next frame; returns what
 * cancels it. The frame's callback runs just before the paint; the task
 * queued from it, just after.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * False until the browser has painted the component once, then true. What
 * is not needed to see the page (a read for a badge, say) can wait for it,
 * so that it does not hold up the first paint (issue 18: a phone's
 * processor is about four times slower than a laptop's).
 *
 * The change draws the component again, and everything it draws: use it in
 * a small component. To only start something after the paint (a download),
 * call `afterNextPaint` from an effect, which draws nothing again.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
