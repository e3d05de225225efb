import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Modal } from '../../../components/modal';
import { useRecordPayment } from './invoice-detail-api';
import { actionFailureDetail } from './invoice-detail-model';
import { paymentFormDefaults, paymentResolver } from './invoice-payment-form-model';
import { MoneyMovementForm } from './money-movement-form';

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
  const record = useRecordPayment();
  return (
    <MoneyMovementForm
      resolver={paymentResolver(invoice.balanceDue, invoice.currency)}
      defaultValues={(today) => paymentFormDefaults(invoice.balanceDue, today)}
      currency={invoice.currency}
      dateLabel="Payment date"
      referenceHint="Optional: the bank reference or receipt number"
      submitLabel="Record payment"
      busy={record.isPending}
      onCancel={onCancel}
      onSave={(payment, fail) =>
        record.mutate(
          { invoiceId: invoice._id, payment },
          {
            onSuccess: (next) =>
              onRecorded(
                next.status === 'paid' ? 'Payment recorded; the invoice is paid' : 'Payment recorded',
              ),
            onError: (problem) => fail(actionFailureDetail(problem) ?? 'The payment could not be recorded'),
          },
        )
      }
    />
  );
}
