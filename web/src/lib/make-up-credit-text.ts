import type { MakeUpCredit } from '../../../shared/schemas/lesson-cancel-schemas';
import { madeOnFirstUse } from './made-on-first-use';

const calendarDateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** `1 Feb 2027` from a calendar date (`2027-02-01`), read as that day wherever the phone is. */
export function calendarDateText(calendarDate: string): string {
  return calendarDateFormat().format(new Date(`${calendarDate}T12:00:00Z`));
}

/**
 * The family home's line (docs/lesson-policy.md#make-up-credits): how many make-up lessons the child
 * has and when the first runs out, or null without any. `open` is soonest to expire first.
 */
export function makeUpCreditsSummary(open: readonly Pick<MakeUpCredit, 'expiresOn'>[]): string | null {
  const first = open[0];
  if (!first) return null;
  const expiry = calendarDateText(first.expiresOn);
  return open.length === 1
    ? `Make-up lessons available: 1, expires ${expiry}`
    : `Make-up lessons available: ${open.length}, the first expires ${expiry}`;
}
