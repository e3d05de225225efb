/*
 * Issue 18: a tab's first number or date formatter costs 40-70 ms of the
 * main thread on this machine (four times that on Lighthouse's phone),
 * whichever comes first: the browser loads its formatting data once per
 * process. A worker is another thread of the same process, so making one
 * formatter of each kind here, while the page's own script downloads, loads
 * that data off the main thread; the page's formatters then cost well under
 * a millisecond. Started by route-preload.js as a signed-in page opens
 * (those show dates, times and money) and by the sign-in pages once they
 * have painted (web/src/lib/formatting-warm-up.ts). Nothing here is sent
 * anywhere.
 */
/* global self */
new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(0);
new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
}).format(0);
new Intl.DateTimeFormat().resolvedOptions();
new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }).format(-1, 'day');
self.close();
