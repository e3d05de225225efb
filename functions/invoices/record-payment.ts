import { schoolToday } from '../../shared/invoices/invoice-period';
import { statusChangeRefusal } from '../../shared/invoices/invoice-statuses';
import { toMajorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { PaymentCreateRequest } from '../../shared/schemas/payment-schemas';
import { toInvoice, type InvoiceRecord } from '../entities/invoice-entity';
import { badRequest } from '../platform/http-errors';
import type { InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { recordInvoicePayment } from '../shared-domains/billing/invoice-payment';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import type { RouteService } from '../platform/route-service';
import { countPaymentRecorded } from '../platform/school-metrics';
import { withPaymentRetries } from './payment-retries';

/**
 * Records one payment against the invoice as it is in the table. The write is
 * conditional on the revision read, so two payments at once cannot both fit
 * in one balance: the loser reads the invoice again and is refused if it no
 * longer fits.
 */
export function recordPayment(
  invoiceId: string,
  request: PaymentCreateRequest,
  audit: InvoiceAudit,
  now = new Date(),
): Promise<InvoiceRecord> {
  return withPaymentRetries(() => recordInvoicePayment(invoiceId, request, audit, now)).then((recorded) => {
    countPaymentRecorded();
    return recorded;
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
