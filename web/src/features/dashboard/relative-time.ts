import { madeOnFirstUse } from '../../lib/made-on-first-use';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/*
 * The platform's Intl rather than date-fns here: date-fns's distance
 * wording brings its whole English locale (≈ 5 kB gzip) into the dashboard
 * home, the first page after every login.
 */
const relative = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }));
const shortDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const fullDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const clockTime = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/**
 * When an event happened, the way a list of recent events says it: 'just
 * now', '5 minutes ago', 'yesterday', '3 days ago', then the date
 * ('4 Feb 2026') after a week. A time slightly in the future (another
 * clock) is 'just now'.
 */
export function formatRelativeTime(time: Date, now: Date): string {
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return relative().format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relative().format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return relative().format(-Math.floor(elapsed / day), 'day');
  return shortDate().format(time);
}

/** The full date and time, for the tooltip of a relative time. */
export function formatFullTime(time: Date): string {
  return `${fullDate().format(time)} at ${clockTime().format(time)}`;
}
