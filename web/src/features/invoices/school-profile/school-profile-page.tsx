import { useState, type FormEvent } from 'react';
import type {
  SchoolProfile,
  SchoolProfileUpdate,
} from '../../../../../shared/schemas/school-profile-schemas';
import { Alert } from '../../../components/alert';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { RetentionSection } from './retention-section';
import { SchoolLogoField } from './school-logo-field';
import { useSaveSchoolProfile, useSchoolProfile } from './school-profile-api';
import { PageTitle } from '../../../components/page-title';

type Fields = Record<string, string>;

const accountFields = ['accountName', 'sortCode', 'accountNumber', 'iban'] as const;

function fieldsOf(profile: SchoolProfile): Fields {
  const fields: Fields = {
    legalName: profile.legalName,
    address: profile.address,
    contactEmail: profile.contactEmail,
    contactPhone: profile.contactPhone,
    vatNumber: profile.vatNumber,
    trn: profile.trn,
    dataContactName: profile.dataContactName,
    dataContactEmail: profile.dataContactEmail,
  };
  for (const currency of ['GBP', 'AED'] as const)
    for (const name of accountFields)
      fields[`paymentInstructions.${currency}.${name}`] = profile.paymentInstructions[currency]?.[name] ?? '';
  return fields;
}

/** A currency's account is sent only when some of it is filled in; the server checks the rest. */
function bodyOf(fields: Fields): SchoolProfileUpdate {
  const account = (currency: 'GBP' | 'AED') => {
    const values = Object.fromEntries(
      accountFields.map((name) => [name, fields[`paymentInstructions.${currency}.${name}`]!.trim()]),
    ) as Record<(typeof accountFields)[number], string>;
    return Object.values(values).some(Boolean) ? values : undefined;
  };
  const gbp = account('GBP');
  const aed = account('AED');
  return {
    legalName: fields.legalName!,
    address: fields.address!,
    contactEmail: fields.contactEmail!,
    contactPhone: fields.contactPhone!,
    vatNumber: fields.vatNumber!,
    trn: fields.trn!,
    dataContactName: fields.dataContactName!,
    dataContactEmail: fields.dataContactEmail!,
    paymentInstructions: { ...(gbp ? { GBP: gbp } : {}), ...(aed ? { AED: aed } : {}) },
  };
}

/**
 * Settings → School profile (super_admin): what the school's invoices and
 * their PDFs say about it, with where families pay in each currency, and how
 * long the school keeps its records (issue 17).
 */
export function SchoolProfilePage() {
  const profile = useSchoolProfile();
  if (profile.isPending) return <PageSpinner label="Loading the school profile" />;
  if (profile.isError) return <Alert tone="error">The school profile could not be loaded.</Alert>;
  return <SchoolProfileForm profile={profile.data} />;
}

function SchoolProfileForm({ profile }: { profile: SchoolProfile }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveSchoolProfile();

  const field = (name: string, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={fields[name] ?? ''}
      error={errors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(bodyOf(fields), {
      onSuccess: (saved) => {
        setErrors({});
        setFields(fieldsOf(saved));
        setMessage('School profile saved');
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? { ...error.errors } : {});
        setMessage(error instanceof Error ? error.message : 'The school profile could not be saved');
      },
    });
  };

  return (
    <div className="space-y-6">
      <PageTitle>School profile · School Progress</PageTitle>
      <PageHeader
        title="School profile"
        description="What your invoices and their PDFs say about the school."
      />
      <div aria-live="polite">
        {message ? <Alert tone={save.isError ? 'error' : 'success'}>{message}</Alert> : null}
      </div>
      <SchoolLogoField />
      <form
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">The school</legend>
          {field('legalName', 'Legal name')}
          <TextAreaField
            label="Address"
            rows={3}
            value={fields.address ?? ''}
            error={errors.address}
            onChange={(event) => setFields({ ...fields, address: event.target.value })}
          />
          {field('contactEmail', 'Contact email')}
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
      <RetentionSection />
    </div>
  );
}
