import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { currencies } from '../../../../../shared/invoices/money';
import type { RateScope } from '../../../../../shared/invoices/lesson-rates';
import type { PublicUser } from '../../../../../shared/schemas/user-schemas';
import { messageOf } from '../../../api/api-error';
import { useSubjects } from '../../../api/curriculum-api';
import { fetchAllPages } from '../../../api/fetch-all-pages';
import { queryKeyOf } from '../../../api/query-keys';
import { useStudentList } from '../../../api/student-list-query';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { sortByName } from '../../../lib/sort-by-name';
import { useInvoiceSettings, useUpdateInvoiceSettings } from './invoice-settings-api';
import {
  newRateRow,
  rateScopeTitles,
  rateScopes,
  ratesFormFrom,
  ratesFormSchema,
  type RatesForm,
} from './rates-editor-model';

type Output = z.output<typeof ratesFormSchema>;

function useTeacherChoices() {
  return useQuery({
    queryKey: queryKeyOf('users.list', 'teacher'),
    queryFn: async ({ signal }) =>
      sortByName(
        (await fetchAllPages('users.list', { query: { role: 'teacher' }, signal })).filter(
          (user): user is PublicUser => 'role' in user && user.role === 'teacher',
        ),
      ),
  });
}

/**
 * Rates (docs/invoice-lines.md#rates): hourly rates per student, teacher and
 * subject overriding the default; generation bills the most specific. Its own
 * form and Save, so a settings page can host it beside the other settings:
 * it saves the settings as they are with the new `rates`.
 */
export function RatesEditor() {
  const settings = useInvoiceSettings(true);
  const save = useUpdateInvoiceSettings();
  const subjects = useSubjects();
  const students = useStudentList();
  const teachers = useTeacherChoices();
  const form = useForm<RatesForm, unknown, Output>({
    resolver: zodResolver(ratesFormSchema),
    defaultValues: { subjects: [], teachers: [], students: [] },
  });
  const loaded = settings.data?.rates;
  useEffect(() => {
    if (loaded) form.reset(ratesFormFrom(loaded));
  }, [loaded, form]);

  const options: Record<RateScope, SelectOption[]> = {
    subjects: (subjects.data ?? []).map((subject) => ({ value: subject._id, label: subject.name })),
    teachers: (teachers.data ?? []).map((teacher) => ({ value: teacher._id, label: teacher.name })),
    students: (students.data ?? []).map((student) => ({ value: student._id, label: student.name })),
  };

  if (settings.isPending) return <p className="text-sm text-slate-600">Loading rates…</p>;
  if (settings.isError)
    return (
      <Alert tone="error">
        {messageOf(settings.error, 'The rates could not be loaded. Please try again.')}
      </Alert>
    );

  const submit = form.handleSubmit((rates) => {
    save.mutate({ ...settings.data, rates });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5"
      aria-labelledby="rates-title"
    >
      <div>
        <h2 id="rates-title" className="text-lg font-semibold text-slate-900">
          Rates
        </h2>
        <p className="text-sm text-slate-600">
          Hourly rates that replace the default. A lesson is billed at the student’s rate, else the teacher’s,
          else the subject’s, else the default; invoices already generated keep theirs.
        </p>
      </div>
      {save.isError ? (
        <Alert tone="error">{messageOf(save.error, 'The rates could not be saved.')}</Alert>
      ) : null}
      {save.isSuccess && !form.formState.isDirty ? <Alert tone="success">Rates saved</Alert> : null}
      {rateScopes.map((scope) => (
        <RateScopeFieldset key={scope} scope={scope} form={form} options={options[scope]} />
      ))}
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending}>
          Save rates
        </Button>
      </div>
    </form>
  );
}

function RateScopeFieldset({
  scope,
  form,
  options,
}: {
  scope: RateScope;
  form: UseFormReturn<RatesForm, unknown, Output>;
  options: SelectOption[];
}) {
  const rows = useFieldArray({ control: form.control, name: scope });
  const { title, noun, hint } = rateScopeTitles[scope];
  const errors = form.formState.errors[scope];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      {rows.fields.length === 0 ? <p className="text-sm text-slate-600">None.</p> : null}
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-card border border-slate-200 p-3 sm:grid-cols-[1fr_7rem_8rem_auto] sm:items-end"
          >
            <SelectField
              label={`${title.replace(' rates', '')} ${index + 1}`}
              error={errors?.[index]?.id?.message}
              {...form.register(`${scope}.${index}.id`)}
            >
              <option value="">{`Choose a ${noun}`}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Currency"
              options={currencies.map((value) => ({ value, label: value }))}
              {...form.register(`${scope}.${index}.currency`)}
            />
            <TextField
              label="Hourly rate"
              inputMode="decimal"
              error={errors?.[index]?.hourlyRate?.message}
              {...form.register(`${scope}.${index}.hourlyRate`)}
            />
            <Button variant="secondary" size="sm" onClick={() => rows.remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{`Remove ${noun} rate ${index + 1}`}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => rows.append(newRateRow())}>
        <Plus aria-hidden="true" className="size-4" />
        {`Add ${noun} rate`}
      </Button>
    </fieldset>
  );
}
