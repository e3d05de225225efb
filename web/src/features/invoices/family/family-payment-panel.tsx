import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePayAll } from '../../../api/pay-all';
import { queryKeyOf } from '../../../api/query-keys';
import { Alert } from '../../../components/alert';
import { PayAllPanel } from '../../../components/pay-all-panel';
import {
  confirmationPollMs,
  confirmationPolls,
  onlinePaymentMessages,
  type PaymentReturn,
} from '../detail/online-payment-model';

/**
 * Above the family's invoice list (issue 35): the total still to pay per
 * currency with Pay all, and, back from Stripe after paying several invoices
 * at once (`?payment=success|cancelled`), what happened, the list read again
 * a few times meanwhile. Loaded on its own, after the list's first paint.
 */
export function FamilyPaymentPanel({ returned }: { returned: PaymentReturn | null }) {
  const payAll = usePayAll();
  return (
    <div className="space-y-4 empty:hidden">
      {returned && payAll.ready ? (
        <ReturnBanner returned={returned} stillOwing={payAll.rows.length > 0} />
      ) : null}
      {payAll.ready ? <PayAllPanel {...payAll} /> : null}
    </div>
  );
}

function ReturnBanner({ returned, stillOwing }: { returned: PaymentReturn; stillOwing: boolean }) {
  const client = useQueryClient();
  const [polls, setPolls] = useState(0);
  const confirming = returned === 'success' && stillOwing && polls < confirmationPolls;

  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => {
      void client
        .invalidateQueries({ queryKey: queryKeyOf('invoices.family') })
        .finally(() => setPolls((count) => count + 1));
    }, confirmationPollMs);
    return () => window.clearTimeout(timer);
  }, [confirming, polls, client]);

  if (returned === 'cancelled') return <Alert tone="info">{onlinePaymentMessages.cancelled}</Alert>;
  if (!stillOwing) return <Alert tone="success">{onlinePaymentMessages.confirmed}</Alert>;
  return (
    <Alert tone="success" title={onlinePaymentMessages.confirming}>
      {confirming ? null : onlinePaymentMessages.stillConfirming}
    </Alert>
  );
}
