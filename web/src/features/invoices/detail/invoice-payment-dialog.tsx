import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';
import { useRecordPayment, type PaymentDraft } from './invoice-detail-api';
import { actionFailureDetail } from './invoice-detail-model';
import { paymentFormDefaults, paymentResolver, type PaymentFormValues } from './invoice-payment-form-model';
import { MoneyMovementFields } from './money-movement-fields';
import { firstMoneyMovementError } from './money-movement-form-model';

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
      // The button's own words: a newcomer opening "Mark as Paid" found "Record a payment" and wondered which it did.
      title="Mark as Paid"
      description={`Balance due: ${formatMoney(invoice.balanceDue, invoice.currency)}. Record what was received: less than the balance is a part payment and leaves the rest due.`}
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
  const form = useForm<PaymentFormValues, unknown, PaymentDraft>({
    resolver: paymentResolver(invoice.balanceDue, invoice.currency),
    defaultValues: paymentFormDefaults(invoice.balanceDue, today),
    // The message stays until the next try, and no field takes focus from it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordPayment();
  const error = firstMoneyMovementError(failure, errors);

  const save = form.handleSubmit((payment) =>
    record.mutate(
      { invoiceId: invoice._id, payment },
      {
        onSuccess: (next) =>
          onRecorded(next.status === 'paid' ? 'Payment recorded; the invoice is paid' : 'Payment recorded'),
        onError: (problem) => setFailure(actionFailureDetail(problem) ?? 'The payment could not be recorded'),
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        void save(event);
      }}
      noValidate
      className="space-y-4"
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <MoneyMovementFields
        register={form.register}
        currency={invoice.currency}
        today={today}
        dateLabel="Payment date"
        referenceHint="Optional: the bank reference or receipt number"
      />
      <FormActions submitLabel="Record payment" busy={record.isPending} onCancel={onCancel} />
    </form>
  );
}
