import { formatMoney } from '../../../../../shared/invoices/money';
import { paymentMethodLabels } from '../../../../../shared/invoices/payment-methods';
import { calendarDate } from '../invoice-dates';
import { labelledRows } from '../labelled-rows';
import type { InvoiceSection } from '../section';

/** Every payment recorded: the day, then the amount, how it was paid and its reference. */
export const payments: InvoiceSection = (layout, { invoice }) => {
  labelledRows(
    layout,
    'Payments received',
    invoice.payments.map((payment) => [
      calendarDate(payment.date),
      [
        formatMoney(payment.amount, invoice.currency),
        paymentMethodLabels[payment.method],
        payment.reference ? `ref. ${payment.reference}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
  );
};
