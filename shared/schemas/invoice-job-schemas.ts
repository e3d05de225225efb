import * as z from 'zod';
import { currencies } from '../invoices/money';
import { idSchema } from './value-schemas';
import { checkInvoicePeriod, invoicePeriodFields, monthSchema, yearSchema } from './invoice-schemas';

/** `POST /invoices/generate-all`: the period and currency of POST /invoices/generate, for every student. */
export const generateAllSchema = z
  .strictObject({
    ...invoicePeriodFields,
    currency: z.enum(currencies, { error: 'Please select a period and a currency' }),
  })
  .superRefine(checkInvoicePeriod);
export type GenerateAllRequest = z.infer<typeof generateAllSchema>;

/** `POST /invoices/send-drafts`: every draft of a month (in one currency, or in both). */
export const sendDraftsSchema = z.strictObject({
  month: monthSchema,
  year: yearSchema,
  currency: z.enum(currencies, { error: 'Currency must be GBP or AED' }).optional(),
});
export type SendDraftsRequest = z.infer<typeof sendDraftsSchema>;

export const invoiceJobParamsSchema = z.object({ jobId: idSchema.describe('Job id') });

export const invoiceJobStartedSchema = z.object({ jobId: z.string() });

const jobProgressFields = {
  /** `failed` also when the job stopped reporting progress (its worker died). */
  status: z.enum(['running', 'done', 'failed']),
  total: z.number(),
  processed: z.number(),
};

export const generateAllJobSchema = z.object({
  ...jobProgressFields,
  created: z.array(z.string()),
  skipped: z.array(z.object({ studentId: z.string(), studentName: z.string(), reason: z.string() })),
  failed: z.array(z.object({ studentId: z.string(), studentName: z.string(), message: z.string() })),
});
export type GenerateAllJob = z.infer<typeof generateAllJobSchema>;

export const sendDraftsJobSchema = z.object({
  ...jobProgressFields,
  sent: z.array(z.string()),
  failed: z.array(z.object({ invoiceId: z.string(), invoiceNumber: z.string(), message: z.string() })),
});
export type SendDraftsJob = z.infer<typeof sendDraftsJobSchema>;
