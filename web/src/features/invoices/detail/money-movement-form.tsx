import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import type { Currency } from '../../../../../shared/invoices/money';
import { paymentMethodLabels, recordedPaymentMethods } from '../../../../../shared/invoices/payment-methods';
import type { PaymentCreateRequest } from '../../../../../shared/schemas/payment-schemas';
import { Alert } from '../../../components/alert';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { firstMoneyMovementError, type MoneyMovementValues } from './money-movement-form-model';

/**
 * The form of a payment or a refund (money-movement-form-model.ts): amount,
 * date, method and reference, one message at a time. `onSave` is handed the
 * checked body and a way to show the server's refusal.
 */
export function MoneyMovementForm({
  resolver,
  defaultValues,
  currency,
  dateLabel,
  referenceHint,
  submitLabel,
  busy,
  onCancel,
  onSave,
}: {
  resolver: Resolver<MoneyMovementValues, unknown, PaymentCreateRequest>;
  defaultValues: (today: string) => MoneyMovementValues;
  currency: Currency;
  dateLabel: string;
  referenceHint: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: PaymentCreateRequest, fail: (message: string) => void) => void;
}) {
  const today = schoolToday();
  const form = useForm<MoneyMovementValues, unknown, PaymentCreateRequest>({
    resolver,
    defaultValues: defaultValues(today),
    // The message stays until the next try, and no field takes focus from it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const error = firstMoneyMovementError(failure, form.formState.errors);
  const save = form.handleSubmit((body) => onSave(body, setFailure));
  const { register } = form;

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
      <TextField label={`Amount (${currency})`} inputMode="decimal" required {...register('amount')} />
      <TextField label={dateLabel} type="date" max={today} required {...register('date')} />
      <SelectField
        label="Method"
        options={recordedPaymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
        {...register('method')}
      />
      <TextField label="Reference" hint={referenceHint} maxLength={100} {...register('reference')} />
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
