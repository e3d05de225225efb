import * as z from 'zod';
import { maxCreditReasonLength } from '../invoices/credit-notes';
import { maxRate, toMinorUnits } from '../invoices/money';
import { maxLessonsPerInvoice } from '../invoices/invoice-limits';
import { paymentMethods } from '../invoices/payment-methods';
import { pageQuerySchema } from './pagination-schemas';
import { plainText } from './plain-text-schema';
import { currencySchema, idSchema } from './value-schemas';

const reasonSchema = plainText(
  z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(maxCreditReasonLength, `Reason must be at most ${maxCreditReasonLength} characters`),
  'Reason',
  { multiline: true },
);

/** An amount in the invoice's major units, VAT included, at most two decimals (checked against the invoice by the service). */
const creditAmountSchema = z
  .number({ error: 'Please enter a valid amount' })
  .superRefine((amount, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    if (!Number.isFinite(amount) || toMinorUnits(amount) <= 0) return problem('Amount must be more than 0');
    if (Math.abs(amount * 100 - Math.round(amount * 100)) >= 1e-6)
      return problem('Amount may have at most two decimals');
    if (amount > maxRate * 1000) problem('Amount is too large');
  });

/**
 * POST /invoices/{id}/credit-notes: either an amount (VAT included, one line
 * "Credit") or the invoice lines to credit (`itemIds`, each at most once
 * across an invoice's credit notes), and the reason the family reads.
 */
export const creditNoteCreateSchema = z
  .strictObject({
    amount: creditAmountSchema.optional(),
    itemIds: z
      .array(idSchema, { error: 'itemIds must be a list of invoice item ids' })
      .min(1, 'Choose at least one line to credit')
      .max(maxLessonsPerInvoice, `An invoice holds at most ${maxLessonsPerInvoice} lines`)
      .refine((ids) => new Set(ids).size === ids.length, 'A line can be credited only once')
      .optional(),
    reason: reasonSchema,
  })
  .superRefine((body, context) => {
    if ((body.amount === undefined) === (body.itemIds === undefined))
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Give either an amount or the lines to credit (itemIds), not both',
      });
  });
export type CreditNoteCreateRequest = z.infer<typeof creditNoteCreateSchema>;

/** The amount fields of a credit note, in major units (45.5 = £45.50), like an invoice's. */
const money = z.number();

export const creditNoteSchema = z.object({
  _id: z.string(),
  /** `CN-<year>-<nnnn>`, gap-free per year of issue. */
  number: z.string(),
  invoice: z.object({ _id: z.string(), invoiceNumber: z.string() }),
  student: z.object({ _id: z.string(), name: z.string() }),
  parent: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  currency: currencySchema,
  lines: z.array(
    z.object({
      _id: z.string(),
      /** The invoice line credited; absent on a credit of an amount. */
      itemId: z.string().optional(),
      description: z.string(),
      amount: money,
    }),
  ),
  subtotal: money,
  taxRate: z.number(),
  tax: money,
  total: money,
  /** The part of the total beyond what was still due on the invoice: added to the family's credit. */
  familyCredit: money,
  reason: z.string(),
  issuedAt: z.string(),
  /** The account that issued it (staff only). */
  issuedBy: z.string().optional(),
  /** What was paid back of `familyCredit`, and each refund; only once refunded. */
  refunded: money.optional(),
  refunds: z
    .array(
      z.object({
        _id: z.string(),
        amount: money,
        date: z.string(),
        method: z.enum(paymentMethods),
        reference: z.string(),
        recordedAt: z.string(),
        /** Refunded through Stripe, on the invoice's online payment. */
        throughStripe: z.boolean(),
      }),
    )
    .optional(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteIdParamsSchema = z.object({ id: idSchema.describe('Credit note id') });

/** A family's credit notes, newest first: staff name the family, a family reads its own. */
export const creditNoteListQuerySchema = pageQuerySchema.extend({
  parentId: idSchema.optional(),
  /** The web app's cache-buster (docs/architecture.md#calls); ignored. */
  _t: z.string().max(40).optional(),
});
