import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { currencies } from '../../../../../shared/invoices/money';
import { maxSavedItems } from '../../../../../shared/invoices/line-amounts';
import type { InvoiceSettings } from '../../../../../shared/schemas/invoice-schemas';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { newSavedItemRow, type InvoiceSettingsForm } from './invoice-settings-model';

/**
 * The school's usual items (registration fee, materials, exam entry): Add line
 * on a draft offers those of the invoice's currency. A row is removed at once;
 * nothing is saved until Save settings.
 */
export function SavedItemsFieldset({
  form,
  error,
}: {
  form: UseFormReturn<InvoiceSettingsForm, unknown, InvoiceSettings>;
  error: string | undefined;
}) {
  const rows = useFieldArray({ control: form.control, name: 'savedItems' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Saved items</legend>
      <p className="text-sm text-slate-600">Usual charges to add to a draft invoice in one step.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {rows.fields.length === 0 ? <p className="text-sm text-slate-600">No saved items yet.</p> : null}
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="space-y-3 rounded-card border border-slate-200 p-3">
            <TextField
              label={`Item ${index + 1} description`}
              maxLength={200}
              {...form.register(`savedItems.${index}.description`)}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Unit price"
                inputMode="decimal"
                {...form.register(`savedItems.${index}.unitPrice`)}
              />
              <SelectField
                label="Currency"
                options={currencies.map((value) => ({ value, label: value }))}
                {...form.register(`savedItems.${index}.currency`)}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CheckboxField label="VAT applies" {...form.register(`savedItems.${index}.taxable`)} />
              <Button variant="secondary" size="sm" onClick={() => rows.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {`Remove item ${index + 1}`}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {rows.fields.length < maxSavedItems ? (
        <Button variant="secondary" size="sm" onClick={() => rows.append({ ...newSavedItemRow })}>
          <Plus aria-hidden="true" className="size-4" />
          Add saved item
        </Button>
      ) : null}
    </fieldset>
  );
}
