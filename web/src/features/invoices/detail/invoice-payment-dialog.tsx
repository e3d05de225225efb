import { useState, type FormEvent } from 'react';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import { paymentMethodLabels, paymentMethods } from '../../../../../shared/invoices/payment-methods';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useRecordPayment, type PaymentDraft } from './invoice-detail-api';
import { actionFailureDetail } from './invoice-detail-model';

/**
 * Mark as Paid: a payment of the balance today by bank transfer unless staff
 * change it; a smaller amount is a part payment and leaves the balance due.
 * The server checks every figure again (at most the balance, no future date).
 */
export function InvoicePaymentDialog({
  invoice,
  open,
  onOpenChange,
  onRecorded,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (message: string) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Record a payment"
      description={`Balance due: ${formatMoney(invoice.balanceDue, invoice.currency)}`}
    >
      {open ? (
        <PaymentForm invoice={invoice} onCancel={() => onOpenChange(false)} onRecorded={onRecorded} />
      ) : null}
    </Modal>
  );
}

function PaymentForm({
  invoice,
  onCancel,
  onRecorded,
}: {
  invoice: Invoice;
  onCancel: () => void;
  onRecorded: (message: string) => void;
}) {
  const today = schoolToday();
  const [amount, setAmount] = useState(invoice.balanceDue.toFixed(2));
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PaymentDraft['method']>('bank_transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordPayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isFinite(value) || value <= 0) return setError('Please enter an amount above 0');
    if (value > invoice.balanceDue)
      return setError(
        `The amount is more than the balance due (${formatMoney(invoice.balanceDue, invoice.currency)})`,
      );
    setError(null);
    record.mutate(
      { invoiceId: invoice._id, payment: { amount: value, date, method, reference: reference.trim() } },
      {
        onSuccess: (next) =>
          onRecorded(next.status === 'paid' ? 'Payment recorded; the invoice is paid' : 'Payment recorded'),
        onError: (failure) => setError(actionFailureDetail(failure) ?? 'The payment could not be recorded'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={`Amount (${invoice.currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <TextField
        label="Payment date"
        type="date"
        max={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        required
      />
      <SelectField
        label="Method"
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentDraft['method'])}
        options={paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
      />
      <TextField
        label="Reference"
        hint="Optional: the bank reference or receipt number"
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <FormActions submitLabel="Record payment" busy={record.isPending} onCancel={onCancel} />
    </form>
  );
}
