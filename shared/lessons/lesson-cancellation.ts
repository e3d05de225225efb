/**
 * Cancellations and their charge (docs/lesson-policy.md#cancellations): who
 * canceled, whether a family's cancellation came too late, and what a late
 * one costs. No zod here, so screens can import it.
 */

export const cancelers = ['family', 'school'] as const;
export type Canceler = (typeof cancelers)[number];

const hourMs = 3_600_000;

/**
 * The last instant a family may cancel free: `noticeHours` of real time before
 * the start. Instants, not wall clocks: across a clock change (UK in March and
 * October; the UAE has none) 24 hours' notice is still 24 hours.
 */
export function cancellationDeadline(startTime: string, noticeHours: number): Date {
  return new Date(Date.parse(startTime) - noticeHours * hourMs);
}

/** Late: less than `noticeHours` before the start. Exactly the notice period before is still free. */
export function isLateCancellation(startTime: string, now: Date, noticeHours: number): boolean {
  return now.getTime() > cancellationDeadline(startTime, noticeHours).getTime();
}

/** The policy's late cancellation charge, as stored on the lesson and the invoice line. */
export type LateCancellationRule = { charge: 'none' | 'full' } | { charge: 'percent'; percent?: number };

/** What share of the lesson a late cancellation costs under the rule: 0 for none, 100 for the full lesson. */
export function lateChargePercent(rule: LateCancellationRule): number {
  if (rule.charge === 'full') return 100;
  if (rule.charge === 'percent') return rule.percent ?? 0;
  return 0;
}

/** A share of a lesson's amount in minor units, rounded half up like every line (shared/invoices/money.ts). */
export function chargedMinor(lessonAmountMinor: number, percent: number): number {
  return Math.round((lessonAmountMinor * percent) / 100);
}

/** What an invoice line adds after the subject for a late cancellation. */
export function lateCancellationLineNote(percent: number | undefined): string {
  if (percent === undefined) return '';
  return percent >= 100 ? ' (late cancellation)' : ` (late cancellation, ${percent}%)`;
}

/** What a family may cancel: a lesson still on (pending or confirmed) that has not started. */
export function familyCancelRefusal(
  lesson: { status: string; startTime: string },
  now: Date,
): string | undefined {
  if (lesson.status === 'canceled') return 'This lesson is already canceled';
  if (lesson.status === 'completed') return 'A completed lesson cannot be canceled';
  if (Date.parse(lesson.startTime) <= now.getTime())
    return 'This lesson has started: please contact the school';
  return undefined;
}

/**
 * Whether a canceled lesson is still billed: a family's late cancellation
 * whose charge was more than nothing and was not waived.
 */
export function billsCancellation(lesson: {
  status: string;
  lateChargePercent?: number;
  chargeWaivedAt?: string;
}): boolean {
  return (
    lesson.status === 'canceled' && (lesson.lateChargePercent ?? 0) > 0 && lesson.chargeWaivedAt === undefined
  );
}

/**
 * Whether the cancellation earns the student a make-up credit: any cancellation by the school, or a
 * family's free one (a late one is charged or, with a 'none' policy, simply late: no credit).
 */
export function earnsMakeUpCredit(canceledBy: Canceler, late: boolean): boolean {
  return canceledBy === 'school' || !late;
}
