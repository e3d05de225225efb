import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../api/session-context';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { RetryAlert } from '../../../components/retry-alert';
import { InvoiceBackLink } from './invoice-back-link';
import { useInvoice } from './invoice-detail-api';
import {
  actionFailureDetail,
  invoiceBackTarget,
  invoiceDetailMessages,
  isInvoiceNotFound,
} from './invoice-detail-model';
import { InvoiceDocument, loadPaymentPanel } from './invoice-document';

/**
 * The invoice detail screen: the invoice as the family receives it (bill-to,
 * lessons, totals, notes, payment), Export PDF for everyone who may open it,
 * and for super_admin Send Invoice, Mark as Paid and a draft's rates.
 */
export function InvoiceDetailPage() {
  const { user } = useSession();
  const invoiceId = useParams().invoiceId ?? '';
  const invoice = useInvoice(invoiceId);
  // How to pay's code downloads with the invoice's read (it reads the payment options as soon as it runs).
  useEffect(() => {
    void loadPaymentPanel();
  }, []);

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
        <InvoiceBackLink target={back} variant="button" />
      </div>
    );
  }

  return (
    <InvoiceDocument invoice={invoice.data} back={back} role={user.role} refreshFailed={invoice.isError} />
  );
}
