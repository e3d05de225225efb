import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { InvoiceSettings } from '../../../../../shared/schemas/invoice-schemas';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useInvoiceSettings, useUpdateInvoiceSettings } from './invoice-settings-api';
import { failureText, invoiceManagementMessages as messages } from '../invoice-management-messages';
import { parseSettingsForm, settingsFormFrom, type InvoiceSettingsForm } from './invoice-settings-model';
import { RetryAlert } from '../../../components/retry-alert';
import { SavedItemsFieldset } from './saved-items-fieldset';

/** Mounted each time the dialog opens: the form starts from what the server holds now. */
export function InvoiceSettingsBody({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const settings = useInvoiceSettings(true);
  // Refetches after saving must not remount the form (and lose the save's callbacks).
  if (settings.data && settings.isFetchedAfterMount) {
    return <SettingsForm settings={settings.data} onCancel={onCancel} onSaved={onSaved} />;
  }
  if (settings.isError) {
    return (
      <RetryAlert
        message={failureText(messages.settingsLoadFailed, settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <div className="flex justify-center py-8 text-brand-700">
      <Spinner size="lg" label="Loading invoice settings" />
    </div>
  );
}

/** The form's boxes checked by the very schema the server applies; what passes is the settings to send. */
const resolver: Resolver<InvoiceSettingsForm, unknown, InvoiceSettings> = (values) => {
  const parsed = parseSettingsForm(values);
  if (parsed.settings) return { values: parsed.settings, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<InvoiceSettingsForm>;
  return { values: {}, errors };
};

function SettingsForm({
  settings,
  onCancel,
  onSaved,
}: {
  settings: InvoiceSettings;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateInvoiceSettings();
  const form = useForm<InvoiceSettingsForm, unknown, InvoiceSettings>({
    resolver,
    defaultValues: settingsFormFrom(settings),
    // A message stays until the next save, as the summary's does.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const overdueEmails = useWatch({ control: form.control, name: 'overdueEmails' });
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: Exclude<keyof InvoiceSettingsForm, 'overdueEmails' | 'savedItems'>) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
  const percent = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', max: '100' } as const;
  const code = { autoComplete: 'off', spellCheck: false, maxLength: 50 } as const;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => setFailure(failureText(messages.settingsSaveFailed, error)),
    }),
  );

  return (
    <form
      noValidate
      aria-label="Invoice settings"
      className="space-y-5"
      onSubmit={(event) => {
        setFailure(null);
        void save(event);
      }}
    >
      <ErrorSummary message={failure} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Default hourly rate</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="GBP (£ per hour)" {...money} {...field('rateGBP')} />
          <TextField label="AED (per hour)" {...money} {...field('rateAED')} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Tax rate</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="GBP tax rate (%)" {...percent} {...field('taxGBP')} />
          <TextField label="AED tax rate (%)" hint="e.g. 5 for UAE VAT" {...percent} {...field('taxAED')} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Overdue invoices</legend>
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            name="overdueEmails"
            className="size-4"
            checked={overdueEmails === 'on'}
            onChange={(event) => form.setValue('overdueEmails', event.target.checked ? 'on' : 'off')}
          />
          Email families when an invoice becomes overdue
        </label>
        <TextField
          label="Reminder days"
          hint="Days past the due date to remind again, e.g. 7, 14 (up to 4, from 1 to 90)."
          inputMode="numeric"
          {...field('reminderDays')}
        />
      </fieldset>
      <SavedItemsFieldset form={form} error={errors.savedItems?.message} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Sibling discount</legend>
        <TextField
          label="Sibling discount (%)"
          hint="Taken off the lessons of a family's second and later children (by when each was added) on generated invoices. Empty for none."
          {...percent}
          {...field('siblingPercent')}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Xero export codes</legend>
        <p className="text-sm text-slate-600">
          How the Xero invoices CSV codes sales: as your chart of accounts and tax rates name them in Xero.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Sales account code" hint="e.g. 200" {...code} {...field('xeroSalesAccount')} />
          <TextField label="Tax type without tax" hint="e.g. NONE" {...code} {...field('xeroUntaxed')} />
          <TextField label="GBP tax type" hint="e.g. OUTPUT2 (20% VAT)" {...code} {...field('xeroTaxGBP')} />
          <TextField label="AED tax type" hint="e.g. OUTPUT" {...code} {...field('xeroTaxAED')} />
        </div>
      </fieldset>
      <FormActions submitLabel="Save settings" busy={update.isPending} onCancel={onCancel} />
    </form>
  );
}
