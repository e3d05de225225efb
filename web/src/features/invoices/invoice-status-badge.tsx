import {
  displayedInvoiceStatus,
  invoiceStatusLabels,
  type InvoiceStatus,
} from '../../../../shared/invoices/invoice-statuses';

/** Text and background pairs that meet WCAG AA contrast. */
const tones: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  sent: 'bg-blue-50 text-blue-800 ring-blue-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
};

/** An unknown status (one a newer server added) is shown as draft, the state that promises least. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const shown = displayedInvoiceStatus(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[shown]}`}
    >
      {invoiceStatusLabels[shown]}
    </span>
  );
}
