import { useQuery } from '@tanstack/react-query';
import { PiggyBank } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../shared/invoices/money';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';
import { familyStatementPath } from '../../screens';

/**
 * The family's credit on account (GET /families/{id}/credit, issue 36): money
 * the school holds for it (an overpayment, a credit note on a paid invoice),
 * per currency, taken off its next invoice when the school sends it. Shown on
 * the family's home with the way to its statement, where every change of it
 * is listed (docs/statement.md). Nothing shows without credit; a failed read
 * says so quietly, as the rest of the home still works.
 */
export function FamilyCreditPanel({ familyId }: { familyId: string }) {
  const credit = useQuery({
    queryKey: queryKeyOf('invoices.familyCredit', familyId),
    queryFn: ({ signal }) => callApi('invoices.familyCredit', { params: { id: familyId }, signal }),
  });
  if (credit.isPending) return null;
  if (credit.isError)
    return (
      <p role="status" className="text-sm text-slate-600">
        Your credit on account could not be loaded.{' '}
        <button
          type="button"
          onClick={() => void credit.refetch()}
          className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Try again
        </button>
      </p>
    );
  const balances = credit.data.balances.filter((balance) => balance.amount > 0);
  if (balances.length === 0) return null;
  return (
    <section
      aria-labelledby="family-credit-on-account"
      className="flex flex-wrap items-start gap-3 rounded-card border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <PiggyBank aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h3 id="family-credit-on-account" className="text-base font-semibold">
          Credit on your account:{' '}
          {balances.map((balance) => formatMoney(balance.amount, balance.currency)).join(' and ')}
        </h3>
        <p>It is taken off your next invoice when the school sends it.</p>
        <Link
          to={familyStatementPath(familyId)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          See it on your statement
        </Link>
      </div>
    </section>
  );
}
