import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { keepOnly, refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { messageOf } from '../../../api/api-error';
import { queryKeyOf } from '../../../api/query-keys';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { invoiceDetailQueryKeys } from './invoice-detail-api';

/** The family's credit on account (GET /families/{id}/credit). */
export function useFamilyCredit(familyId: string) {
  return useQuery({
    queryKey: queryKeyOf('invoices.familyCredit', familyId),
    queryFn: ({ signal }) => callApi('invoices.familyCredit', { params: { id: familyId }, signal }),
  });
}

function useApplyCredit(invoice: Invoice) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('invoices.applyCredit', { params: { id: invoice._id } }),
    onSuccess: (next) => {
      const key = invoiceDetailQueryKeys.detail(next._id);
      client.setQueryData(key, next);
      return refreshAfterChange(client, 'invoices', { keep: keepOnly(key) });
    },
  });
}

/**
 * Staff's view of a sent or overdue invoice whose family holds credit in its
 * currency (issue 36): how much, and Apply, which pays as much of the
 * balance as the credit covers. Sending applies it by itself; this is for
 * credit that arrived after the invoice was sent. Nothing shows without credit.
 */
export function InvoiceFamilyCredit({ invoice }: { invoice: Invoice }) {
  const credit = useFamilyCredit(invoice.parent._id);
  const apply = useApplyCredit(invoice);
  const held = credit.data?.balances.find((balance) => balance.currency === invoice.currency)?.amount ?? 0;
  if (held <= 0 || invoice.balanceDue <= 0) return null;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const applied = Math.min(held, invoice.balanceDue);
  return (
    <section
      aria-labelledby="invoice-family-credit-heading"
      className="rounded-card border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:p-5"
    >
      <h2 id="invoice-family-credit-heading" className="flex items-center gap-2 font-semibold">
        <Wallet aria-hidden="true" className="size-5" />
        Family credit
      </h2>
      <p className="mt-2 text-sm">
        <bdi>{invoice.parent.name}</bdi>
        {` has ${money(held)} of credit on account. Applying it pays ${money(applied)} of this invoice's ${money(invoice.balanceDue)} balance.`}
      </p>
      {apply.isError ? (
        <div className="mt-3">
          <Alert tone="error">
            {messageOf(apply.error, 'The credit could not be applied. Please try again.')}
          </Alert>
        </div>
      ) : null}
      <div className="mt-3">
        <Button onClick={() => apply.mutate()} disabled={apply.isPending}>
          {apply.isPending ? 'Applying…' : `Apply ${money(applied)} of credit`}
        </Button>
      </div>
    </section>
  );
}
