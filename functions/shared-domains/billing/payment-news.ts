import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import { paymentMethodLabels } from '../../../shared/invoices/payment-methods';
import { activityPuts } from '../../entities/activity-entity';
import type { InvoiceRecord, PaymentRecord } from '../../entities/invoice-entity';
import type { TableWrite } from '../../platform/table/table-write';
import { messagePuts } from '../messaging/message-puts';

/**
 * The family hears of the payment (a receipt, with `balanceAfterMinor`, what
 * is still due once it counts) and staff see it in the activity feed.
 */
export function paymentNews(
  invoice: InvoiceRecord,
  payment: PaymentRecord,
  balanceAfterMinor: number,
  now: Date,
): TableWrite[] {
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
        balanceMinor: balanceAfterMinor,
      },
      now,
      [invoice.studentId],
    ),
  ];
}
