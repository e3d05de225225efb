import { useState, type FormEvent } from 'react';
import { retentionLimits, type RetentionSettings } from '../../../../../shared/retention-limits';
import { Alert } from '../../../components/alert';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useRetentionSettings, useSaveRetentionSettings } from './retention-api';

type Setting = keyof RetentionSettings;

const fieldsOf = (settings: RetentionSettings) =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)])) as Record<
    Setting,
    string
  >;

const settingLabels: Record<Setting, { label: string; unit: string; hint: string }> = {
  activityDays: { label: 'Activity', unit: 'days', hint: 'The recent activity lists on dashboards.' },
  notificationDays: {
    label: 'Notifications',
    unit: 'days',
    hint: 'The bell’s notifications of each account.',
  },
  auditDays: { label: 'Audit entries', unit: 'days', hint: 'Who changed what, for staff to review.' },
  invoiceYears: {
    label: 'Invoices',
    unit: 'years after the financial year',
    hint: 'UK accounting records: at least six years after the tax year (to 5 April) of issue. PDFs go with them.',
  },
};

/**
 * Settings → Data retention (super_admin): how long what expires is kept. A
 * daily job deletes what is older, items already stored included.
 */
export function RetentionSection() {
  const settings = useRetentionSettings();
  return (
    <section
      aria-labelledby="retention-heading"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="retention-heading" className="font-semibold text-slate-900">
          Data retention
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          How long the school keeps each kind of record. Every night, older records are deleted.
        </p>
      </div>
      {settings.isPending ? <Spinner label="Loading the retention settings" /> : null}
      {settings.isError ? <Alert tone="error">The retention settings could not be loaded.</Alert> : null}
      {settings.data ? <RetentionForm settings={settings.data} /> : null}
    </section>
  );
}

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const [fields, setFields] = useState(() => fieldsOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveRetentionSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, value.trim() === '' ? Number.NaN : Number(value)]),
    ) as unknown as RetentionSettings;
    save.mutate(body, {
      onSuccess: (saved) => {
        setErrors({});
        setFields(fieldsOf(saved));
        setMessage('Retention settings saved');
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? { ...error.errors } : {});
        setMessage(error instanceof Error ? error.message : 'The retention settings could not be saved');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div aria-live="polite">
        {message ? <Alert tone={save.isError ? 'error' : 'success'}>{message}</Alert> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(settingLabels) as Setting[]).map((name) => {
          const { label, unit, hint } = settingLabels[name];
          const { min, max } = retentionLimits[name];
          return (
            <TextField
              key={name}
              label={`${label} (${unit})`}
              hint={`${hint} ${min} to ${max}.`}
              inputMode="numeric"
              value={fields[name]}
              error={errors[name]}
              onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
            />
          );
        })}
      </div>
      <Button type="submit" busy={save.isPending}>
        Save retention
      </Button>
    </form>
  );
}
