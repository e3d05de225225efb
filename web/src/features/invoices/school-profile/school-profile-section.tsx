import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { settingsPath } from '../../../screens';
import type {
  SchoolProfile,
  SchoolProfileUpdate,
} from '../../../../../shared/schemas/school-profile-schemas';
import { Alert } from '../../../components/alert';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/page-spinner';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import { SchoolLogoField } from './school-logo-field';
import { useSaveSchoolProfile, useSchoolProfile } from './school-profile-api';
import {
  fieldsOf,
  schoolProfileFieldNames,
  schoolProfileResolver,
  type SchoolProfileFieldName,
  type SchoolProfileFields,
} from './school-profile-form-model';

/**
 * The fields a phone should type differently (issue 40): the keyboard with @ for an email, digits for a phone,
 * and the browser's saved addresses to offer (the one filling the form is often the school's contact).
 */
const inputKinds: Partial<Record<SchoolProfileFieldName, Partial<TextFieldProps>>> = {
  contactEmail: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  dataContactEmail: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  contactPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
};

/**
 * Settings → School profile (super_admin, docs/settings.md): the school's one
 * name and what its emails, invoices and their PDFs say about it, with where
 * families pay in each currency.
 */
export function SchoolProfileSection() {
  const profile = useSchoolProfile();
  if (profile.isPending) return <PageSpinner label="Loading the school profile" />;
  if (profile.isError) return <Alert tone="error">The school profile could not be loaded.</Alert>;
  return <SchoolProfileForm profile={profile.data} />;
}

function SchoolProfileForm({ profile }: { profile: SchoolProfile }) {
  const form = useForm<SchoolProfileFields, unknown, SchoolProfileUpdate>({
    resolver: schoolProfileResolver,
    defaultValues: fieldsOf(profile),
    // Messages stay until the next save, and focus stays on the button pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveSchoolProfile();

  const errorOf = (name: SchoolProfileFieldName) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: SchoolProfileFieldName, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      error={errorOf(name)}
      {...inputKinds[name]}
      {...form.register(name)}
    />
  );

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          form.reset(fieldsOf(saved));
          setMessage({ tone: 'success', text: 'School profile saved' });
        },
        onError: (error) => {
          form.clearErrors();
          if (error instanceof ApiError)
            for (const name of schoolProfileFieldNames) {
              const problem = error.errors[name];
              if (problem) form.setError(name, { type: 'server', message: problem }, { shouldFocus: false });
            }
          setMessage({
            tone: 'error',
            text: error instanceof Error ? error.message : 'The school profile could not be saved',
          });
        },
      }),
    (found) => setMessage(found.root?.message ? { tone: 'error', text: found.root.message } : null),
  );

  return (
    <div className="space-y-6">
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      <SchoolLogoField />
      <form
        onSubmit={(event) => {
          setMessage(null);
          void submit(event);
        }}
        noValidate
        className="space-y-6 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">The school</legend>
          {field(
            'schoolName',
            'School name',
            'The sender of every email, and the name on invoices and the privacy page',
          )}
          {field(
            'legalName',
            'Legal name',
            'Only if invoices must also show a registered name, e.g. “… Ltd”',
          )}
          <TextAreaField label="Address" rows={3} error={errorOf('address')} {...form.register('address')} />
          {field('contactEmail', 'Contact email', 'Replies to the school’s emails come here')}
          {field('contactPhone', 'Contact phone')}
          {field('vatNumber', 'UK VAT number', 'e.g. GB123456789')}
          {field('trn', 'UAE TRN', '15 digits starting 100')}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Payments in pounds (GBP)</legend>
          {field('paymentInstructions.GBP.accountName', 'Account name (GBP)')}
          {field('paymentInstructions.GBP.sortCode', 'Sort code (GBP)', 'e.g. 12-34-56')}
          {field('paymentInstructions.GBP.accountNumber', 'Account number (GBP)')}
          {field('paymentInstructions.GBP.iban', 'IBAN (GBP)')}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Payments in dirhams (AED)</legend>
          {field('paymentInstructions.AED.accountName', 'Account name (AED)')}
          {field('paymentInstructions.AED.iban', 'IBAN (AED)')}
        </fieldset>
        <p className="text-sm text-slate-700">
          Families see these details under How to pay on each invoice. To let them pay online by card or
          Direct Debit, connect Stripe in{' '}
          <Link to={settingsPath('payments')} className="font-semibold text-brand-700 underline">
            Payments
          </Link>
          .
        </p>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Data protection</legend>
          {field('dataContactName', 'Data contact name', 'Shown on the public privacy page')}
          {field(
            'dataContactEmail',
            'Data contact email',
            'Where families ask for their data or its erasure; shown on the privacy page',
          )}
        </fieldset>
        <Button type="submit" busy={save.isPending}>
          Save profile
        </Button>
      </form>
    </div>
  );
}
