import * as z from 'zod';
import { currencySchema, idSchema, invoiceStatusSchema } from './value-schemas';

/** `{id}` of a family's statement: the family's (parent) account id. */
export const familyIdParamsSchema = z.object({ id: idSchema.describe("The family's (parent) account id") });

/** Amounts in the currency's major units, as every invoice answer gives them. */
const money = z.number();

export const statementLineSchema = z.object({
  kind: z.enum(['invoice', 'payment', 'creditNote', 'credit']),
  /** The day on the school's calendar, YYYY-MM-DD. */
  date: z.string(),
  description: z.string(),
  invoiceId: z.string().optional(),
  invoiceNumber: z.string().optional(),
  studentName: z.string().optional(),
  status: invoiceStatusSchema.optional(),
  /** An invoice line's total as issued (a void invoice's too, though it adds nothing). */
  total: money.optional(),
  method: z.string().optional(),
  reference: z.string().optional(),
  /** Positive raises what the family owes, negative lowers it. */
  amount: money,
  /** The running balance after this line: owed less the credit held. */
  balance: money,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalsSchema = z.object({
  invoiced: money,
  paid: money,
  credited: money,
  balanceDue: money,
  creditHeld: money,
  closingBalance: money,
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const familyStatementSchema = z.object({
  family: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** The day it was drawn up, on the school's calendar. */
  date: z.string(),
  /** One ledger per currency the family was billed or credited in, GBP first; never added together. */
  currencies: z.array(
    z.object({
      currency: currencySchema,
      lines: z.array(statementLineSchema),
      totals: statementTotalsSchema,
    }),
  ),
});
export type FamilyStatement = z.infer<typeof familyStatementSchema>;

/** A family's credit on account (issue 36), per currency it holds any in; a currency at zero is left out. */
export const familyCreditSchema = z.object({
  balances: z.array(z.object({ currency: currencySchema, amount: money })),
});
export type FamilyCredit = z.infer<typeof familyCreditSchema>;
