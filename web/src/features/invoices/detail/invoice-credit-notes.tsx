import { Download, ReceiptText, Undo2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Button } from '../../../components/button';
import { useExportCreditNotePdf } from './credit-note-api';
import { instantDateText } from './invoice-detail-model';

/** The refund form loads when staff first press Refund. */
const CreditNoteRefundDialog = lazy(async () => ({
  default: (await import('./credit-note-refund-dialog')).CreditNoteRefundDialog,
}));

/**
 * The credit notes issued on the invoice, to staff and the family alike:
 * each with its number, date and amount, and its PDF; what they took off the
 * invoice and what is left to pay. On a paid invoice a credit note's credit
 * went to the family's account: staff who may (canRefund) pay it back.
 */
export function InvoiceCreditNotes({
  invoice,
  canRefund = false,
  onRefunded,
}: {
  invoice: Invoice;
  canRefund?: boolean;
  onRefunded?: (message: string) => void;
}) {
  const exportPdf = useExportCreditNotePdf();
  const [refunding, setRefunding] = useState<{ _id: string; number: string } | null>(null);
  const notes = invoice.creditNotes ?? [];
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <section
      aria-labelledby="invoice-credit-notes-heading"
      className="rounded-card border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:p-5"
    >
      <h2 id="invoice-credit-notes-heading" className="flex items-center gap-2 font-semibold">
        <ReceiptText aria-hidden="true" className="size-5" />
        Credit notes
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
        <div className="flex gap-2">
          <dt className="text-sky-900">Credited</dt>
          <dd className="font-medium">{money(invoice.amountCredited ?? 0)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-sky-900">Balance due</dt>
          <dd className="font-medium">{money(invoice.balanceDue)}</dd>
        </div>
      </dl>
      {exportPdf.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The credit note could not be downloaded. Please try again.
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-sky-200 text-sm">
        {notes.map((note) => (
          <li key={note._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{note.number}</span>
              {` · ${instantDateText(note.issuedAt)} · ${money(note.total)}`}
            </span>
            <span className="flex flex-wrap gap-2">
              {canRefund ? (
                <Button
                  variant="secondary"
                  onClick={() => setRefunding({ _id: note._id, number: note.number })}
                  aria-label={`Refund credit note ${note.number}`}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  Refund
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => exportPdf.mutate({ creditNoteId: note._id, number: note.number })}
                busy={exportPdf.isPending && exportPdf.variables?.creditNoteId === note._id}
                aria-label={`Download credit note ${note.number}`}
              >
                <Download aria-hidden="true" className="size-4" />
                PDF
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {refunding ? (
        <Suspense fallback={null}>
          <CreditNoteRefundDialog
            creditNote={refunding}
            currency={invoice.currency}
            open
            onOpenChange={(open) => (open ? undefined : setRefunding(null))}
            onRefunded={(message) => {
              setRefunding(null);
              onRefunded?.(message);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
