import {
  Entity,
  GetItemCommand,
  PutItemCommand,
  item,
  number,
  string,
  type FormattedItem,
  DeleteTransaction,
  PutTransaction,
} from 'dynamodb-toolbox';
import { currencies, type Currency } from '../../shared/invoices/money';
import { paymentMethods, type PaymentMethod } from '../../shared/invoices/payment-methods';
import { queryEntityAll } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * What a row copies from a payment and its invoice: an invoice-entity.ts
 * InvoiceRecord and its PaymentRecord fit these, declared here so that the
 * invoice entity, which writes the rows, is not imported back from here.
 */
interface RowedPayment {
  id: string;
  date: string;
  method: PaymentMethod;
  reference: string;
  amountMinor: number;
  stripe?: { paymentIntentId: string; feeMinor?: number; feeCurrency?: string };
}
interface RowedInvoice {
  id: string;
  invoiceNumber: string;
  parentName: string;
  studentName: string;
  currency: Currency;
  payments?: readonly RowedPayment[];
}

const partitionOf = (paymentMonth: string) => `PAYMENT_EXPORT#${paymentMonth}`;

/**
 * A slim copy of one payment of an invoice, for the accountant's payments
 * export (docs/data-model.md): payments live inside their invoice, so to
 * list them by the day the money arrived each has a row keyed by that day's
 * month (`PAYMENT_EXPORT#2026-11`, sort key `<date>#<payment id>`). Written
 * with every change of the invoice that adds, shrinks (a Stripe refund) or
 * removes a payment, in the same transaction (paymentRowWrites).
 */
export const PaymentRowEntity = new Entity({
  name: 'PaymentRow',
  table: schoolTable,
  timestamps: false,
  schema: item({
    partition: string().key().savedAs('PK'),
    sortKey: string().key().savedAs('SK'),
    paymentId: string(),
    invoiceId: string(),
    invoiceNumber: string(),
    parentName: string(),
    studentName: string(),
    currency: string().enum(...currencies),
    /** The day the money arrived, on the school's calendar. */
    date: string(),
    method: string().enum(...paymentMethods),
    reference: string(),
    /** As it stands: less what Stripe refunded of it. */
    amountMinor: number(),
    stripePaymentIntentId: string().optional(),
    feeMinor: number().optional(),
    feeCurrency: string().optional(),
  }),
});

export type PaymentRow = FormattedItem<typeof PaymentRowEntity>;

export const paymentRowKeys = {
  partition: partitionOf,
  of: (payment: Pick<RowedPayment, 'date' | 'id'>) => ({
    partition: partitionOf(payment.date.slice(0, 7)),
    sortKey: `${payment.date}#${payment.id}`,
  }),
};

/** The row of one payment of the invoice, as the export reads it. */
export function paymentRowOf(invoice: RowedInvoice, payment: RowedPayment): PaymentRow {
  const stripe = payment.stripe;
  return {
    ...paymentRowKeys.of(payment),
    paymentId: payment.id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    parentName: invoice.parentName,
    studentName: invoice.studentName,
    currency: invoice.currency,
    date: payment.date,
    method: payment.method,
    reference: payment.reference,
    amountMinor: payment.amountMinor,
    ...(stripe ? { stripePaymentIntentId: stripe.paymentIntentId } : {}),
    ...(stripe?.feeMinor !== undefined ? { feeMinor: stripe.feeMinor } : {}),
    ...(stripe?.feeCurrency !== undefined ? { feeCurrency: stripe.feeCurrency } : {}),
  };
}

const rowsOf = (invoice: RowedInvoice | undefined) =>
  new Map((invoice?.payments ?? []).map((payment) => [payment.id, paymentRowOf(invoice!, payment)]));

/**
 * The payment rows that change when `before` becomes `after`: a put for each
 * payment that is new or differs (its amount after a refund, the names on
 * the invoice), a delete for each payment gone. Most changes of an invoice
 * touch no payment and write no row.
 */
export function paymentRowWrites(
  before: RowedInvoice | undefined,
  after: RowedInvoice | undefined,
): EntityWrite[] {
  const old = rowsOf(before);
  const next = rowsOf(after);
  const writes: EntityWrite[] = [];
  for (const [id, row] of old) {
    const kept = next.get(id);
    if (!kept || kept.sortKey !== row.sortKey)
      writes.push(
        PaymentRowEntity.build(DeleteTransaction).key({ partition: row.partition, sortKey: row.sortKey }),
      );
  }
  for (const [id, row] of next) {
    const was = old.get(id);
    if (!was || JSON.stringify(was) !== JSON.stringify(row))
      writes.push(PaymentRowEntity.build(PutTransaction).item(row));
  }
  return writes;
}

/** Every payment row of the invoice, put as it is (the backfill: idempotent). */
export const paymentRowPuts = (invoice: RowedInvoice): EntityWrite[] =>
  (invoice.payments ?? []).map((payment) =>
    PaymentRowEntity.build(PutTransaction).item(paymentRowOf(invoice, payment)),
  );

/**
 * The payments received from `from` to `to` (calendar dates, both included)
 * in one month of them (`2026-11`), oldest first: one Query of the month's
 * partition. The sort key is `<date>#<id>`: '#~' sorts after every id of the last day.
 */
export function paymentRowsBetween(paymentMonth: string, from: string, to: string): Promise<PaymentRow[]> {
  return queryEntityAll(PaymentRowEntity, {
    partition: partitionOf(paymentMonth),
    sortKey: { between: [from, `${to}#~`] },
  });
}

/**
 * Written when every payment recorded before the payment rows has its row
 * (functions/shared-domains/billing/payment-rows-backfill.ts): until it
 * exists, a start of the local runtime runs the backfill again.
 */
const PaymentRowsBackfillEntity = new Entity({
  name: 'PaymentRowsBackfill',
  table: schoolTable,
  timestamps: false,
  schema: item({ completedAt: string() }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'PAYMENT_ROWS_BACKFILL' }),
});

export async function paymentRowsBackfilled(): Promise<boolean> {
  const command = PaymentRowsBackfillEntity.build(GetItemCommand).key({});
  return Boolean((await command.options({ consistent: true }).send()).Item);
}

export async function markPaymentRowsBackfilled(completedAt: string): Promise<void> {
  await PaymentRowsBackfillEntity.build(PutItemCommand).item({ completedAt }).send();
}
