/**
 * The worker that loads the browser's number and date formatting data off
 * the main thread (public/intl-warm-up.js says why). public/route-preload.js
 * starts it as a signed-in page opens; this starts it on the pages people
 * sign in from, once they have painted, so the dashboard that follows finds
 * the data loaded.
 */
const formattingWarmUpScript = '/intl-warm-up.js';

let started = false;

/** Starts the worker once per page load; a browser without workers simply formats on the main thread. */
export function warmUpFormattingOffMainThread(): void {
  if (started || typeof Worker !== 'function') return;
  started = true;
  new Worker(formattingWarmUpScript);
}
