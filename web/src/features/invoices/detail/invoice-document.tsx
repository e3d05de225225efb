import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodLabel } from '../../../../../shared/invoices/invoice-period';
import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { isOpenForPayment } from '../../../../../shared/invoices/payment-status';
import type { Role } from '../../../../../shared/roles';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { FloatingNotice } from '../../../components/floating-notice';
import { Alert } from '../../../components/alert';
import { PageTitle } from '../../../components/page-title';
import { InvoiceDetailHeader } from './invoice-detail-header';
import {
  creditableAmount,
  instantDateText,
  invoiceDetailActions,
  invoiceDetailMessages,
  type InvoiceBackTarget,
} from './invoice-detail-model';
import { InvoicePayments } from './invoice-payments';
import { InvoiceFamilyCredit } from './invoice-family-credit';
import { InvoiceSheet } from './invoice-sheet';
import { useInvoiceDetailActions } from './use-invoice-detail-actions';

/** The payment form (and its fields) loads when staff first record a payment: the page paints without it. */
const InvoicePaymentDialog = lazy(async () => ({
  default: (await import('./invoice-payment-dialog')).InvoicePaymentDialog,
}));

/** The Add line form loads when staff first press Add line. */
const InvoiceAddLineDialog = lazy(async () => ({
  default: (await import('./invoice-add-line-dialog')).InvoiceAddLineDialog,
}));

/** The reason form loads when staff first press Void. */
const InvoiceVoidDialog = lazy(async () => ({
  default: (await import('./invoice-void-dialog')).InvoiceVoidDialog,
}));

/** The credit note form loads when staff first press Credit note. */
const InvoiceCreditNoteDialog = lazy(async () => ({
  default: (await import('./invoice-credit-note-dialog')).InvoiceCreditNoteDialog,
}));

/** The credit notes' list (and its PDF downloads) loads only on an invoice that has any. */
const InvoiceCreditNotes = lazy(async () => ({
  default: (await import('./invoice-credit-notes')).InvoiceCreditNotes,
}));

/**
 * How to pay, Pay now and what Stripe's way back says load on their own (the
 * page started the download with the invoice's read: loadPaymentPanel), so
 * the invoice paints without them.
 */
export const loadPaymentPanel = () => import('./invoice-payment-panel');
const InvoicePaymentPanel = lazy(async () => ({ default: (await loadPaymentPanel()).InvoicePaymentPanel }));

export interface InvoiceDocumentProps {
  invoice: Invoice;
  back: InvoiceBackTarget;
  role: Role;
  /** The invoice shown is the last one read: reading it again failed. */
  refreshFailed: boolean;
}

/** A loaded invoice: its head and buttons, what the last action did, its payments and the invoice itself. */
export function InvoiceDocument({ invoice, back, role, refreshFailed }: InvoiceDocumentProps) {
  const status = displayedInvoiceStatus(invoice.status);
  const actions = invoiceDetailActions(role, status, invoice.payments.length > 0 || invoice.amountPaid > 0, {
    credited: (invoice.amountCredited ?? 0) > 0,
    leftToCredit: creditableAmount(invoice) > 0,
  });
  const act = useInvoiceDetailActions(invoice);
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [addingLine, setAddingLine] = useState(false);
  const period = periodLabel(invoice);
  const [params] = useSearchParams();
  // Kept from the first drawing: the panel drops ?pay=1 from the address once it has acted on it, and
  // must stay to say why it did not pay (an invoice already paid).
  const [askedToPay] = useState(() => params.has('pay'));
  // An open invoice, an email's Pay now (which may find it paid) or the way back from paying.
  const showsPayment =
    isOpenForPayment({ status, balanceDue: invoice.balanceDue }) || askedToPay || params.has('payment');

  return (
    <div className="space-y-6">
      <PageTitle>{`Invoice ${invoice.invoiceNumber} · School Progress`}</PageTitle>
      <InvoiceDetailHeader
        invoiceNumber={invoice.invoiceNumber}
        invoice={invoice}
        period={period}
        back={back}
        actions={actions}
        statusBusy={act.statusBusy}
        onSend={() => act.setStatus('sent')}
        onMarkPaid={() => setPaying(true)}
        onVoid={() => setVoiding(true)}
        onCreditNote={() => setCrediting(true)}
        downloading={act.downloading}
        onDownload={act.download}
      />

      <FloatingNotice message={act.success.message} />
      {act.failure ? (
        <Alert tone="error" title={act.failure.title}>
          {act.failure.detail}
        </Alert>
      ) : null}
      {refreshFailed ? (
        <Alert tone="warning">
          {invoiceDetailMessages.fetchFailed}. What you see may be out of date; reload the page to try again.
        </Alert>
      ) : null}

      {status === 'void' ? <VoidNotice invoice={invoice} /> : null}

      {showsPayment ? (
        <Suspense fallback={null}>
          <InvoicePaymentPanel invoice={invoice} />
        </Suspense>
      ) : null}

      {paying ? (
        <Suspense fallback={null}>
          <InvoicePaymentDialog
            invoice={invoice}
            open={paying}
            onOpenChange={setPaying}
            onRecorded={(message) => {
              setPaying(false);
              act.success.show(message);
            }}
          />
        </Suspense>
      ) : null}

      {voiding ? (
        <Suspense fallback={null}>
          <InvoiceVoidDialog
            invoice={invoice}
            open={voiding}
            onOpenChange={setVoiding}
            onVoided={(message) => {
              setVoiding(false);
              act.success.show(message);
            }}
          />
        </Suspense>
      ) : null}

      {crediting ? (
        <Suspense fallback={null}>
          <InvoiceCreditNoteDialog
            invoice={invoice}
            open={crediting}
            onOpenChange={setCrediting}
            onIssued={(message) => {
              setCrediting(false);
              act.success.show(message);
            }}
          />
        </Suspense>
      ) : null}

      {addingLine ? (
        <Suspense fallback={null}>
          <InvoiceAddLineDialog
            invoice={invoice}
            open={addingLine}
            onOpenChange={setAddingLine}
            onAdded={(message) => {
              setAddingLine(false);
              act.success.show(message);
            }}
          />
        </Suspense>
      ) : null}

      {invoice.creditNotes?.length ? (
        <Suspense fallback={null}>
          <InvoiceCreditNotes
            invoice={invoice}
            canRefund={role === 'super_admin' && status === 'paid'}
            onRefunded={act.success.show}
          />
        </Suspense>
      ) : null}

      {role === 'super_admin' && (status === 'sent' || status === 'overdue') ? (
        <InvoiceFamilyCredit invoice={invoice} />
      ) : null}

      {status !== 'draft' && (invoice.payments.length > 0 || status === 'paid') ? (
        <InvoicePayments
          invoice={invoice}
          canRemove={actions.canMarkPaid || (role === 'super_admin' && status === 'paid')}
          removingId={act.removingPaymentId}
          onRemove={act.removePayment}
        />
      ) : null}

      <InvoiceSheet
        invoice={invoice}
        status={status}
        period={period}
        canEditRates={actions.canEditRates}
        onSaveRate={act.saveRate}
        savingItemId={act.savingRateItemId}
        lines={{
          onAdd: () => setAddingLine(true),
          onRemove: act.removeLine,
          removingId: act.removingLineId,
          removeError: act.removeLineError,
        }}
      />
    </div>
  );
}

/** A void invoice says so, when and why, to everyone who may open it: nothing on it is due. */
function VoidNotice({ invoice }: { invoice: Invoice }) {
  return (
    <section
      aria-labelledby="invoice-void-heading"
      className="rounded-card border border-gray-300 bg-gray-50 p-4 text-sm text-gray-800 sm:p-5"
    >
      <h2 id="invoice-void-heading" className="text-base font-semibold text-gray-900">
        This invoice is void{invoice.voidedAt ? ` (since ${instantDateText(invoice.voidedAt)})` : ''}
      </h2>
      <p className="mt-1">Nothing on it is due: there is nothing to pay.</p>
      {invoice.voidReason ? (
        <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-line">
          <span className="font-semibold">Reason: </span>
          {invoice.voidReason}
        </p>
      ) : null}
    </section>
  );
}
