import {
  displayedInvoiceStatus,
  invoiceStatusLabels,
  type InvoiceStatus,
} from '../../../../shared/invoices/invoice-statuses';
import { formatMoney, type Currency } from '../../../../shared/invoices/money';
import {
  paymentStatusLabels,
  paymentStatusOf,
  type PaymentStatus,
} from '../../../../shared/invoices/payment-status';

/** Text and background pairs that meet WCAG AA contrast: due as sent was, part-paid amber, void grey. */
const tones: Record<PaymentStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  due: 'bg-blue-50 text-blue-800 ring-blue-200',
  part_paid: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
  // Neutral grey: nothing on a void invoice is due, nothing went wrong.
  void: 'bg-gray-100 text-gray-700 ring-gray-300',
};

export interface BadgeInvoice {
  status: string;
  amountPaid: number;
  balanceDue: number;
  currency: Currency;
}

/**
 * What the reader understands of an invoice: Due, Part-paid (with what is
 * left), Paid or Overdue, whatever the stored status. An unknown status (one a
 * newer server added) is shown as draft, the state that promises least.
 */
export function invoiceStatusText(invoice: BadgeInvoice): { status: PaymentStatus; text: string } {
  const status = paymentStatusOf({ ...invoice, status: displayedInvoiceStatus(invoice.status) });
  const label = paymentStatusLabels[status];
  return {
    status,
    text:
      status === 'part_paid' ? `${label} · ${formatMoney(invoice.balanceDue, invoice.currency)} left` : label,
  };
}

export function InvoiceStatusBadge({ invoice }: { invoice: BadgeInvoice }) {
  const { status, text } = invoiceStatusText(invoice);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      {text}
    </span>
  );
}

/** The status filters' words: a sent invoice is one still due, whole or in part. */
export const statusFilterLabels: Record<InvoiceStatus, string> = {
  ...invoiceStatusLabels,
  sent: 'Due or part-paid',
};
