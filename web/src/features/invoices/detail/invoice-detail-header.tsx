import { Ban, CircleCheck, Download, ReceiptText, Send } from 'lucide-react';
import { Button } from '../../../components/button';
import { InvoiceBackLink } from './invoice-back-link';
import type { InvoiceBackTarget, InvoiceDetailActions } from './invoice-detail-model';
import { InvoiceStatusBadge, type BadgeInvoice } from '../invoice-status-badge';

export interface InvoiceDetailHeaderProps {
  invoiceNumber: string;
  /** What the status badge reads: Due, Part-paid with what is left, Paid or Overdue. */
  invoice: BadgeInvoice;
  period: string;
  back: InvoiceBackTarget;
  actions: InvoiceDetailActions;
  statusBusy: boolean;
  onSend: () => void;
  onMarkPaid: () => void;
  onVoid: () => void;
  onCreditNote: () => void;
  downloading: boolean;
  onDownload: () => void;
}

/** The invoice page's head: back, number, status and period, and the buttons the reader may press. */
export function InvoiceDetailHeader({
  invoiceNumber,
  invoice,
  period,
  back,
  actions,
  statusBusy,
  onSend,
  onMarkPaid,
  onVoid,
  onCreditNote,
  downloading,
  onDownload,
}: InvoiceDetailHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <InvoiceBackLink target={back} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              <span className="sr-only">Invoice </span>
              {invoiceNumber}
            </h1>
            <InvoiceStatusBadge invoice={invoice} />
          </div>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{period}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions.canSend ? (
          <Button onClick={onSend} busy={statusBusy}>
            <Send aria-hidden="true" className="size-4" />
            Send Invoice
          </Button>
        ) : null}
        {actions.canMarkPaid ? (
          <Button onClick={onMarkPaid} busy={statusBusy}>
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark as Paid
          </Button>
        ) : null}
        {actions.canCreditNote ? (
          <Button variant="secondary" onClick={onCreditNote}>
            <ReceiptText aria-hidden="true" className="size-4" />
            Credit note
          </Button>
        ) : null}
        {actions.canVoid ? (
          <Button variant="secondary" onClick={onVoid}>
            <Ban aria-hidden="true" className="size-4" />
            Void
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDownload} busy={downloading}>
          {downloading ? null : <Download aria-hidden="true" className="size-4" />}
          Export PDF
        </Button>
      </div>
    </div>
  );
}
