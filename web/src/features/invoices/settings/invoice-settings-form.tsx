import { useState } from 'react';
import type { InvoiceSettings } from '../../../../../shared/schemas/invoice-schemas';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useInvoiceSettings, useUpdateInvoiceSettings } from './invoice-settings-api';
import { failureText, invoiceManagementMessages as messages } from '../invoice-management-messages';
import {
  parseSettingsForm,
  settingsFormFrom,
  type InvoiceSettingsErrors,
  type InvoiceSettingsForm,
} from './invoice-settings-model';
import { RetryAlert } from '../../../components/retry-alert';

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
  const [form, setForm] = useState<InvoiceSettingsForm>(() => settingsFormFrom(settings));
  const [errors, setErrors] = useState<InvoiceSettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof InvoiceSettingsForm) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
  const percent = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', max: '100' } as const;

  return (
    <form
      noValidate
      aria-label="Invoice settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const parsed = parseSettingsForm(form);
        if (parsed.errors) {
          setErrors(parsed.errors);
          const first = Object.keys(parsed.errors)[0];
          if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
          return;
        }
        setErrors({});
        update.mutate(parsed.settings, {
          onSuccess: onSaved,
          onError: (error) => setFailure(failureText(messages.settingsSaveFailed, error)),
        });
      }}
    >
      <ErrorSummary message={failure} />
      <TextField
        label="School name"
        hint="Shown on invoice PDFs."
        autoComplete="organization"
        {...field('schoolName')}
      />
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
            checked={form.overdueEmails === 'on'}
            onChange={(event) =>
              setForm((current) => ({ ...current, overdueEmails: event.target.checked ? 'on' : 'off' }))
            }
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
      <FormActions submitLabel="Save settings" busy={update.isPending} onCancel={onCancel} />
    </form>
  );
}
