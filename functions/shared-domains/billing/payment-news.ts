import { formatMoney, toMajorUnits, type Currency } from '../../../shared/invoices/money';
import { paymentMethodLabels } from '../../../shared/invoices/payment-methods';
import { activityPuts } from '../../entities/activity-entity';
import type { InvoiceRecord, PaymentRecord } from '../../entities/invoice-entity';
import type { EntityWrite } from '../../platform/table/table-write';
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
): EntityWrite[] {
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

const familyAndStaff = (parentId: string) => [
  { kind: 'all' as const },
  { kind: 'user' as const, userId: parentId },
];

/**
 * A refund made in Stripe came off what the invoice had been paid online:
 * staff and the family see it in their activity (the invoice shows the
 * smaller payment, and its balance due again).
 */
export function refundNews(
  invoice: InvoiceRecord,
  refundedMinor: number,
  method: PaymentRecord['method'],
  now: Date,
): EntityWrite[] {
  const amount = formatMoney(toMajorUnits(refundedMinor), invoice.currency);
  return activityPuts(
    {
      title: 'Payment refunded',
      description: `${invoice.invoiceNumber} for ${invoice.studentName}: ${amount} refunded by ${paymentMethodLabels[method].toLowerCase()} through Stripe`,
      status: 'warning',
      icon: 'file-text',
      category: 'invoices',
      studentId: invoice.studentId,
    },
    familyAndStaff(invoice.parentId),
    now,
  );
}

/** Money paid online that no invoice needed is kept as the family's credit: staff and the family see why. */
export function creditNews(
  parentId: string,
  currency: Currency,
  amountMinor: number,
  what: 'added' | 'refunded',
  invoiceNumbers: readonly string[],
  now: Date,
): EntityWrite[] {
  const amount = formatMoney(toMajorUnits(amountMinor), currency);
  const invoices = invoiceNumbers.length ? ` (${invoiceNumbers.join(', ')})` : '';
  return activityPuts(
    what === 'added'
      ? {
          title: 'Credit on account',
          description: `${amount} paid online${invoices} was more than was due and is kept as credit on the family's account`,
          status: 'info',
          icon: 'circle-check',
          category: 'invoices',
        }
      : {
          title: 'Credit refunded',
          description: `${amount} of the family's credit${invoices} was refunded through Stripe`,
          status: 'warning',
          icon: 'file-text',
          category: 'invoices',
        },
    familyAndStaff(parentId),
    now,
  );
}

/** A Direct Debit the family set up in Checkout was not collected: nothing was recorded, and staff and the family learn why. */
export function directDebitFailedNews(
  parentId: string,
  invoices: readonly Pick<InvoiceRecord, 'invoiceNumber' | 'studentName' | 'studentId'>[],
  now: Date,
): EntityWrite[] {
  const which = invoices.map((invoice) => `${invoice.invoiceNumber} for ${invoice.studentName}`).join(', ');
  return activityPuts(
    {
      title: 'Direct Debit failed',
      description: `The Direct Debit for ${which || 'an online payment'} was not collected; the invoice is still due`,
      status: 'danger',
      icon: 'file-text',
      category: 'invoices',
      ...(invoices.length === 1 ? { studentId: invoices[0]!.studentId } : {}),
    },
    familyAndStaff(parentId),
    now,
  );
}
