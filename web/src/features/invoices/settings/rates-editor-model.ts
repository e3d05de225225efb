import * as z from 'zod';
import { rateScopes, type RateScope } from '../../../../../shared/invoices/lesson-rates';
import { currencies, rateProblem } from '../../../../../shared/invoices/money';
import type { RateOverridesInput } from '../../../../../shared/schemas/invoice-schemas';

/** The Rates form: one row per override, the rate as typed (docs/invoice-lines.md#rates). */
const rowSchema = (noun: string) =>
  z.object({
    id: z.string().min(1, `Choose a ${noun}`),
    currency: z.enum(currencies, { error: 'Choose a currency' }),
    hourlyRate: z
      .string()
      .trim()
      .min(1, 'Enter an hourly rate')
      .transform((typed, context) => {
        const rate = Number(typed);
        const problem = Number.isFinite(rate) ? rateProblem(rate) : 'Please enter a valid rate';
        if (problem) context.addIssue({ code: 'custom', message: problem });
        return rate;
      }),
  });

export const ratesFormSchema = z.object({
  subjects: z.array(rowSchema('subject')),
  teachers: z.array(rowSchema('teacher')),
  students: z.array(rowSchema('student')),
});

export type RatesForm = z.input<typeof ratesFormSchema>;
export type RateRow = RatesForm['subjects'][number];

export function ratesFormFrom(rates: RateOverridesInput): RatesForm {
  const rows = (list: RateOverridesInput['subjects']) =>
    list.map((entry) => ({ id: entry.id, currency: entry.currency, hourlyRate: String(entry.hourlyRate) }));
  return { subjects: rows(rates.subjects), teachers: rows(rates.teachers), students: rows(rates.students) };
}

export const newRateRow = (): RateRow => ({ id: '', currency: 'GBP', hourlyRate: '' });

/** How each scope is named on screen, in the order the rule tries them. */
export const rateScopeTitles: Record<RateScope, { title: string; noun: string; hint: string }> = {
  students: { title: 'Student rates', noun: 'student', hint: 'Win over every other rate for that student.' },
  teachers: {
    title: 'Teacher rates',
    noun: 'teacher',
    hint: 'Apply to a teacher’s lessons unless the student has a rate.',
  },
  subjects: {
    title: 'Subject rates',
    noun: 'subject',
    hint: 'Apply when neither the student nor the teacher has a rate.',
  },
};

export { rateScopes };
