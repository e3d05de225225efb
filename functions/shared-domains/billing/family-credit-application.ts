import { newId } from '../../../shared/ids';
import { creditToApplyMinor } from '../../../shared/invoices/credit-notes';
import { balanceMinor, statusAfterPayments } from '../../../shared/invoices/invoice-payments';
import { schoolToday } from '../../../shared/invoices/invoice-period';
import { maxPaymentsPerInvoice } from '../../../shared/invoices/payment-methods';
import { familyCreditBalance, familyCreditChange } from '../../entities/family-credit-entity';
import type { InvoiceRecord, PaymentRecord } from '../../entities/invoice-entity';
import type { EntityWrite } from '../../platform/table/table-write';

/** The invoice with the family's credit on it as a payment, and the writes that take it off the credit. */
export interface CreditApplied {
  after: InvoiceRecord;
  writes: EntityWrite[];
  amountMinor: number;
}

/**
 * The family's credit applied to `invoice` (as it is about to be stored: a
 * send applies it to the invoice it sends): a payment of method `credit`
 * ("Family credit") of as much as is due, as far as the credit goes, and the
 * credit taken down by as much, on the condition that the balance still
 * covers it (two sends at once cannot both spend it: the loser is refused and
 * reads the balance again). Undefined when there is no credit or nothing due.
 */
export async function familyCreditApplied(
  invoice: InvoiceRecord,
  recordedBy: string,
  now: Date,
): Promise<CreditApplied | undefined> {
  if ((invoice.payments ?? []).length >= maxPaymentsPerInvoice) return undefined;
  const due = balanceMinor(invoice);
  if (due <= 0) return undefined;
  const amountMinor = creditToApplyMinor(due, await familyCreditBalance(invoice.parentId, invoice.currency));
  if (amountMinor <= 0) return undefined;
  const at = now.toISOString();
  const payment: PaymentRecord = {
    id: newId(now),
    amountMinor,
    date: schoolToday(now),
    method: 'credit',
    reference: 'Family credit',
    recordedAt: at,
    recordedBy,
  };
  const paid = { ...invoice, payments: [...(invoice.payments ?? []), payment] };
  const status = statusAfterPayments(paid, now);
  const after: InvoiceRecord = { ...paid, status, ...(status === 'paid' ? { paidAt: at } : {}) };
  const writes = familyCreditChange({
    parentId: invoice.parentId,
    currency: invoice.currency,
    amountMinor: -amountMinor,
    reason: 'applied',
    invoiceIds: [invoice.id],
    at,
  });
  return { after, writes, amountMinor };
}
