import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { Alert } from '../../../components/alert';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useAddInvoiceLine, useSavedItems } from './invoice-detail-api';
import { actionFailureDetail } from './invoice-detail-model';
import {
  lineFormDefaults,
  lineResolver,
  prefilledFrom,
  type LineBody,
  type LineFormValues,
} from './invoice-line-form-model';

/**
 * Add line (super_admin, draft): a saved item of the invoice's currency
 * (it fills the form), a line typed in, or a discount, by amount or by a
 * percentage of the lines above it. The server checks every figure again.
 */
export function InvoiceAddLineDialog({
  invoice,
  open,
  onOpenChange,
  onAdded,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (message: string) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add a line"
      description={`Invoice ${invoice.invoiceNumber} · total ${formatMoney(invoice.total, invoice.currency)}`}
    >
      {open ? <LineForm invoice={invoice} onCancel={() => onOpenChange(false)} onAdded={onAdded} /> : null}
    </Modal>
  );
}

function LineForm({
  invoice,
  onCancel,
  onAdded,
}: {
  invoice: Invoice;
  onCancel: () => void;
  onAdded: (message: string) => void;
}) {
  const form = useForm<LineFormValues, unknown, LineBody>({
    resolver: lineResolver,
    defaultValues: lineFormDefaults,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const discountType = useWatch({ control: form.control, name: 'discountType' });
  const saved = useSavedItems();
  const choices = (saved.data ?? []).filter((item) => item.currency === invoice.currency);
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddInvoiceLine();

  const save = form.handleSubmit((body) =>
    add.mutate(
      { invoiceId: invoice._id, body },
      {
        onSuccess: () => onAdded('discount' in body ? 'Discount added' : 'Line added'),
        onError: (problem) => setFailure(actionFailureDetail(problem) ?? 'The line could not be added'),
      },
    ),
  );

  const pick = (id: string) => {
    const item = choices.find((choice) => choice.id === id);
    if (!item) return form.setValue('savedItemId', '');
    for (const [field, value] of Object.entries(prefilledFrom(item)))
      form.setValue(field as keyof LineFormValues, value as never);
  };

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        void save(event);
      }}
      noValidate
      className="space-y-4"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SelectField
        label="Kind of line"
        options={[
          { value: 'custom', label: 'A charge (fee, materials…)' },
          { value: 'discount', label: 'A discount' },
        ]}
        {...form.register('kind')}
      />
      {kind === 'custom' && choices.length > 0 ? (
        <SelectField
          label="Saved item"
          hint={`Optional: one of the school's usual items in ${invoice.currency}`}
          {...form.register('savedItemId', { onChange: (event) => pick(event.target.value) })}
        >
          <option value="">Type one in</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {`${choice.description} (${formatMoney(choice.unitPrice, choice.currency)})`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label="Description"
        required
        maxLength={200}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {kind === 'custom' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Quantity"
              inputMode="decimal"
              required
              error={errors.quantity?.message}
              {...form.register('quantity')}
            />
            <TextField
              label={`Unit price (${invoice.currency})`}
              inputMode="decimal"
              required
              hint="Negative for a credit"
              error={errors.unitPrice?.message}
              {...form.register('unitPrice')}
            />
          </div>
          <CheckboxField label="VAT applies to this line" {...form.register('taxable')} />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Discount by"
            options={[
              { value: 'percent', label: 'Percentage of the lines above' },
              { value: 'amount', label: `Amount (${invoice.currency})` },
            ]}
            {...form.register('discountType')}
          />
          <TextField
            label={discountType === 'percent' ? 'Percentage' : `Amount (${invoice.currency})`}
            inputMode="decimal"
            required
            error={errors.discountValue?.message}
            {...form.register('discountValue')}
          />
        </div>
      )}
      <FormActions submitLabel="Add line" busy={add.isPending} onCancel={onCancel} />
    </form>
  );
}
