import { schoolToday } from '../invoices/invoice-period';

/**
 * Make-up credits (docs/lesson-policy.md#make-up-credits): a free family
 * cancellation or any school cancellation gives the student one, valid
 * through the school day `makeUpExpiryDays` after it was given (the school's
 * calendar, Europe/London), used by booking exactly one make-up lesson.
 */

export const makeUpCreditStates = ['available', 'used', 'expired'] as const;
export type MakeUpCreditState = (typeof makeUpCreditStates)[number];

const dayMs = 86_400_000;

/** A calendar date `days` after another (`2026-03-28` + 2 = `2026-03-30`): pure date arithmetic, no clock change. */
export function calendarDateAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * dayMs).toISOString().slice(0, 10);
}

/** The last school day a credit given at `now` may be used on. */
export function makeUpCreditExpiry(now: Date, expiryDays: number): string {
  return calendarDateAfter(schoolToday(now), expiryDays);
}

/** A credit is used once a lesson was booked with it; otherwise expired after its last day. */
export function makeUpCreditState(
  credit: { expiresOn: string; usedByLessonId?: string },
  now: Date,
): MakeUpCreditState {
  if (credit.usedByLessonId) return 'used';
  return credit.expiresOn < schoolToday(now) ? 'expired' : 'available';
}

export const makeUpCreditStateLabels: Record<MakeUpCreditState, string> = {
  available: 'Available',
  used: 'Used',
  expired: 'Expired',
};
