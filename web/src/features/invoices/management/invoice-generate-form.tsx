import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import { currencies } from '../../../../../shared/invoices/money';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { invoicePath } from '../../../screens';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  dateRangeTypes,
  emptyGenerateForm,
  generateFailure,
  validateGenerateForm,
  type GenerateFailure,
  type GenerateInvoiceForm,
} from './generate-invoice-model';
import { useGenerateInvoice, type StudentOption } from './invoice-management-api';
import { invoiceManagementMessages } from '../invoice-management-messages';

export interface GenerateInvoiceFormProps {
  students: readonly StudentOption[];
  studentsLoading: boolean;
  studentsFailed: boolean;
  /** The new draft, to open in the editor. */
  onGenerated: (invoice: Invoice) => void;
  onCancel: () => void;
}

const resolver: Resolver<GenerateInvoiceForm> = (values) => {
  const found = Object.entries(validateGenerateForm(values));
  if (found.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    found.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<GenerateInvoiceForm>;
  return { values: {}, errors };
};

export function GenerateInvoiceForm({
  students,
  studentsLoading,
  studentsFailed,
  onGenerated,
  onCancel,
}: GenerateInvoiceFormProps) {
  const generate = useGenerateInvoice();
  const [failure, setFailure] = useState<GenerateFailure | null>(null);
  const form = useForm<GenerateInvoiceForm>({ resolver, defaultValues: emptyGenerateForm() });
  const { errors } = form.formState;
  const [dateRangeType, startDate] = form.watch(['dateRangeType', 'startDate']);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    generate.mutate(values, {
      onSuccess: onGenerated,
      onError: (error) => setFailure(generateFailure(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Generate invoice" className="space-y-5">
      <ErrorSummary message={failure?.message ?? null} title="The invoice was not generated" />
      {failure?.existing ? (
        <p className="-mt-2 text-sm">
          <Link
            to={invoicePath(failure.existing._id)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Open invoice {failure.existing.invoiceNumber}
          </Link>
        </p>
      ) : null}
      {studentsFailed ? <Alert tone="error">{invoiceManagementMessages.loadStudentsFailed}</Alert> : null}

      <SelectField
        label="Student"
        disabled={studentsLoading}
        error={errors.studentId?.message}
        {...form.register('studentId')}
        options={students.map((student) => ({
          value: student._id,
          label: student.grade ? `${student.name} (${student.grade})` : student.name,
        }))}
      >
        <option value="">{studentsLoading ? 'Loading students...' : 'Select a student'}</option>
      </SelectField>

      <SelectField
        label="Date Range Type"
        error={errors.dateRangeType?.message}
        {...form.register('dateRangeType')}
        options={dateRangeTypes}
      />

      {dateRangeType === 'custom' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Start Date"
            type="date"
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            label="End Date"
            type="date"
            min={startDate || undefined}
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Month"
            error={errors.month?.message}
            {...form.register('month')}
            options={monthNames.map((name, index) => ({ value: index + 1, label: name }))}
          >
            <option value="">Select a month</option>
          </SelectField>
          <SelectField
            label="Year"
            error={errors.year?.message}
            {...form.register('year')}
            options={optionsOf(invoicePeriodYears())}
          >
            <option value="">Select a year</option>
          </SelectField>
        </div>
      )}

      <SelectField
        label="Currency"
        error={errors.currency?.message}
        {...form.register('currency')}
        options={optionsOf(currencies)}
      >
        <option value="">Select a currency</option>
      </SelectField>

      <FormActions
        submitLabel={generate.isPending ? 'Generating…' : 'Generate Invoice'}
        busy={generate.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
