import * as z from 'zod';
import { idPattern } from '../ids';
import { invoiceStatuses } from '../invoices/invoice-statuses';
import { currencies, rateProblem } from '../invoices/money';
import { lessonStatuses } from '../lesson-statuses';
import { lessonTimezones } from '../lesson-time';
import { topicStatuses } from '../topic-statuses';

/**
 * The zod schemas of the product's shared values. They live apart from the
 * values themselves (ids, statuses, currencies) so a screen that only shows
 * a label or formats money does not load zod.
 */

export const idSchema = z.string().regex(idPattern, 'Invalid ID format');

export const topicStatusSchema = z.enum(topicStatuses, {
  error: `Status must be one of ${topicStatuses.join(', ')}`,
});

export const lessonStatusSchema = z.enum(lessonStatuses, {
  error: `Status must be one of ${lessonStatuses.join(', ')}`,
});

export const lessonTimezoneSchema = z.enum(lessonTimezones, { error: 'Timezone must be UAE or UK' });

export const invoiceStatusSchema = z.enum(invoiceStatuses, {
  error: `Status must be one of ${invoiceStatuses.join(', ')}`,
});

export const currencySchema = z.enum(currencies, { error: 'Currency must be GBP or AED' });

/** A rate is a number above 0 with at most two decimals (money.ts says why one is refused). */
export const rateSchema = z.number({ error: 'Please enter a valid rate' }).superRefine((rate, context) => {
  const problem = rateProblem(rate);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
