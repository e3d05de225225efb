import { newId } from '../../../shared/ids';
import {
  balanceMinor,
  paymentDateRefusal,
  paymentRefusal,
  statusAfterPayments,
} from '../../../shared/invoices/invoice-payments';
import { toMinorUnits } from '../../../shared/invoices/money';
import type { PaymentCreateRequest } from '../../../shared/schemas/payment-schemas';
import type { InvoiceRecord, PaymentRecord } from '../../entities/invoice-entity';
import { badRequest } from '../../platform/http-errors';
import { paymentNews } from './payment-news';
import { revise, saveInvoiceChange, type InvoiceAudit } from './invoice-change';
import { loadInvoice } from './invoice-visibility';

/** The invoice with one more payment, as the money rules judge it (its status, the balance it had, and why not). */
export interface PaymentApplied {
  before: InvoiceRecord;
  after: InvoiceRecord;
  balanceBefore: number;
  refusal?: string;
}

/**
 * The next revision of the invoice with the payment added: paid (and when)
 * once the payments cover the total.
 */
export function withPayment(invoice: InvoiceRecord, payment: PaymentRecord, now: Date): PaymentApplied {
  const paid = { ...invoice, payments: [...(invoice.payments ?? []), payment] };
  const refusal = paymentRefusal(invoice, payment.amountMinor);
  const balanceBefore = balanceMinor(invoice);
  const status = statusAfterPayments(paid, now);
  const after = revise(paid, { status, ...(status === 'paid' ? { paidAt: now.toISOString() } : {}) }, now);
  return { before: invoice, after, balanceBefore, ...(refusal ? { refusal } : {}) };
}

/**
 * Records one payment staff typed in against the invoice as it is in the
 * table (dated neither in the future nor more than a year before the
 * invoice; Stripe's payments carry the day Stripe took them): the
 * invoice, its list rows, stats, the family's receipt, the activity and the
 * audit entry in one transaction, conditional on the revision read, so two
 * payments at once cannot both fit in one balance (the loser is refused as
 * changed meanwhile, and the caller may read it again).
 */
export async function recordInvoicePayment(
  invoiceId: string,
  request: PaymentCreateRequest,
  audit: InvoiceAudit,
  now: Date,
): Promise<InvoiceRecord> {
  const payment: PaymentRecord = {
    id: newId(now),
    amountMinor: toMinorUnits(request.amount),
    date: request.date,
    method: request.method,
    reference: request.reference,
    recordedAt: now.toISOString(),
    recordedBy: audit.principal.userId,
  };
  const applied = withPayment(await loadInvoice(invoiceId), payment, now);
  const refusal = applied.refusal ?? paymentDateRefusal(applied.before, payment.date, now);
  if (refusal) throw badRequest(refusal);
  const news = paymentNews(applied.after, payment, applied.balanceBefore - payment.amountMinor, now);
  await saveInvoiceChange({ before: applied.before, after: applied.after, with: news, audit });
  return applied.after;
}
