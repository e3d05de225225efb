import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { deletableStatuses, displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { CardActions, type MenuAction } from '../../../components/card-actions';
import { CardField, ListCard } from '../../../components/list-card';
import { invoicePath } from '../../../screens';
import { InvoiceStatusBadge } from '../invoice-status-badge';

/**
 * An invoice on a phone (issue 40): its number, status, student and amount
 * first, as a family would read it, then View, Edit and Delete in one menu.
 */
export function InvoiceManagementCard({
  invoice,
  label,
  lessons,
  onEdit,
  onDelete,
}: {
  invoice: InvoiceSummary;
  /** 'INV-2026-0001 for Amira Khan', naming the menu for screen readers. */
  label: string;
  lessons: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = displayedInvoiceStatus(invoice.status);
  const actions: MenuAction[] = [
    { label: 'View invoice', icon: Eye, to: invoicePath(invoice._id) },
    ...(status === 'draft' ? [{ label: 'Edit invoice', icon: Pencil, onClick: onEdit }] : []),
    ...(deletableStatuses.includes(status)
      ? [{ label: 'Delete invoice', icon: Trash2, onClick: onDelete, tone: 'danger' as const }]
      : []),
  ];
  return (
    <ListCard
      testId={`invoice-${invoice._id}`}
      title={
        <>
          <h3 className="font-semibold text-slate-900">
            <Link to={invoicePath(invoice._id)} className="underline-offset-2 hover:underline">
              {invoice.invoiceNumber}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">Due {shortDate(invoice.dueDate)}</p>
        </>
      }
      aside={<InvoiceStatusBadge invoice={invoice} />}
      actions={<CardActions subject={label} actions={actions} />}
    >
      <CardField label="Student" wide>
        <bdi>{invoice.student.name || 'Unnamed Student'}</bdi>
        {invoice.student.grade ? (
          <span className="block text-xs text-slate-600">{invoice.student.grade}</span>
        ) : null}
      </CardField>
      <CardField label="Amount">
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatMoney(invoice.total, invoice.currency)}
        </span>
      </CardField>
      <CardField label="Period">
        {periodLabel(invoice)}
        <span className="block text-xs text-slate-600">{lessons}</span>
      </CardField>
    </ListCard>
  );
}
