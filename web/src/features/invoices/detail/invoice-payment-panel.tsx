import { CreditCard, Landmark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/invoices/money';
import { isOpenForPayment } from '../../../../../shared/invoices/payment-status';
import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import type { PaymentOptions } from '../../../../../shared/schemas/online-payment-schemas';
import { messageOf } from '../../../api/api-error';
import { useCheckout, usePaymentOptions } from '../../../api/online-payment';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyValue } from '../../../components/copy-value';
import { Spinner } from '../../../components/spinner';
import { useInvoice } from './invoice-detail-api';
import {
  bankDetailLines,
  confirmationPollMs,
  confirmationPolls,
  onlineMethodsText,
  onlinePaymentMessages,
  paymentReturnOf,
  payNowRefusal,
  payRequested,
  withoutPayParam,
} from './online-payment-model';

/**
 * How to pay an open invoice (issue 35): Pay now where the school takes
 * payment online, and the bank details with the invoice number as the
 * reference, each with a copy button. Also what the address asks for: an
 * email's Pay now (`?pay=1`) starts the payment once, and Stripe's way back
 * (`?payment=success|cancelled`) says what happened. Loaded on its own, so
 * the page paints without it.
 */
export function InvoicePaymentPanel({ invoice }: { invoice: Invoice }) {
  const [params, setParams] = useSearchParams();
  const options = usePaymentOptions();
  const checkout = useCheckout();
  const returned = paymentReturnOf(params);
  // Read once: the address loses `pay` as soon as it is acted on, so a reload does not pay twice.
  const payOnOpen = useRef(payRequested(params));
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = isOpenForPayment({
    status: displayedInvoiceStatus(invoice.status),
    balanceDue: invoice.balanceDue,
  });

  useEffect(() => {
    if (!payOnOpen.current || options.isPending) return;
    payOnOpen.current = false;
    setParams((current) => withoutPayParam(current), { replace: true });
    const why = payNowRefusal(invoice, options.data);
    if (why) setRefusal(why);
    else checkout.mutate([invoice._id]);
  }, [options.isPending, options.data, invoice, setParams, checkout]);

  const payNow = () => {
    setRefusal(null);
    checkout.mutate([invoice._id]);
  };

  return (
    <div className="space-y-4">
      {returned ? <PaymentReturnBanner returned={returned} invoice={invoice} /> : null}
      {refusal ? <Alert tone="warning">{refusal}</Alert> : null}
      {open ? (
        <HowToPay
          invoice={invoice}
          options={options.data}
          loading={options.isPending}
          paying={checkout.isPending || checkout.isSuccess}
          leaving={checkout.isSuccess}
          error={checkout.isError ? messageOf(checkout.error, onlinePaymentMessages.checkoutFailed) : null}
          onPayNow={payNow}
        />
      ) : null}
    </div>
  );
}

/** After Stripe: thanks, and the invoice read again a few times until it reads Paid. */
function PaymentReturnBanner({ returned, invoice }: { returned: 'success' | 'cancelled'; invoice: Invoice }) {
  const { refetch } = useInvoice(invoice._id);
  const paid = invoice.status === 'paid';
  const [polls, setPolls] = useState(0);
  const confirming = returned === 'success' && !paid && polls < confirmationPolls;

  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => {
      void refetch().finally(() => setPolls((count) => count + 1));
    }, confirmationPollMs);
    return () => window.clearTimeout(timer);
  }, [confirming, polls, refetch]);

  if (returned === 'cancelled') return <Alert tone="info">{onlinePaymentMessages.cancelled}</Alert>;
  if (paid) return <Alert tone="success">{onlinePaymentMessages.confirmed}</Alert>;
  return (
    <Alert tone="success" title={onlinePaymentMessages.confirming}>
      {confirming ? (
        <span className="inline-flex items-center gap-2">
          <Spinner size="sm" decorative /> Checking for your payment…
        </span>
      ) : (
        onlinePaymentMessages.stillConfirming
      )}
    </Alert>
  );
}

function HowToPay({
  invoice,
  options,
  loading,
  paying,
  leaving,
  error,
  onPayNow,
}: {
  invoice: Invoice;
  options: PaymentOptions | undefined;
  loading: boolean;
  paying: boolean;
  leaving: boolean;
  error: string | null;
  onPayNow: () => void;
}) {
  const balance = formatMoney(invoice.balanceDue, invoice.currency);
  const online = options?.online ?? false;
  const methods = online && options ? onlineMethodsText(options.methods, invoice.currency) : '';
  const lines = options ? bankDetailLines(options.bankDetails, invoice.currency, invoice.invoiceNumber) : [];

  return (
    <section
      aria-labelledby="how-to-pay-heading"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div>
        <h2 id="how-to-pay-heading" className="text-lg font-semibold text-slate-900">
          How to pay
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Balance due: <span className="font-semibold text-slate-900">{balance}</span>
        </p>
      </div>

      {loading ? (
        <div className="flex justify-center py-4 text-brand-700">
          <Spinner label="Loading how to pay" />
        </div>
      ) : null}

      {online && methods ? (
        <div className="space-y-2">
          <Button onClick={onPayNow} busy={paying} size="lg" className="max-sm:w-full">
            {paying ? null : <CreditCard aria-hidden="true" className="size-5" />}
            Pay now {balance}
          </Button>
          <p className="text-sm text-slate-600" role="status">
            {leaving ? onlinePaymentMessages.leaving : methods}
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}

      {options ? (
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Landmark aria-hidden="true" className="size-5 text-slate-600" />
            {online && methods ? 'Or pay by bank transfer' : 'Pay by bank transfer'}
          </h3>
          {lines.length > 0 ? (
            <div className="mt-1 divide-y divide-slate-100">
              {lines.map((line) => (
                <CopyValue key={line.label} label={line.label} value={line.value} />
              ))}
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              The school has not added bank details for {invoice.currency} payments yet: please ask the school
              how to pay, quoting {invoice.invoiceNumber}.
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
