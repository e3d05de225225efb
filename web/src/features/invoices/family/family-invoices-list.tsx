import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { invoicePath } from '../../../screens';
import { CardField, CardList, ListCard } from '../../../components/list-card';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { TableCard } from '../../../components/table-card';
import { showsPagination } from './family-invoices-model';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
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

/**
 * A family with two children reads whose invoice each one is; the name isolated, so one in Arabic script keeps
 * its own direction beside the English (issue 40).
 */
const studentName = (invoice: InvoiceSummary) => <bdi>{invoice.student.name || 'Unnamed Student'}</bdi>;

const dueDateClasses = (invoice: InvoiceSummary) =>
  invoice.status === 'overdue' ? 'font-semibold text-red-800' : '';

/**
 * The family invoice table. From 768 px a table that scrolls sideways in
 * its own box if it must; below, one card per invoice, so a phone never
 * scrolls the page sideways. Only one of the two is rendered; both say the
 * same things and name their links and buttons the same way.
 */
export function FamilyInvoicesList({ invoices, downloadingId, onDownload }: FamilyInvoicesListProps) {
  const wide = useMediaQuery(breakpoints.md);
  // A phone draws its cards a screenful at a time; another page of invoices starts again.
  const cardCount = useProgressiveCount(wide ? 0 : invoices.length, invoices[0]?._id ?? '');
  const actions = (invoice: InvoiceSummary) => (
    <RowActions
      invoice={invoice}
      downloading={downloadingId === invoice._id}
      onDownload={() => onDownload(invoice)}
    />
  );

  if (!wide) {
    return (
      <CardList label="Invoices">
        {invoices.slice(0, cardCount).map((invoice) => (
          <ListCard
            key={invoice._id}
            title={
              <>
                <h3 className="font-semibold break-words text-slate-900">{invoice.invoiceNumber}</h3>
                <p className="text-sm text-slate-600">Created {instantDateText(invoice.createdAt)}</p>
              </>
            }
            aside={<InvoiceStatusBadge invoice={invoice} />}
            actions={actions(invoice)}
          >
            <CardField label="Student">{studentName(invoice)}</CardField>
            <CardField label="Period">{periodLabel(invoice)}</CardField>
            <CardField label="Amount">
              <span className="font-semibold text-slate-900">
                {formatMoney(invoice.total, invoice.currency)}
              </span>
            </CardField>
            <CardField label="Due Date">
              <span className={dueDateClasses(invoice)}>{shortDate(invoice.dueDate)}</span>
            </CardField>
          </ListCard>
        ))}
      </CardList>
    );
  }

  return (
    <TableCard caption="Invoices">
      <thead className="bg-slate-50">
        <tr>
          {['Invoice', 'Student', 'Period', 'Status', 'Amount', 'Due Date'].map((header) => (
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
            <td className="px-4 py-3 text-sm text-slate-700">{studentName(invoice)}</td>
            <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">{periodLabel(invoice)}</td>
            <td className="px-4 py-3 text-sm">
              <InvoiceStatusBadge invoice={invoice} />
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

export interface FamilyInvoicesPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, Next and 'Page x of y', shown only when there is more than one page. */
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
