import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { maxCreditReasonLength } from '../../../../../shared/invoices/credit-notes';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { CreditNoteCreateRequest } from '../../../../../shared/schemas/credit-note-schemas';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { Modal } from '../../../components/modal';
import { PressedButtonGroup } from '../../../components/pressed-button-group';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import {
  creditableAmount,
  creditItemOptions,
  creditNoteFormDefaults,
  creditNoteResolver,
  creditPreview,
  type CreditMode,
  type CreditNoteFormValues,
} from './credit-note-form-model';
import { useIssueCreditNote } from './credit-note-api';
import { actionFailureDetail } from './invoice-detail-model';

/**
 * Credit note: an amount (VAT included) or lessons of the invoice, with the
 * reason the family reads, then a confirmation naming the amount before
 * anything is issued. The server checks every figure again.
 */
export function InvoiceCreditNoteDialog({
  invoice,
  open,
  onOpenChange,
  onIssued,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIssued: (message: string) => void;
}) {
  const issuing = useIssueCreditNote();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (issuing.isPending ? undefined : onOpenChange(next))}
      title={`Credit note on ${invoice.invoiceNumber}`}
      description={`Left to credit: ${formatMoney(creditableAmount(invoice), invoice.currency)}`}
    >
      {open ? (
        <CreditNoteForm
          invoice={invoice}
          issuing={issuing}
          onCancel={() => onOpenChange(false)}
          onIssued={onIssued}
        />
      ) : null}
    </Modal>
  );
}

function CreditNoteForm({
  invoice,
  issuing,
  onCancel,
  onIssued,
}: {
  invoice: Invoice;
  issuing: ReturnType<typeof useIssueCreditNote>;
  onCancel: () => void;
  onIssued: (message: string) => void;
}) {
  const form = useForm<CreditNoteFormValues, unknown, CreditNoteCreateRequest>({
    resolver: creditNoteResolver(invoice),
    defaultValues: creditNoteFormDefaults,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as CreditNoteFormValues;
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CreditNoteCreateRequest | null>(null);
  const preview = creditPreview(values, invoice);
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const error =
    failure ?? errors.amount?.message ?? errors.itemIds?.message ?? errors.reason?.message ?? null;

  const issue = (request: CreditNoteCreateRequest) =>
    issuing.mutate(
      { invoiceId: invoice._id, request },
      {
        onSuccess: (note) => onIssued(`Credit note ${note.number} issued for ${money(note.total)}`),
        onError: (problem) => {
          setConfirming(null);
          setFailure(actionFailureDetail(problem) ?? 'The credit note could not be issued');
        },
      },
    );

  if (confirming)
    return (
      <div className="space-y-4">
        <p className="text-sm leading-relaxed text-slate-700">
          {`Issue a credit note of ${preview === undefined ? 'this amount' : money(preview)} on ${invoice.invoiceNumber}? It is numbered, emailed to the family and cannot be undone; what goes beyond the balance due becomes the family's credit.`}
        </p>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={issuing.isPending}>
            Back
          </Button>
          <Button onClick={() => issue(confirming)} busy={issuing.isPending}>
            {`Issue credit note of ${preview === undefined ? '' : money(preview)}`.trim()}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit((request) => setConfirming(request))(event);
      }}
      noValidate
      className="space-y-4"
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <PressedButtonGroup<CreditMode>
            label="What to credit"
            options={[
              { value: 'amount', label: 'An amount' },
              { value: 'lines', label: 'Lessons' },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {values.mode === 'amount' ? (
        <TextField
          label={`Amount (${invoice.currency}, VAT included)`}
          inputMode="decimal"
          required
          {...form.register('amount')}
        />
      ) : (
        <Controller
          control={form.control}
          name="itemIds"
          render={({ field }) => (
            <CheckboxGroup
              legend="Lessons to credit"
              hint="Each lesson is credited at most once, with VAT at the invoice's rate."
              options={creditItemOptions(invoice)}
              value={field.value}
              onChange={field.onChange}
              emptyText="Every lesson on this invoice is already credited."
            />
          )}
        />
      )}
      <TextAreaField
        label="Reason"
        hint="Required. The family reads it on the credit note."
        required
        maxLength={maxCreditReasonLength}
        {...form.register('reason')}
      />
      {preview !== undefined ? (
        <p className="text-sm text-slate-700">{`Credit note of ${money(preview)}`}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
