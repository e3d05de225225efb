import { format } from 'date-fns/format';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { deletableStatuses, displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { invoicePath } from '../../../screens';
import { Pagination } from '../../../components/pagination';
import { TableCard, TableLoadingRow, TableMessageRow } from '../../../components/table-card';
import { CardList, CardListLoading, CardListMessage } from '../../../components/list-card';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import { InvoiceManagementCard } from './invoice-management-card';
import { invoiceManagementMessages } from '../invoice-management-messages';
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

const columns = ['Invoice', 'Student', 'Period', 'Status', 'Amount', 'Created', 'Actions'] as const;
const rightAligned = new Set<string>(['Amount', 'Actions']);
const headerCell = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const actionClasses =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors';

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
 * The invoice table, one server page (10 invoices) at a time, with
 * Previous/Next and 'Page x of y'. Below 640 px each invoice is a card
 * (issue 40), so a phone never scrolls sideways to read one.
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
  const wide = useMediaQuery(breakpoints.sm);
  let body: ReactNode;
  if (loading) {
    body = <TableLoadingRow columnCount={columns.length} label="Loading invoices" />;
  } else if (invoices.length === 0) {
    body = (
      <TableMessageRow columnCount={columns.length}>{invoiceManagementMessages.noInvoices}</TableMessageRow>
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
            <bdi className="block font-medium text-slate-900">
              {invoice.student.name || 'Unnamed Student'}
            </bdi>
            {invoice.student.grade ? (
              <span className="block text-xs text-slate-600">{invoice.student.grade}</span>
            ) : null}
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
            <span className="block text-slate-900">{periodLabel(invoice)}</span>
            <span className="block text-xs text-slate-600">{lessonCountText(invoice.lessonCount)}</span>
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap">
            <InvoiceStatusBadge invoice={invoice} />
          </td>
          <td className="px-4 py-3 text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatMoney(invoice.total, invoice.currency)}
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
            {createdText(invoice.createdAt)}
          </td>
          <td className="sticky-end w-px bg-white px-4 py-3 text-right text-sm">
            <div className="flex justify-end gap-1">
              <Link
                to={invoicePath(invoice._id)}
                className={`${actionClasses} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
              >
                <Eye aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">View</span>
                <span className="sr-only"> invoice {label}</span>
              </Link>
              {status === 'draft' ? (
                <button
                  type="button"
                  onClick={() => onEdit(invoice)}
                  className={`${actionClasses} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">Edit</span>
                  <span className="sr-only"> invoice {label}</span>
                </button>
              ) : null}
              {deletableStatuses.includes(status) ? (
                <button
                  type="button"
                  onClick={() => onDelete(invoice)}
                  className={`${actionClasses} text-red-700 hover:bg-red-50 hover:text-red-800`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">Delete</span>
                  <span className="sr-only"> invoice {label}</span>
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      );
    });
  }

  const lastPage = Math.max(1, pages);
  const footer =
    !loading && total > 0 ? (
      <>
        <p>
          {total} invoice{total === 1 ? '' : 's'}
        </p>
        <Pagination
          label="Invoice pages"
          page={Math.min(page, lastPage)}
          pageCount={lastPage}
          onPageChange={onPageChange}
          disabled={updating}
        />
      </>
    ) : null;

  if (!wide) {
    let cards: ReactNode;
    if (loading) cards = <CardListLoading label="Loading invoices" />;
    else if (invoices.length === 0)
      cards = <CardListMessage>{invoiceManagementMessages.noInvoices}</CardListMessage>;
    else
      cards = (
        <CardList label="Invoices">
          {invoices.map((invoice) => (
            <InvoiceManagementCard
              key={invoice._id}
              invoice={invoice}
              label={invoiceLabel(invoice)}
              lessons={lessonCountText(invoice.lessonCount)}
              onEdit={() => onEdit(invoice)}
              onDelete={() => onDelete(invoice)}
            />
          ))}
        </CardList>
      );
    return (
      <div className="space-y-3" aria-busy={updating}>
        {cards}
        {footer ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            {footer}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <TableCard caption="Invoices" footer={footer} updating={updating}>
      <thead className="bg-slate-50">
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className={`${headerCell} ${rightAligned.has(column) ? 'text-right' : 'text-left'}${column === 'Actions' ? ' sticky-end bg-slate-50' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{body}</tbody>
    </TableCard>
  );
}
