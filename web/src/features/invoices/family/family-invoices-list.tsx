import { Download, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { invoicePath } from '../../../screens';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { TableCard } from '../../../components/table-card';
import { showsPagination } from './family-invoices-model';
import { breakpoints, useMediaQuery } from '../detail/invoice-detail-media-query';
import { instantDateText } from '../detail/invoice-detail-model';
import { InvoiceStatusBadge } from '../invoice-status-badge';

export interface FamilyInvoicesListProps {
  invoices: readonly InvoiceSummary[];
  /** The invoice whose PDF is on its way, if any. */
  downloadingId: string | null;
  onDownload: (invoice: InvoiceSummary) => void;
}

const actionClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors text-brand-700 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-wait disabled:opacity-70';

function RowActions({
  invoice,
  downloading,
  onDownload,
}: {
  invoice: InvoiceSummary;
  downloading: boolean;
  onDownload: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Link to={invoicePath(invoice._id)} className={actionClasses}>
        <Eye aria-hidden="true" className="size-4" />
        View<span className="sr-only"> invoice {invoice.invoiceNumber}</span>
      </Link>
      <button
        type="button"
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading || undefined}
        className={actionClasses}
      >
        {downloading ? <Spinner size="sm" decorative /> : <Download aria-hidden="true" className="size-4" />}
        <span className="sr-only">Download </span>PDF
        <span className="sr-only"> of invoice {invoice.invoiceNumber}</span>
      </button>
    </div>
  );
}

const dueDateClasses = (invoice: InvoiceSummary) =>
  invoice.status === 'overdue' ? 'font-semibold text-red-800' : '';

/**
 * Spec §2 family invoice table. From 768 px a table that scrolls sideways in
 * its own box if it must; below, one card per invoice, so a phone never
 * scrolls the page sideways. Only one of the two is rendered; both say the
 * same things and name their links and buttons the same way.
 */
export function FamilyInvoicesList({ invoices, downloadingId, onDownload }: FamilyInvoicesListProps) {
  const wide = useMediaQuery(breakpoints.md);
  const actions = (invoice: InvoiceSummary) => (
    <RowActions
      invoice={invoice}
      downloading={downloadingId === invoice._id}
      onDownload={() => onDownload(invoice)}
    />
  );

  if (!wide) {
    return (
      <ul aria-label="Invoices" className="space-y-3">
        {invoices.map((invoice) => (
          <li key={invoice._id} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{invoice.invoiceNumber}</h3>
                <p className="text-sm text-slate-600">Created {instantDateText(invoice.createdAt)}</p>
              </div>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <CardField label="Period">{periodLabel(invoice)}</CardField>
              <CardField label="Amount">
                <span className="font-semibold text-slate-900">
                  {formatMoney(invoice.total, invoice.currency)}
                </span>
              </CardField>
              <CardField label="Due Date">
                <span className={dueDateClasses(invoice)}>{shortDate(invoice.dueDate)}</span>
              </CardField>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-2">{actions(invoice)}</div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TableCard caption="Invoices">
      <thead className="bg-slate-50">
        <tr>
          {['Invoice', 'Period', 'Status', 'Amount', 'Due Date'].map((header) => (
            <th
              key={header}
              scope="col"
              className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${header === 'Amount' ? 'text-right' : 'text-left'}`}
            >
              {header}
            </th>
          ))}
          <th scope="col" className="w-px px-4 py-3 text-right">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {invoices.map((invoice) => (
          <tr key={invoice._id} className="hover:bg-slate-50/70">
            <th scope="row" className="px-4 py-3 text-left text-sm whitespace-nowrap">
              <span className="block font-semibold text-slate-900">{invoice.invoiceNumber}</span>
              <span className="block font-normal text-slate-600">{instantDateText(invoice.createdAt)}</span>
            </th>
            <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">{periodLabel(invoice)}</td>
            <td className="px-4 py-3 text-sm">
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            <td className="px-4 py-3 text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatMoney(invoice.total, invoice.currency)}
            </td>
            <td className={`px-4 py-3 text-sm whitespace-nowrap text-slate-700 ${dueDateClasses(invoice)}`}>
              {shortDate(invoice.dueDate)}
            </td>
            <td className="w-px px-4 py-3 text-right text-sm">{actions(invoice)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}

export interface FamilyInvoicesPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Spec §2: Previous, Next and 'Page x of y', shown only when there is more than one page. */
export function FamilyInvoicesPagination({ page, pages, onPage }: FamilyInvoicesPaginationProps) {
  if (!showsPagination(pages)) return null;
  return (
    <Pagination
      label="Invoice pages"
      page={page}
      pageCount={pages}
      onPageChange={onPage}
      className="flex-wrap justify-center sm:justify-end"
    />
  );
}
