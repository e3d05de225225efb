import { ConditionCheck } from 'dynamodb-toolbox';
import {
  InvoiceEntity,
  findInvoice,
  findInvoices,
  invoicesIssuedBetween,
  listedInvoiceOf,
  type InvoiceRecord,
} from '../../entities/invoice-entity';
import { paymentRowPuts } from '../../entities/payment-row-entity';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import { writeTransaction } from '../../platform/table/write-transaction';

/** Reads of one invoice that keeps changing under the backfill before it is left for the next run. */
const attemptsPerInvoice = 5;

/**
 * The rows of every payment of the invoice, in one transaction that holds
 * the invoice to the revision read: a payment removed meanwhile never gets a
 * row back. Refused, the invoice is read again (its change wrote the rows of
 * what it changed, not of the payments it already had).
 */
async function putRowsOf(first: InvoiceRecord): Promise<number> {
  let invoice: InvoiceRecord | undefined = first;
  for (let attempt = 0; invoice?.payments?.length && attempt < attemptsPerInvoice; attempt++) {
    try {
      await writeTransaction([
        InvoiceEntity.build(ConditionCheck)
          .key({ id: invoice.id })
          .condition({ attr: 'revision', eq: invoice.revision }),
        ...paymentRowPuts(invoice),
      ]);
      return invoice.payments.length;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      invoice = await findInvoice(invoice.id);
    }
  }
  if (invoice?.payments?.length) throw new Error(`Invoice ${invoice.id} kept changing during the backfill`);
  return 0;
}

/**
 * Gives every payment recorded before the payment rows existed its row, so
 * the payments export lists it: every invoice, from the list partition that
 * holds them all, a page read whole by BatchGetItem, and for each one with
 * payments their rows put (the same item a change of the invoice puts), by
 * Query, BatchGetItem and transactions, never a Scan. Idempotent: a run cut
 * short is finished by the next. The local runtime runs it at start until it
 * has finished once (backfillPaymentRowsOnce); on AWS,
 * `node --import tsx scripts/backfill-payment-rows.ts` after the deploy that adds them.
 */
export async function backfillPaymentRows(): Promise<{ invoices: number; payments: number }> {
  let invoices = 0;
  let payments = 0;
  for await (const rows of invoicesIssuedBetween('0', '~')) {
    const read = await findInvoices(rows.map(listedInvoiceOf).map((row) => row.invoiceId));
    for (const invoice of read.filter((one) => one.payments?.length)) {
      const written = await putRowsOf(invoice);
      if (written) invoices++;
      payments += written;
    }
  }
  return { invoices, payments };
}
