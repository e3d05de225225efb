import { formatMoney, toMajorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import { activityPuts } from '../entities/activity-entity';
import { familyCreditChange } from '../entities/family-credit-entity';
import { toInvoice, type InvoiceRecord, type PaymentRecord } from '../entities/invoice-entity';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { notFound } from '../platform/http-errors';
import { revise, saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { statusAfterPayments } from '../../shared/invoices/invoice-payments';
import type { RouteService } from '../platform/route-service';
import { withPaymentRetries } from './payment-retries';

export const paymentNotFound = 'Payment not found';

/** Staff's activity feed keeps who removed which payment (the invoice itself forgets it). */
function removalRecord(
  invoice: { invoiceNumber: string; studentId: string; studentName: string; currency: 'GBP' | 'AED' },
  payment: PaymentRecord,
  removedBy: string,
  now: Date,
) {
  const amount = formatMoney(toMajorUnits(payment.amountMinor), invoice.currency);
  return activityPuts(
    {
      title: 'Payment removed',
      description: `${invoice.invoiceNumber} for ${invoice.studentName}: ${amount} of ${payment.date} (ref. ${payment.reference || 'none'}) removed by ${removedBy}`,
      status: 'warning',
      icon: 'file-text',
      category: 'invoices',
      studentId: invoice.studentId,
    },
    [{ kind: 'all' }],
    now,
  );
}

/**
 * A Family credit payment was the family's own credit spent on the invoice:
 * taking it off gives the credit back, or the family would pay it twice
 * (docs/payments.md#removing-a-payment).
 */
function creditReturned(invoice: InvoiceRecord, payment: PaymentRecord, now: Date) {
  if (payment.method !== 'credit' || payment.amountMinor <= 0) return [];
  return familyCreditChange({
    parentId: invoice.parentId,
    currency: invoice.currency,
    amountMinor: payment.amountMinor,
    reason: 'applied',
    invoiceIds: [invoice.id],
    at: now.toISOString(),
  });
}

/**
 * DELETE /invoices/{id}/payments/{paymentId}: a payment recorded by mistake
 * is taken off; a paid invoice no longer covered goes back to sent (or
 * overdue past its due date). Conditional on the revision read, like a payment.
 * A credit note's excess already on the family's account stays there and the
 * invoice owes it again (balanceMinor does not count it twice).
 */
export const deletePayment: RouteService<RouteTable['invoices.removePayment']> = async ({
  params,
  principal,
  requestId,
}) => {
  const now = new Date();
  const next = await withPaymentRetries(async () => {
    const invoice = await loadInvoice(params.id);
    const payment = (invoice.payments ?? []).find((candidate) => candidate.id === params.paymentId);
    if (!payment) throw notFound(paymentNotFound);
    const payments = invoice.payments!.filter((candidate) => candidate !== payment);
    const after = revise(invoice, { payments }, now);
    after.status = statusAfterPayments(after, now);
    if (after.status !== 'paid') delete after.paidAt;
    await saveInvoiceChange({
      before: invoice,
      after,
      with: [
        ...creditReturned(invoice, payment, now),
        ...removalRecord(invoice, payment, principal.name || principal.userId, now),
      ],
      audit: { principal, action: 'payment.remove', requestId },
    });
    return after;
  });
  return { data: toInvoice(next), message: 'Payment removed' };
};
