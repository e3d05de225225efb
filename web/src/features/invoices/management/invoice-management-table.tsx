import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, Eye, Pencil, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { deletableStatuses, displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { invoicePath } from '../../../screens';
import { Spinner } from '../../../components/spinner';
import { invoiceManagementMessages } from './invoice-management-messages';
import { InvoiceStatusBadge } from '../invoice-status-badge';

export interface InvoiceManagementTableProps {
  invoices: readonly InvoiceSummary[];
  /** Nothing to show yet. */
  loading: boolean;
  /** Another page or filter is loading; the previous rows stay until it arrives. */
  updating: boolean;
  page: number;
  pages: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (invoice: InvoiceSummary) => void;
  onDelete: (invoice: InvoiceSummary) => void;
}

const headerCell =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const actionClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors';

export function lessonCountText(count: number): string {
  return `${count} lesson${count === 1 ? '' : 's'}`;
}

/** 'INV-2026-0001 for Amira Khan': names a row's buttons for screen readers. */
export function invoiceLabel(invoice: Pick<InvoiceSummary, 'invoiceNumber' | 'student'>): string {
  return `${invoice.invoiceNumber} for ${invoice.student.name || 'Unnamed Student'}`;
}

function createdText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'd MMM yyyy');
}

/**
 * Spec §2 invoice table, one server page (10 invoices) at a time, with
 * Previous/Next and 'Page x of y'. It scrolls sideways in its own box on a phone.
 */
export function InvoiceManagementTable({
  invoices,
  loading,
  updating,
  page,
  pages,
  total,
  onPageChange,
  onEdit,
  onDelete,
}: InvoiceManagementTableProps) {
  const captionId = useId();
  const columnCount = 7;

  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center text-brand-700">
          <Spinner label="Loading invoices" />
        </td>
      </tr>
    );
  } else if (invoices.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-slate-600">
          {invoiceManagementMessages.noInvoices}
        </td>
      </tr>
    );
  } else {
    body = invoices.map((invoice) => {
      const status = displayedInvoiceStatus(invoice.status);
      const label = invoiceLabel(invoice);
      return (
        <tr key={invoice._id} className="hover:bg-slate-50/70">
          <th scope="row" className="px-4 py-3 text-left text-sm whitespace-nowrap">
            <span className="block font-semibold text-slate-900">{invoice.invoiceNumber}</span>
            <span className="block text-xs font-normal text-slate-600">Due {shortDate(invoice.dueDate)}</span>
          </th>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700 lg:whitespace-normal">
            <span className="block font-medium text-slate-900">
              {invoice.student.name || 'Unnamed Student'}
            </span>
            {invoice.student.grade ? (
              <span className="block text-xs text-slate-600">{invoice.student.grade}</span>
            ) : null}
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
            <span className="block text-slate-900">{periodLabel(invoice)}</span>
            <span className="block text-xs text-slate-600">{lessonCountText(invoice.lessonCount)}</span>
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap">
            <InvoiceStatusBadge status={invoice.status} />
          </td>
          <td className="px-4 py-3 text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatMoney(invoice.total, invoice.currency)}
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
            {createdText(invoice.createdAt)}
          </td>
          <td className="w-px px-4 py-3 text-right text-sm">
            <div className="flex justify-end gap-1">
              <Link
                to={invoicePath(invoice._id)}
                className={`${actionClasses} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
              >
                <Eye aria-hidden="true" className="size-4" />
                View<span className="sr-only"> invoice {label}</span>
              </Link>
              {status === 'draft' ? (
                <button
                  type="button"
                  onClick={() => onEdit(invoice)}
                  className={`${actionClasses} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit<span className="sr-only"> invoice {label}</span>
                </button>
              ) : null}
              {deletableStatuses.includes(status) ? (
                <button
                  type="button"
                  onClick={() => onDelete(invoice)}
                  className={`${actionClasses} text-red-700 hover:bg-red-50 hover:text-red-800`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete<span className="sr-only"> invoice {label}</span>
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      );
    });
  }

  const lastPage = Math.max(1, pages);
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <div
        role="region"
        aria-labelledby={captionId}
        aria-busy={updating || undefined}
        tabIndex={0}
        className={`relative overflow-x-auto transition-opacity ${updating ? 'opacity-60' : ''}`}
      >
        <table className="min-w-full divide-y divide-slate-200">
          <caption id={captionId} className="sr-only">
            Invoices
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headerCell}>
                Invoice
              </th>
              <th scope="col" className={headerCell}>
                Student
              </th>
              <th scope="col" className={headerCell}>
                Period
              </th>
              <th scope="col" className={headerCell}>
                Status
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Amount
              </th>
              <th scope="col" className={headerCell}>
                Created
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{body}</tbody>
        </table>
      </div>
      {!loading && total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p>
            {total} invoice{total === 1 ? '' : 's'}
          </p>
          <nav aria-label="Invoice pages" className="flex items-center gap-2">
            <PageButton
              label="Previous"
              disabled={page <= 1 || updating}
              onClick={() => onPageChange(page - 1)}
            />
            <span className="px-1 font-medium whitespace-nowrap text-slate-800" aria-live="polite">
              Page {Math.min(page, lastPage)} of {lastPage}
            </span>
            <PageButton
              label="Next"
              disabled={page >= lastPage || updating}
              onClick={() => onPageChange(page + 1)}
            />
          </nav>
        </div>
      ) : null}
    </div>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
}: {
  label: 'Previous' | 'Next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button when the first or last page is reached.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex h-9 items-center gap-1 rounded-control border border-slate-300 bg-white px-3 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
    >
      {label === 'Previous' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      {label}
      {label === 'Next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </button>
  );
}
