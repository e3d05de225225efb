import { schoolToday } from '../../../shared/invoices/invoice-period';
import type { MakeUpCredit } from '../../../shared/schemas/lesson-cancel-schemas';
import { calendarDateText } from './make-up-credit-text';

/**
 * What a credit came from, for Student Management's list and the booking form: `Mathematics lesson of
 * 3 Dec 2026, canceled by the family`. Apart from make-up-credit-text.ts so that the family home, which
 * only counts credits, does not carry the school's calendar in its first load.
 */
export function makeUpCreditOrigin(
  credit: Pick<MakeUpCredit, 'subjectName' | 'lessonStart' | 'canceledBy'>,
): string {
  const lesson = credit.subjectName ? `${credit.subjectName} lesson` : 'Lesson';
  // The lesson's day on the school's calendar, as its expiry is.
  const day = calendarDateText(schoolToday(new Date(credit.lessonStart)));
  return `${lesson} of ${day}, canceled by the ${credit.canceledBy}`;
}
