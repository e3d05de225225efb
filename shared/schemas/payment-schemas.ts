import * as z from 'zod';
import { calendarRangeMessage, isWithinCalendarRange } from '../calendar-range';
import { isRealCalendarDate, schoolToday } from '../invoices/invoice-period';
import { maxRate, toMinorUnits } from '../invoices/money';
import {
  maxPaymentReferenceLength,
  paymentMethods,
  recordedPaymentMethods,
} from '../invoices/payment-methods';
import { idSchema } from './value-schemas';
import { plainText } from './plain-text-schema';

/** An amount in the invoice's major units with at most two decimals (checked against the balance by the service). */
const amountSchema = z.number({ error: 'Please enter a valid amount' }).superRefine((amount, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  if (!Number.isFinite(amount) || toMinorUnits(amount) <= 0) return problem('Amount must be more than 0');
  if (Math.abs(amount * 100 - Math.round(amount * 100)) >= 1e-6)
    return problem('Amount may have at most two decimals');
  if (amount > maxRate * 1000) problem('Amount is too large');
});

/** POST /invoices/{id}/payments: the day the money arrived, on the school's calendar, never in the future. */
export const paymentCreateSchema = z.strictObject({
  amount: amountSchema,
  date: z
    .string({ error: 'Payment date is required' })
    .refine(isRealCalendarDate, 'Payment date must be a real date written YYYY-MM-DD')
    .refine(isWithinCalendarRange, calendarRangeMessage)
    .refine((date) => date <= schoolToday(), 'Payment date cannot be in the future'),
  method: z.enum(recordedPaymentMethods, {
    error: `Method must be one of ${recordedPaymentMethods.join(', ')}`,
  }),
  reference: plainText(
    z
      .string({ error: 'Reference must be text' })
      .trim()
      .max(maxPaymentReferenceLength, `Reference must be at most ${maxPaymentReferenceLength} characters`),
    'Reference',
  ).default(''),
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateSchema>;

export const paymentParamsSchema = z.object({ id: idSchema, paymentId: idSchema });

/** One payment as the API answers it; `amount` in major units like the invoice's `total`. */
export const paymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
