import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { PaymentCreateRequest } from '../../../../../shared/schemas/payment-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { useCreditNote, useRefundCreditNote } from './credit-note-api';
import {
  refundableAmount,
  refundFormDefaults,
  refundResolver,
  type RefundFormValues,
} from './credit-note-refund-model';
import { actionFailureDetail } from './invoice-detail-model';
import { MoneyMovementFields } from './money-movement-fields';
import { firstMoneyMovementError } from './money-movement-form-model';

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
  const today = schoolToday();
  const form = useForm<RefundFormValues, unknown, PaymentCreateRequest>({
    resolver: refundResolver(refundable, currency),
    defaultValues: refundFormDefaults(refundable, today),
    // The message stays until the next try, and no field takes focus from it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const error = firstMoneyMovementError(failure, errors);

  const save = form.handleSubmit((values) =>
    refund.mutate(
      { creditNoteId, refund: values },
      {
        onSuccess: () => onRefunded(`Refund of ${formatMoney(values.amount, currency)} recorded`),
        onError: (problem) => setFailure(actionFailureDetail(problem) ?? 'The refund could not be recorded'),
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
        currency={currency}
        today={today}
        dateLabel="Refund date"
        referenceHint="Optional: the bank reference of the money paid back"
      />
      <FormActions submitLabel="Record refund" busy={refund.isPending} onCancel={onCancel} />
    </form>
  );
}
