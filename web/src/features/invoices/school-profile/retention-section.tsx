import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { retentionLimits, type RetentionSettings } from '../../../../../shared/retention-limits';
import { retentionSettingsSchema } from '../../../../../shared/schemas/retention-schemas';
import { Alert } from '../../../components/alert';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useRetentionSettings, useSaveRetentionSettings } from './retention-api';

type Setting = keyof RetentionSettings;

type RetentionFields = Record<Setting, string>;

const fieldsOf = (settings: RetentionSettings) =>
  Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, String(value)]),
  ) as RetentionFields;

/**
 * The boxes checked by the schema the server applies, so the form says what
 * the server would (each field's first message, the first of all on top)
 * without a round trip. An empty box is not zero: it asks for a number.
 */
const resolver: Resolver<RetentionFields, unknown, RetentionSettings> = (values) => {
  const parsed = retentionSettingsSchema.safeParse(
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim() === '' ? Number.NaN : Number(value)]),
    ),
  );
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<RetentionFields> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Setting;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

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
  const form = useForm<RetentionFields, unknown, RetentionSettings>({
    resolver,
    defaultValues: fieldsOf(settings),
    // Messages stay until the next save, and focus stays on the button pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveRetentionSettings();
  const settingNames = Object.keys(settingLabels) as Setting[];

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          form.reset(fieldsOf(saved));
          setMessage({ tone: 'success', text: 'Retention settings saved' });
        },
        onError: (error) => {
          form.clearErrors();
          if (error instanceof ApiError)
            for (const name of settingNames) {
              const problem = error.errors[name];
              if (problem) form.setError(name, { type: 'server', message: problem }, { shouldFocus: false });
            }
          setMessage({
            tone: 'error',
            text: error instanceof Error ? error.message : 'The retention settings could not be saved',
          });
        },
      }),
    (found) => {
      const first = settingNames.map((name) => found[name]?.message).find(Boolean);
      setMessage(first ? { tone: 'error', text: first } : null);
    },
  );

  return (
    <form
      onSubmit={(event) => {
        setMessage(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        {settingNames.map((name) => {
          const { label, unit, hint } = settingLabels[name];
          const { min, max } = retentionLimits[name];
          return (
            <TextField
              key={name}
              label={`${label} (${unit})`}
              hint={`${hint} ${min} to ${max}.`}
              inputMode="numeric"
              error={errors[name]?.message}
              {...form.register(name)}
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
