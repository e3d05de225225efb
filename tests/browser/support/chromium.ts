/**
 * Debian's Chromium (never a browser a test tool downloads) and the flags
 * PLATFORM-NOTES found to work on these machines. The browser tests and the
 * bench's Lighthouse audit start it with the same list.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
