import { ArrowLeft, CircleCheck, Download, Send } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { periodLabel, shortDate } from '../../../../../shared/invoices/invoice-period';
import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { useSession } from '../../../api/session-context';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonClasses, type ButtonStyleOptions } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/page-spinner';
import { useTimedMessage } from '../../../components/use-timed-message';
import {
  useChangeInvoiceStatus,
  useExportInvoicePdf,
  useInvoice,
  useRemovePayment,
  useUpdateInvoiceRate,
  type DetailStatusChange,
} from './invoice-detail-api';
import { InvoiceDetailLessons } from './invoice-detail-lessons';
import { InvoicePayments } from './invoice-payments';
import {
  actionFailureDetail,
  instantDateText,
  invoiceBackTarget,
  invoiceDetailActions,
  invoiceDetailMessages,
  isInvoiceNotFound,
  type InvoiceBackTarget,
} from './invoice-detail-model';
import { InvoiceStatusBadge } from '../invoice-status-badge';
import { useSchoolLogo } from '../school-logo-api';
import { RetryAlert } from '../../../components/retry-alert';
import { PageTitle } from '../../../components/page-title';

/** The payment form (and its fields) loads when staff first record a payment: the page paints without it. */
const InvoicePaymentDialog = lazy(async () => ({
  default: (await import('./invoice-payment-dialog')).InvoicePaymentDialog,
}));

interface Failure {
  title: string;
  detail?: string;
}

/**
 * Spec §2 Invoice detail: the invoice as the family receives it (bill-to,
 * lessons, totals, notes, payment), Export PDF for everyone who may open it,
 * and for super_admin Send Invoice, Mark as Paid and a draft's rates.
 */
export function InvoiceDetailPage() {
  const { user } = useSession();
  const invoiceId = useParams().invoiceId ?? '';
  const invoice = useInvoice(invoiceId);

  if (!user) return null;
  const back = invoiceBackTarget(user.role);

  if (invoice.isPending) return <PageSpinner label="Loading invoice" />;

  if (invoice.isError && (isInvoiceNotFound(invoice.error) || !invoice.data)) {
    const notFound = isInvoiceNotFound(invoice.error);
    return (
      <div className="space-y-6">
        <PageTitle>{`${notFound ? invoiceDetailMessages.notFound : 'Invoice'} · School Progress`}</PageTitle>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {notFound ? invoiceDetailMessages.notFound : 'Invoice'}
        </h1>
        {notFound ? (
          <p className="text-slate-700">
            This invoice does not exist, or it is not one you can see. It may have been deleted.
          </p>
        ) : (
          <RetryAlert
            title={invoiceDetailMessages.fetchFailed}
            message={actionFailureDetail(invoice.error)}
            onRetry={() => void invoice.refetch()}
            retrying={invoice.isFetching}
            retryLabel="Try Again"
          />
        )}
        <BackLink target={back} variant="button" />
      </div>
    );
  }

  return (
    <InvoiceDocument invoice={invoice.data} back={back} role={user.role} refreshFailed={invoice.isError} />
  );
}

function InvoiceDocument({
  invoice,
  back,
  role,
  refreshFailed,
}: {
  invoice: Invoice;
  back: InvoiceBackTarget;
  role: Parameters<typeof invoiceDetailActions>[0];
  refreshFailed: boolean;
}) {
  const status = displayedInvoiceStatus(invoice.status);
  const actions = invoiceDetailActions(role, status);
  const changeStatus = useChangeInvoiceStatus();
  const updateRate = useUpdateInvoiceRate();
  const exportPdf = useExportInvoicePdf();
  const success = useTimedMessage();
  const [failure, setFailure] = useState<Failure | null>(null);
  const period = periodLabel(invoice);

  const setStatus = (next: DetailStatusChange) => {
    setFailure(null);
    success.clear();
    changeStatus.mutate(
      { invoiceId: invoice._id, status: next },
      {
        onSuccess: () =>
          success.show(next === 'sent' ? invoiceDetailMessages.sent : invoiceDetailMessages.paid),
        onError: (error) =>
          setFailure({ title: invoiceDetailMessages.statusFailed, detail: actionFailureDetail(error) }),
      },
    );
  };

  const saveRate = (item: InvoiceItem, rate: number, onDone: () => void) => {
    setFailure(null);
    success.clear();
    updateRate.mutate(
      { invoiceId: invoice._id, itemId: item._id, rate },
      {
        onSuccess: () => {
          onDone();
          success.show(invoiceDetailMessages.rateUpdated);
        },
        onError: (error) =>
          setFailure({ title: invoiceDetailMessages.rateFailed, detail: actionFailureDetail(error) }),
      },
    );
  };

  const download = () => {
    setFailure(null);
    exportPdf.mutate(
      { invoiceId: invoice._id, invoiceNumber: invoice.invoiceNumber },
      { onError: () => setFailure({ title: invoiceDetailMessages.exportFailed }) },
    );
  };

  const statusBusy = changeStatus.isPending;
  const [paying, setPaying] = useState(false);
  const removePayment = useRemovePayment();
  const remove = (paymentId: string) => {
    setFailure(null);
    success.clear();
    removePayment.mutate(
      { invoiceId: invoice._id, paymentId },
      {
        onSuccess: () => success.show('Payment removed'),
        onError: (error) =>
          setFailure({ title: 'The payment could not be removed', detail: actionFailureDetail(error) }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageTitle>{`Invoice ${invoice.invoiceNumber} · School Progress`}</PageTitle>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <BackLink target={back} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                <span className="sr-only">Invoice </span>
                {invoice.invoiceNumber}
              </h1>
              <InvoiceStatusBadge status={status} />
            </div>
            <p className="mt-1 text-sm text-slate-600 sm:text-base">{period}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions.canSend ? (
            <Button onClick={() => setStatus('sent')} busy={statusBusy}>
              <Send aria-hidden="true" className="size-4" />
              Send Invoice
            </Button>
          ) : null}
          {actions.canMarkPaid ? (
            <Button onClick={() => setPaying(true)} busy={statusBusy}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Mark as Paid
            </Button>
          ) : null}
          <Button variant="secondary" onClick={download} busy={exportPdf.isPending}>
            {exportPdf.isPending ? null : <Download aria-hidden="true" className="size-4" />}
            Export PDF
          </Button>
        </div>
      </div>

      {/* Always in the page so that screen readers announce a message when it appears. */}
      <div aria-live="polite">{success.message ? <Alert tone="success">{success.message}</Alert> : null}</div>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          {failure.detail}
        </Alert>
      ) : null}
      {refreshFailed ? (
        <Alert tone="warning">
          {invoiceDetailMessages.fetchFailed}. What you see may be out of date; reload the page to try again.
        </Alert>
      ) : null}

      {paying ? (
        <Suspense fallback={null}>
          <InvoicePaymentDialog
            invoice={invoice}
            open={paying}
            onOpenChange={setPaying}
            onRecorded={(message) => {
              setPaying(false);
              success.show(message);
            }}
          />
        </Suspense>
      ) : null}

      {status !== 'draft' && (invoice.payments.length > 0 || status === 'paid') ? (
        <InvoicePayments
          invoice={invoice}
          canRemove={actions.canMarkPaid || (role === 'super_admin' && status === 'paid')}
          removingId={removePayment.isPending ? (removePayment.variables?.paymentId ?? null) : null}
          onRemove={remove}
        />
      ) : null}

      <article
        aria-label={`Invoice ${invoice.invoiceNumber}`}
        className="space-y-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
      >
        <SchoolLogo />
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="invoice-bill-to-heading">
            <h2
              id="invoice-bill-to-heading"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              Bill To
            </h2>
            <dl className="mt-2 space-y-2 text-sm">
              <Field label="Student">
                <span className="font-semibold text-slate-900">
                  {invoice.student.name || 'Unnamed Student'}
                </span>
              </Field>
              <Field label="Grade">{invoice.student.grade || '-'}</Field>
              <Field label="Parent">{invoice.parent.name || '-'}</Field>
              <Field label="Email">
                <span className="[overflow-wrap:anywhere]">{invoice.parent.email || '-'}</span>
              </Field>
            </dl>
          </section>
          <section aria-labelledby="invoice-details-heading">
            <h2
              id="invoice-details-heading"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              Invoice Details
            </h2>
            <dl className="mt-2 space-y-2 text-sm">
              <Field label="Invoice number">{invoice.invoiceNumber}</Field>
              <Field label="Date">{instantDateText(invoice.createdAt)}</Field>
              <Field label="Period">{period}</Field>
              <Field label="Currency">{invoice.currency}</Field>
              <Field label="Due date">
                <span className={status === 'overdue' ? 'font-semibold text-red-800' : undefined}>
                  {shortDate(invoice.dueDate)}
                </span>
              </Field>
            </dl>
          </section>
        </div>

        <section aria-labelledby="invoice-lessons-heading" className="space-y-3">
          <h2 id="invoice-lessons-heading" className="text-lg font-semibold text-slate-900">
            Lessons
            <span className="ml-2 text-sm font-normal text-slate-600">
              {invoice.items.length === 1 ? '1 lesson' : `${invoice.items.length} lessons`}
            </span>
          </h2>
          <InvoiceDetailLessons
            items={invoice.items}
            currency={invoice.currency}
            canEditRates={actions.canEditRates}
            onSaveRate={saveRate}
            savingItemId={updateRate.isPending ? (updateRate.variables?.itemId ?? null) : null}
          />
        </section>

        <dl className="ml-auto w-full max-w-sm space-y-2 text-sm">
          <TotalRow label="Subtotal" value={formatMoney(invoice.subtotal, invoice.currency)} />
          {invoice.tax > 0 ? (
            <TotalRow
              label={`Tax (${invoice.taxRate}%)`}
              value={formatMoney(invoice.tax, invoice.currency)}
            />
          ) : null}
          <TotalRow label="Total" value={formatMoney(invoice.total, invoice.currency)} emphasis />
          {status !== 'draft' ? (
            <>
              <TotalRow label="Amount paid" value={formatMoney(invoice.amountPaid, invoice.currency)} />
              <TotalRow
                label="Balance due"
                value={formatMoney(invoice.balanceDue, invoice.currency)}
                emphasis
              />
            </>
          ) : null}
        </dl>

        {invoice.notes ? (
          <section aria-labelledby="invoice-notes-heading" className="border-t border-slate-200 pt-4">
            <h2
              id="invoice-notes-heading"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              Notes
            </h2>
            <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{invoice.notes}</p>
          </section>
        ) : null}
      </article>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

function TotalRow({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${emphasis ? 'border-t border-slate-200 pt-2 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** True when the browser's history holds an earlier page of this app (react-router numbers its entries). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * The back arrow (and the 'Back to Invoices' button of the not-found state).
 * Always a real link to somewhere sensible; for admin it steps back through
 * history when there is history to step back through.
 */
function BackLink({ target, variant = 'icon' }: { target: InvoiceBackTarget; variant?: 'icon' | 'button' }) {
  const navigate = useNavigate();
  const to = target.kind === 'path' ? target.to : target.fallback;
  const onClick =
    target.kind === 'history'
      ? (event: MouseEvent) => {
          if (!canGoBack()) return;
          event.preventDefault();
          void navigate(-1);
        }
      : undefined;
  const style: ButtonStyleOptions = { variant: 'secondary' };
  if (variant === 'button') {
    return (
      <Link to={to} onClick={onClick} className={`${buttonClasses(style)} w-fit`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {invoiceDetailMessages.backToInvoices}
      </Link>
    );
  }
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-label={invoiceDetailMessages.backToInvoices}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-control border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </Link>
  );
}

/** The school's logo at the head of the invoice, as on its PDF; nothing while it loads or when there is none. */
function SchoolLogo() {
  const logo = useSchoolLogo();
  if (!logo.data) return null;
  return <img src={logo.data} alt="School logo" className="max-h-12 max-w-32 object-contain" />;
}
