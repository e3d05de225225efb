import { ScrollText } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { useSession } from '../../../api/session-context';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useFamilyInvoices } from './family-invoices-api';
import { FamilyInvoicesFilters } from './family-invoices-filters';
import { FamilyInvoicesList, FamilyInvoicesPagination } from './family-invoices-list';
import {
  familyFiltersFromParams,
  familyFiltersToParams,
  familyInvoiceMessages,
  familyInvoicesErrorMessage,
  familyInvoicesTitle,
  hasActiveFamilyFilters,
  withFilter,
  type FilterField,
} from './family-invoices-model';
import { useExportInvoicePdf } from '../detail/invoice-detail-api';
import { RetryAlert } from '../../../components/retry-alert';
import { PageTitle } from '../../../components/page-title';
import { ButtonLink } from '../../../components/button-link';
import { familyStatementPath } from '../../../screens';

/** The total due with Pay all, and Stripe's way back: their own chunk, so the list paints without them. */
const FamilyPaymentPanel = lazy(async () => ({
  default: (await import('./family-payment-panel')).FamilyPaymentPanel,
}));

/**
 * Family invoices: a parent's or user's children's invoices once
 * sent, filtered and paged in the address (so reload, back and a shared link
 * show the same list), reloaded every 30 seconds.
 */
export function FamilyInvoicesPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const years = useMemo(() => invoicePeriodYears(), []);
  const filters = useMemo(() => familyFiltersFromParams(searchParams, years), [searchParams, years]);
  const invoices = useFamilyInvoices(filters);
  const paymentReturn = searchParams.get('payment');
  const exportPdf = useExportInvoicePdf();

  const pages = invoices.data?.pagination.pages ?? 0;
  // A page past the end (the list shrank, or an old link): show the last page there is.
  useEffect(() => {
    if (invoices.isPlaceholderData || pages < 1 || filters.page <= pages) return;
    setSearchParams(familyFiltersToParams({ ...filters, page: pages }), { replace: true });
  }, [filters, pages, invoices.isPlaceholderData, setSearchParams]);

  if (!user) return null;
  const title = familyInvoicesTitle(user.role);

  const changeFilter = (field: FilterField, value: string) =>
    setSearchParams(familyFiltersToParams(withFilter(filters, field, value, years)), { replace: true });
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });
  // A new page is a step back can undo.
  const goToPage = (page: number) => setSearchParams(familyFiltersToParams({ ...filters, page }));
  const download = (invoice: InvoiceSummary) =>
    exportPdf.mutate({ invoiceId: invoice._id, invoiceNumber: invoice.invoiceNumber });

  const list = invoices.data?.invoices ?? [];
  const total = invoices.data?.pagination.total ?? 0;
  const updating = invoices.isFetching && (invoices.isPlaceholderData || invoices.isError);

  return (
    <div className="space-y-6">
      <PageTitle>{`${title} · School Progress`}</PageTitle>
      <PageHeader
        title={title}
        description="Invoices for your children's lessons. View one for its lessons and how to pay it, or download it as a PDF."
        actions={
          <ButtonLink to={familyStatementPath(user._id)} variant="secondary">
            <ScrollText aria-hidden="true" className="size-4" />
            My Statement
          </ButtonLink>
        }
      />
      <Suspense fallback={null}>
        <FamilyPaymentPanel
          returned={paymentReturn === 'success' || paymentReturn === 'cancelled' ? paymentReturn : null}
        />
      </Suspense>
      <FamilyInvoicesFilters filters={filters} years={years} onChange={changeFilter} onClear={clearFilters} />

      {invoices.isError ? (
        <RetryAlert
          title={familyInvoiceMessages.unableToLoad}
          message={familyInvoicesErrorMessage(invoices.error)}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
          retryLabel="Try Again"
        />
      ) : null}
      {exportPdf.isError ? <Alert tone="error">{familyInvoiceMessages.exportFailed}</Alert> : null}
      <p className="sr-only" role="status">
        {exportPdf.isSuccess ? `${exportPdf.data} downloaded` : ''}
      </p>

      {/* After a failed first load there is nothing to list: the error above says why. */}
      <section
        aria-labelledby="family-invoices-heading"
        aria-busy={updating || undefined}
        hidden={invoices.isError && !invoices.data}
        className="space-y-4"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="family-invoices-heading" className="text-lg font-semibold text-slate-900">
            Invoices
          </h2>
          {invoices.data ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              {invoices.isPlaceholderData ? (
                <span className="text-brand-700">
                  <Spinner size="sm" label="Loading invoices" />
                </span>
              ) : null}
              {total === 1 ? '1 invoice' : `${total} invoices`}
            </p>
          ) : null}
        </div>

        {invoices.isPending ? (
          <div className="flex justify-center rounded-card border border-slate-200 bg-white px-4 py-10 text-brand-700 shadow-card">
            <Spinner label="Loading invoices" />
          </div>
        ) : null}

        {invoices.data && list.length === 0 ? (
          <div className="rounded-card border border-slate-200 bg-white px-4 py-10 text-center shadow-card">
            <p className="font-semibold text-slate-900">{familyInvoiceMessages.noInvoices}</p>
            <p className="mt-1 text-sm text-slate-600">
              {hasActiveFamilyFilters(filters)
                ? 'Try other filters, or Clear All to see every invoice.'
                : 'Invoices appear here once the school sends them.'}
            </p>
          </div>
        ) : null}

        {list.length > 0 ? (
          <>
            <FamilyInvoicesList
              invoices={list}
              downloadingId={exportPdf.isPending ? (exportPdf.variables?.invoiceId ?? null) : null}
              onDownload={download}
            />
            {/* The page on screen: while the next one loads, the last one stays with its number. */}
            <FamilyInvoicesPagination
              page={invoices.data?.pagination.page ?? filters.page}
              pages={pages}
              onPage={goToPage}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
