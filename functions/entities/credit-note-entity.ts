import { Entity, boolean, item, list, map, number, string, type FormattedItem } from 'dynamodb-toolbox';
import { PutTransaction } from 'dynamodb-toolbox';
import { dayStartInstant, monthsBetween, nextCalendarDay } from '../../shared/exports/export-ranges';
import { schoolTimeZone, schoolToday } from '../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../shared/invoices/money';
import { paymentMethods, type PaymentMethod } from '../../shared/invoices/payment-methods';
import { findEntityItem } from '../platform/table/entity-items';
import { queryEntityPage, queryEntityPages } from '../platform/table/entity-query';
import { indexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import { yearlyNumberCounter } from './yearly-number-counter';
import type { EntityWrite } from '../platform/table/table-write';

/** One line a credit note takes back: an invoice line (`lineId`) or, for a credit of an amount, "Credit". */
export interface CreditNoteLineRecord {
  id: string;
  /** The invoice line credited; absent on a credit of an amount. */
  lineId?: string;
  description: string;
  /** Net of VAT, as the invoice's lines are. */
  amountMinor: number;
  /** False when it credits an invoice line the invoice's tax did not apply to (absent: taxed). */
  taxable?: boolean;
}

/** Money paid back to the family out of the credit a credit note created. */
export interface CreditNoteRefundRecord {
  id: string;
  amountMinor: number;
  /** The day it was paid back, on the school's calendar. */
  date: string;
  method: PaymentMethod;
  reference: string;
  recordedAt: string;
  recordedBy: string;
  /** Refunded through Stripe on the invoice's online payment: Stripe's refund and PaymentIntent. */
  stripeRefundId?: string;
  paymentIntentId?: string;
}

/**
 * A credit note (issue 36): a numbered document that takes (part of) an
 * issued invoice back. It is never changed once issued, except for the
 * refunds paid out of the family credit it created.
 */
export interface CreditNoteRecord {
  id: string;
  /** `CN-<year>-<nnnn>`, gap-free per year of issue. */
  number: string;
  invoiceId: string;
  invoiceNumber: string;
  studentId: string;
  studentName: string;
  parentId: string;
  parentName: string;
  parentEmail: string;
  currency: Currency;
  lines: CreditNoteLineRecord[];
  subtotalMinor: number;
  taxRatePercent: number;
  taxMinor: number;
  totalMinor: number;
  /** The part of the total beyond what was still due on the invoice, added to the family's credit. */
  familyCreditMinor: number;
  reason: string;
  issuedAt: string;
  /** The account that issued it. */
  issuedBy: string;
  /** What was paid back of `familyCreditMinor` (absent: nothing), and each refund, oldest first. */
  refundedMinor?: number;
  refunds?: CreditNoteRefundRecord[];
}

/**
 * Access patterns (docs/data-model.md):
 * - one credit note: GetItem on its primary key;
 * - a family's credit notes: GSI3 by the parent billed, newest first;
 * - the credit notes issued in a month of the school's calendar (exports): GSI2, oldest first;
 * - numbers: a counter per year, SET conditionally in the credit note's own transaction.
 */
export const creditNoteKeys = {
  primary: (creditNoteId: string) => ({ PK: `CREDIT_NOTE#${creditNoteId}`, SK: 'CREDIT_NOTE' }),
  familyPartition: (parentId: string) => `FAMILY_CREDIT_NOTES#${parentId}`,
  issuedPartition: (issueMonth: string) => `CREDIT_NOTES_ISSUED#${issueMonth}`,
  sortKey: (note: Pick<CreditNoteRecord, 'issuedAt' | 'id'>) => `${note.issuedAt}#${note.id}`,
  numberCounter: (year: number) => ({ PK: `CREDIT_NOTE_NUMBERS#${year}`, SK: 'COUNTER' }),
};

const CreditNoteEntity = new Entity({
  name: 'CreditNote',
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    number: string(),
    invoiceId: string(),
    invoiceNumber: string(),
    studentId: string(),
    studentName: string(),
    parentId: string(),
    parentName: string(),
    parentEmail: string(),
    currency: string().enum(...currencies),
    lines: list(
      map({
        id: string(),
        lineId: string().optional(),
        description: string(),
        amountMinor: number(),
        taxable: boolean().optional(),
      }),
    ),
    subtotalMinor: number(),
    taxRatePercent: number(),
    taxMinor: number(),
    totalMinor: number(),
    familyCreditMinor: number(),
    reason: string(),
    issuedAt: string(),
    issuedBy: string(),
    refundedMinor: number().optional(),
    refunds: list(
      map({
        id: string(),
        amountMinor: number(),
        date: string(),
        method: string().enum(...paymentMethods),
        reference: string(),
        recordedAt: string(),
        recordedBy: string(),
        stripeRefundId: string().optional(),
        paymentIntentId: string().optional(),
      }),
    ).optional(),
  }).and((schema) => ({
    ...indexKeys(schema, 'GSI2', {
      partition: ({ issuedAt }) =>
        creditNoteKeys.issuedPartition(schoolToday(new Date(issuedAt)).slice(0, 7)),
      sort: creditNoteKeys.sortKey,
    }),
    ...indexKeys(schema, 'GSI3', {
      partition: ({ parentId }) => creditNoteKeys.familyPartition(parentId),
      sort: creditNoteKeys.sortKey,
    }),
  })),
  computeKey: ({ id }) => creditNoteKeys.primary(id),
});

type StoredCreditNote = FormattedItem<typeof CreditNoteEntity>;

const recordOf = (stored: StoredCreditNote): CreditNoteRecord => stored;

/** The new credit note: put only if its id is new. */
export const creditNotePut = (note: CreditNoteRecord): EntityWrite =>
  CreditNoteEntity.build(PutTransaction)
    .item(note)
    .options({ condition: { attr: 'id', exists: false } });

/** The credit note with a refund added: written only if no other refund was recorded since it was read. */
export const creditNoteRefundPut = (next: CreditNoteRecord, refundedBefore: number): EntityWrite =>
  CreditNoteEntity.build(PutTransaction)
    .item(next)
    .options({
      condition:
        refundedBefore === 0
          ? { attr: 'refundedMinor', exists: false }
          : { attr: 'refundedMinor', eq: refundedBefore },
    });

export async function findCreditNote(creditNoteId: string): Promise<CreditNoteRecord | undefined> {
  const stored = await findEntityItem(CreditNoteEntity, { id: creditNoteId });
  return stored && recordOf(stored);
}

/** One page of a family's credit notes, newest first. */
export async function familyCreditNotesPage(parentId: string, page: { limit: number; cursor?: string }) {
  const answer = await queryEntityPage(
    CreditNoteEntity,
    { index: 'GSI3', partition: creditNoteKeys.familyPartition(parentId), newestFirst: true },
    page,
  );
  return {
    items: answer.items.map(recordOf),
    ...(answer.nextCursor ? { nextCursor: answer.nextCursor } : {}),
  };
}

/**
 * The credit notes issued from `from` to `to` (calendar dates of the school,
 * Europe/London, both included), oldest first, a page at a time: each month
 * of issue's partition of GSI2 in turn (the index copies the whole item).
 * For exports (the credit notes CSV, the accountant's Xero file).
 */
export async function* creditNotesIssuedBetween(
  from: string,
  to: string,
): AsyncGenerator<CreditNoteRecord[]> {
  const fromInstant = dayStartInstant(from, schoolTimeZone);
  const beforeInstant = dayStartInstant(nextCalendarDay(to), schoolTimeZone);
  for (const month of monthsBetween(from.slice(0, 7), to.slice(0, 7))) {
    const pages = queryEntityPages(CreditNoteEntity, {
      index: 'GSI2',
      partition: creditNoteKeys.issuedPartition(month),
      // `<issuedAt>#<id>`: every key of an instant before `beforeInstant` sorts below it.
      sortKey: { between: [fromInstant, beforeInstant] },
    });
    for await (const page of pages) if (page.length) yield page.map(recordOf);
  }
}

/** Credit note numbers, CN-YYYY-NNNN: gap-free per year like invoice numbers (yearly-number-counter.ts). */
const creditNoteNumbers = yearlyNumberCounter(
  'CreditNoteNumbers',
  (year) => creditNoteKeys.numberCounter(year).PK,
);
export const lastCreditNoteNumber = creditNoteNumbers.last;
export const creditNoteNumberTaken = creditNoteNumbers.taken;
