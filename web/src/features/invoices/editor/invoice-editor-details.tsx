import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { InvoiceStatusBadge } from '../invoice-status-badge';

/** The editor's details: number, student, parent, period, currency, due date (and the status). */
export function InvoiceEditorDetails({ invoice }: { invoice: Invoice }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 rounded-control border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-3">
      <Detail term="Invoice number" value={invoice.invoiceNumber} />
      <div className="min-w-0">
        <dt className="font-semibold text-slate-700">Status</dt>
        <dd className="mt-0.5">
          <InvoiceStatusBadge invoice={invoice} />
        </dd>
      </div>
      <Detail term="Currency" value={invoice.currency} />
      <Detail
        term="Student"
        value={invoice.student.name || 'Unnamed Student'}
        detail={invoice.student.grade || undefined}
      />
      <Detail term="Parent" value={invoice.parent.name || '-'} detail={invoice.parent.email || undefined} />
      <Detail term="Period" value={periodLabel(invoice)} />
      <Detail term="Due date" value={invoice.dueDate ? shortDate(invoice.dueDate) : '-'} />
    </dl>
  );
}

function Detail({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {/* Names and numbers as typed: an Arabic name keeps the English around it in order. */}
        <bdi>{value}</bdi>
        {detail ? <span className="block text-xs break-words text-slate-600">{detail}</span> : null}
      </dd>
    </div>
  );
}
