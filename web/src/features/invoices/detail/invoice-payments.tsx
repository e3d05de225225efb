import { CircleCheck } from 'lucide-react';
import { shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import { paymentMethodLabels } from '../../../../../shared/invoices/payment-methods';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Button } from '../../../components/button';
import { instantDateText } from './invoice-detail-model';

/**
 * The payments recorded against an invoice, what was paid and what is left;
 * super_admin may take off one recorded by mistake.
 */
export function InvoicePayments({
  invoice,
  canRemove,
  removingId,
  onRemove,
}: {
  invoice: Invoice;
  canRemove: boolean;
  removingId: string | null;
  onRemove: (paymentId: string) => void;
}) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <section
      aria-labelledby="invoice-payment-heading"
      className="rounded-card border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 sm:p-5"
    >
      <h2 id="invoice-payment-heading" className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5" />
        Payment Information
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
        {invoice.status === 'paid' ? (
          <div className="flex gap-2">
            <dt className="text-emerald-900">Paid on</dt>
            <dd className="font-medium">{invoice.paidAt ? instantDateText(invoice.paidAt) : 'Paid'}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-emerald-900">Amount paid</dt>
          <dd className="font-medium">{money(invoice.amountPaid)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-emerald-900">Balance due</dt>
          <dd className="font-medium">{money(invoice.balanceDue)}</dd>
        </div>
      </dl>
      {invoice.payments.length > 0 ? (
        // Five columns do not fit a phone: the table scrolls in its own box, the page does not.
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Payments">
            <thead>
              <tr className="text-emerald-900">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Method
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Reference
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Amount
                </th>
                {canRemove ? (
                  <th scope="col" className="sr-only">
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment._id} className="border-t border-emerald-200">
                  <td className="py-1 pr-3 whitespace-nowrap">{shortDate(payment.date)}</td>
                  <td className="py-1 pr-3">{paymentMethodLabels[payment.method]}</td>
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">{payment.reference || '-'}</td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">{money(payment.amount)}</td>
                  {canRemove ? (
                    <td className="py-1 text-right">
                      <Button
                        variant="secondary"
                        onClick={() => onRemove(payment._id)}
                        busy={removingId === payment._id}
                        aria-label={`Remove the payment of ${money(payment.amount)} on ${shortDate(payment.date)}`}
                      >
                        Remove
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
