import type { UseFormRegister } from 'react-hook-form';
import type { Currency } from '../../../../../shared/invoices/money';
import { paymentMethodLabels, recordedPaymentMethods } from '../../../../../shared/invoices/payment-methods';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { MoneyMovementValues } from './money-movement-form-model';

/** The amount, date, method and reference of a payment or a refund (money-movement-form-model.ts). */
export function MoneyMovementFields({
  register,
  currency,
  today,
  dateLabel,
  referenceHint,
}: {
  register: UseFormRegister<MoneyMovementValues>;
  currency: Currency;
  today: string;
  dateLabel: string;
  referenceHint: string;
}) {
  return (
    <>
      <TextField label={`Amount (${currency})`} inputMode="decimal" required {...register('amount')} />
      <TextField label={dateLabel} type="date" max={today} required {...register('date')} />
      <SelectField
        label="Method"
        options={recordedPaymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
        {...register('method')}
      />
      <TextField label="Reference" hint={referenceHint} maxLength={100} {...register('reference')} />
    </>
  );
}
