import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { useCreditNote, useRefundCreditNote } from './credit-note-api';
import { refundableAmount, refundFormDefaults, refundResolver } from './credit-note-refund-model';
import { actionFailureDetail } from './invoice-detail-model';
import { MoneyMovementForm } from './money-movement-form';

/**
 * Refund: pays back (part of) the family credit a credit note on a paid
 * invoice created (docs/payments.md). The credit note is read first for what
 * is left to refund; the server checks every figure again, refuses to take
 * the family's credit below zero (it may have been spent meanwhile), and
 * refunds through Stripe itself when the invoice was paid online.
 */
export function CreditNoteRefundDialog({
  creditNote,
  currency,
  open,
  onOpenChange,
  onRefunded,
}: {
  creditNote: { _id: string; number: string };
  currency: Currency;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (message: string) => void;
}) {
  const refund = useRefundCreditNote();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (refund.isPending ? undefined : onOpenChange(next))}
      title="Record a refund"
      description={`Credit note ${creditNote.number}`}
    >
      {open ? (
        <RefundBody
          creditNoteId={creditNote._id}
          currency={currency}
          refund={refund}
          onCancel={() => onOpenChange(false)}
          onRefunded={onRefunded}
        />
      ) : null}
    </Modal>
  );
}

function RefundBody({
  creditNoteId,
  currency,
  refund,
  onCancel,
  onRefunded,
}: {
  creditNoteId: string;
  currency: Currency;
  refund: ReturnType<typeof useRefundCreditNote>;
  onCancel: () => void;
  onRefunded: (message: string) => void;
}) {
  const note = useCreditNote(creditNoteId);
  if (note.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading the credit note" />
      </div>
    );
  if (note.isError)
    return (
      <RetryAlert
        title="The credit note could not be loaded"
        message={actionFailureDetail(note.error)}
        onRetry={() => void note.refetch()}
        retrying={note.isFetching}
        retryLabel="Try Again"
      />
    );
  const refundable = refundableAmount(note.data);
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Added to the family&apos;s credit</dt>
        <dd className="text-right font-medium">{money(note.data.familyCredit)}</dd>
        <dt className="text-slate-600">Refunded already</dt>
        <dd className="text-right font-medium">{money(note.data.refunded ?? 0)}</dd>
        <dt className="text-slate-600">Left to refund</dt>
        <dd className="text-right font-semibold">{money(refundable)}</dd>
      </dl>
      {refundable > 0 ? (
        <RefundForm
          creditNoteId={creditNoteId}
          refundable={refundable}
          currency={currency}
          refund={refund}
          onCancel={onCancel}
          onRefunded={onRefunded}
        />
      ) : (
        <>
          <Alert tone="info">
            {note.data.familyCredit > 0
              ? 'The credit this credit note created is refunded already.'
              : 'This credit note only lowered what was due: it added nothing to the family\u2019s credit to refund.'}
          </Alert>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onCancel}>
              Close
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function RefundForm({
  creditNoteId,
  refundable,
  currency,
  refund,
  onCancel,
  onRefunded,
}: {
  creditNoteId: string;
  refundable: number;
  currency: Currency;
  refund: ReturnType<typeof useRefundCreditNote>;
  onCancel: () => void;
  onRefunded: (message: string) => void;
}) {
  return (
    <MoneyMovementForm
      resolver={refundResolver(refundable, currency)}
      defaultValues={(today) => refundFormDefaults(refundable, today)}
      currency={currency}
      dateLabel="Refund date"
      referenceHint="Optional: the bank reference of the money paid back"
      submitLabel="Record refund"
      busy={refund.isPending}
      onCancel={onCancel}
      onSave={(values, fail) =>
        refund.mutate(
          { creditNoteId, refund: values },
          {
            onSuccess: () => onRefunded(`Refund of ${formatMoney(values.amount, currency)} recorded`),
            onError: (problem) => fail(actionFailureDetail(problem) ?? 'The refund could not be recorded'),
          },
        )
      }
    />
  );
}
