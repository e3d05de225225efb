import { applyCreditRefusal, applyCreditRefusals } from '../../shared/invoices/credit-notes';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import type { RouteTable } from '../../shared/routes/route-table';
import { toInvoice, type InvoiceRecord } from '../entities/invoice-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { familyCreditApplied } from '../shared-domains/billing/family-credit-application';
import { revise, saveInvoiceChange, type InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { paymentNews } from '../shared-domains/billing/payment-news';
import { withPaymentRetries } from './payment-retries';

const creditSpentMeanwhile = "The family's credit changed meanwhile. Please try again.";

/**
 * POST /invoices/{id}/apply-credit: staff apply the family's credit to an
 * invoice already sent (a draft takes it on sending, changeStatus). The same
 * rule as on sending (family-credit-application.ts): a Family credit payment
 * of as much as is due, as far as the credit goes, the credit taken down in
 * the same transaction on the condition that it still covers it, the family
 * told as for any payment. A race with another payment or another use of the
 * credit reads both again (withPaymentRetries).
 */
export const applyFamilyCredit: RouteService<RouteTable['invoices.applyCredit']> = async ({
  params,
  principal,
  requestId,
}) => {
  const audit: InvoiceAudit = { principal, action: 'payment.applyCredit', requestId };
  // A refusal of what the invoice or the credit is (not a lost race) is answered after the retries, not retried.
  const next = await withPaymentRetries(
    async (): Promise<{ refusal: string } | { invoice: InvoiceRecord }> => {
      const invoice = await loadInvoice(params.id);
      const refusal = applyCreditRefusal(invoice);
      if (refusal) return { refusal };
      const now = new Date();
      const credit = await familyCreditApplied(revise(invoice, {}, now), principal.userId, now);
      if (!credit) return { refusal: applyCreditRefusals.none };
      const payment = credit.after.payments!.at(-1)!;
      await saveInvoiceChange({
        before: invoice,
        after: credit.after,
        with: [...credit.writes, ...paymentNews(credit.after, payment, balanceMinor(credit.after), now)],
        refusalOf: (index) => (index < credit.writes.length ? conflict(creditSpentMeanwhile) : undefined),
        audit,
      });
      return { invoice: credit.after };
    },
  );
  if ('refusal' in next) throw conflict(next.refusal);
  return {
    data: toInvoice(next.invoice),
    message:
      next.invoice.status === 'paid' ? 'Family credit applied; the invoice is paid' : 'Family credit applied',
  };
};
