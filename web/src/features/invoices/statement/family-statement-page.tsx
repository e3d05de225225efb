import { Download } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { shortDate } from '../../../../../shared/invoices/invoice-period';
import { useSession } from '../../../api/session-context';
import { ApiError } from '../../../api/api-error';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { PageTitle } from '../../../components/page-title';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { appPaths } from '../../../screens';
import { InvoiceBackLink } from '../detail/invoice-back-link';
import { useDownloadStatementPdf, useFamilyStatement } from './family-statement-api';
import { FamilyStatementLedger } from './family-statement-ledger';

const isFamily = (role: string | undefined) => role === 'user' || role === 'parent';

/**
 * A family's statement (docs/statement.md): every invoice issued to it, its
 * payments, credit notes and credit, per currency, with the running balance
 * and totals, and the same as a PDF. A family reads its own; staff any
 * family's, reached from an invoice's Bill To.
 */
export function FamilyStatementPage() {
  const { user } = useSession();
  const familyId = useParams().familyId ?? '';
  const statement = useFamilyStatement(familyId);
  const download = useDownloadStatementPdf();
  if (!user) return null;
  const own = familyId === user._id;
  const name = statement.data?.family.name;
  const title = own ? 'My Statement' : name ? `Statement: ${name}` : 'Family Statement';
  const notFound = statement.error instanceof ApiError && statement.error.status === 404;

  return (
    <div className="space-y-6">
      <PageTitle>{`${title} · School Progress`}</PageTitle>
      {/* Staff come from an invoice: back steps there when it can. */}
      <InvoiceBackLink
        target={
          isFamily(user.role)
            ? { kind: 'path', to: appPaths.familyInvoices }
            : {
                kind: 'history',
                fallback: user.role === 'super_admin' ? appPaths.invoiceManagement : appPaths.dashboard,
              }
        }
      />
      <PageHeader
        // The family's name isolated: one in Arabic script keeps "Statement:" before it (issue 40).
        title={
          !own && name ? (
            <>
              {'Statement: '}
              <bdi>{name}</bdi>
            </>
          ) : (
            title
          )
        }
        description={
          statement.data
            ? `Every invoice issued, payment and credit, with the running balance, as at ${shortDate(statement.data.date)}.`
            : 'Every invoice issued, payment and credit, with the running balance.'
        }
        actions={
          statement.data ? (
            <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(familyId)}>
              {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
              Download PDF
            </Button>
          ) : null
        }
      />
      {download.isError ? (
        <Alert tone="error">The statement could not be downloaded. Please try again.</Alert>
      ) : null}
      <p className="sr-only" role="status">
        {download.isSuccess ? `${download.data} downloaded` : ''}
      </p>

      {statement.isPending ? (
        <div className="flex justify-center rounded-card border border-slate-200 bg-white px-4 py-10 text-brand-700 shadow-card">
          <Spinner label="Loading the statement" />
        </div>
      ) : null}
      {notFound ? (
        <Alert tone="error">
          There is no family statement here. Check the link, or open it from an invoice.
        </Alert>
      ) : statement.isError ? (
        <RetryAlert
          title="Unable to load the statement"
          message={statement.error.message || 'Please try again.'}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : null}

      {statement.data && statement.data.currencies.length === 0 ? (
        <div className="rounded-card border border-slate-200 bg-white px-4 py-10 text-center shadow-card">
          <p className="font-semibold text-slate-900">Nothing on the statement yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Invoices, payments and credit appear here once the school sends the first invoice.
          </p>
        </div>
      ) : null}
      {statement.data?.currencies.map((ledger) => (
        <FamilyStatementLedger key={ledger.currency} ledger={ledger} />
      ))}
    </div>
  );
}
