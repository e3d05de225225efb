import { newId } from '../../shared/ids';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { statusChangeRefusal } from '../../shared/invoices/invoice-statuses';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../shared/invoices/money';
import { maxPaymentsPerInvoice, paymentMethodLabels } from '../../shared/invoices/payment-methods';
import type { RouteTable } from '../../shared/routes/route-table';
import type { PaymentCreateRequest } from '../../shared/schemas/payment-schemas';
import { activityPuts } from '../entities/activity-entity';
import { toInvoice, type InvoiceRecord } from '../entities/invoice-entity';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { badRequest } from '../platform/http-errors';
import { revise, saveInvoiceChange, type InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { balanceMinor, statusAfterPayments } from '../../shared/invoices/invoice-payments';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import type { RouteService } from '../platform/route-service';
import { withPaymentRetries } from './payment-retries';

/** Why this payment cannot be recorded on the invoice as it is now, or undefined. */
function paymentRefusal(invoice: InvoiceRecord, amountMinor: number): string | undefined {
  if (invoice.status !== 'sent' && invoice.status !== 'overdue')
    return 'Payments can only be recorded on a sent or overdue invoice';
  if ((invoice.payments ?? []).length >= maxPaymentsPerInvoice)
    return `An invoice holds at most ${maxPaymentsPerInvoice} payments`;
  const balance = balanceMinor(invoice);
  if (amountMinor > balance)
    return `The amount is more than the balance due (${formatMoney(toMajorUnits(balance), invoice.currency)})`;
  return undefined;
}

/** The family hears of the payment (a receipt) and staff see it in the activity feed. */
function paymentNews(invoice: InvoiceRecord, paymentId: string, now: Date) {
  const payment = invoice.payments!.find((candidate) => candidate.id === paymentId)!;
  const amount = formatMoney(toMajorUnits(payment.amountMinor), invoice.currency);
  return [
    ...activityPuts(
      {
        title: invoice.status === 'paid' ? 'Invoice paid' : 'Payment received',
        description: `${invoice.invoiceNumber} for ${invoice.studentName}: ${amount} by ${paymentMethodLabels[payment.method].toLowerCase()}`,
        status: 'success',
        icon: 'circle-check',
        category: 'invoices',
        studentId: invoice.studentId,
      },
      [{ kind: 'all' }, { kind: 'user', userId: invoice.parentId }],
      now,
    ),
    ...messagePuts(
      invoice.parentId,
      {
        kind: 'payment-received',
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        studentName: invoice.studentName,
        currency: invoice.currency,
        amountMinor: payment.amountMinor,
        paymentDate: payment.date,
        method: payment.method,
        reference: payment.reference,
        totalMinor: invoice.totalMinor,
        balanceMinor: balanceMinor(invoice),
      },
      now,
      [invoice.studentId],
    ),
  ];
}

/**
 * Records one payment against the invoice as it is in the table. The write is
 * conditional on the revision read, so two payments at once cannot both fit
 * in one balance: the loser reads the invoice again and is refused if it no
 * longer fits.
 */
export async function recordPayment(
  invoiceId: string,
  request: PaymentCreateRequest,
  audit: InvoiceAudit,
  now = new Date(),
): Promise<InvoiceRecord> {
  const amountMinor = toMinorUnits(request.amount);
  return withPaymentRetries(async () => {
    const invoice = await loadInvoice(invoiceId);
    const refusal = paymentRefusal(invoice, amountMinor);
    if (refusal) throw badRequest(refusal);
    const id = newId(now);
    const payments = [
      ...(invoice.payments ?? []),
      {
        id,
        amountMinor,
        date: request.date,
        method: request.method,
        reference: request.reference,
        recordedAt: now.toISOString(),
        recordedBy: audit.principal.userId,
      },
    ];
    const next = revise(invoice, { payments }, now);
    next.status = statusAfterPayments(next, now);
    if (next.status === 'paid') next.paidAt = now.toISOString();
    await saveInvoiceChange({ before: invoice, after: next, with: paymentNews(next, id, now), audit });
    return next;
  });
}

/** PATCH status 'paid' (Mark as Paid without details): the balance, today, method other. */
export async function payBalanceToday(invoice: InvoiceRecord, audit: InvoiceAudit) {
  const refusal = statusChangeRefusal(invoice.status, 'paid');
  if (refusal) throw badRequest(refusal);
  const now = new Date();
  const request = {
    amount: toMajorUnits(balanceMinor(invoice)),
    date: schoolToday(now),
    method: 'other' as const,
    reference: '',
  };
  return recordPayment(invoice.id, request, audit, now);
}

export const createPayment: RouteService<RouteTable['invoices.recordPayment']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const next = await recordPayment(params.id, body, { principal, action: 'payment.add', requestId });
  return {
    data: toInvoice(next),
    message: next.status === 'paid' ? 'Payment recorded; the invoice is paid' : 'Payment recorded',
  };
};
