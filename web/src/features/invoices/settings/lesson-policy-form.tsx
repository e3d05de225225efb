import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { attendanceLabels, attendanceValues } from '../../../../../shared/lessons/lesson-attendance';
import { lessonTimezones, lessonTimezoneLabels } from '../../../../../shared/lesson-time';
import type { LessonPolicy } from '../../../../../shared/schemas/lesson-policy-schemas';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { RetryAlert } from '../../../components/retry-alert';
import { optionsOf, SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { failureText } from '../invoice-management-messages';
import { parsePolicyForm, policyFormFrom, type LessonPolicyForm } from './lesson-policy-model';

const policyKey = queryKeyOf('lessons.policy');

const chargeLabels = {
  none: 'Nothing',
  percent: 'A percentage of the lesson',
  full: 'The full lesson',
} as const;

/** Mounted each time the dialog opens: the form starts from what the server holds now. */
export function LessonPolicyBody({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const policy = useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) => callApi('lessons.policy', { signal }),
  });
  if (policy.data && policy.isFetchedAfterMount)
    return <PolicyForm policy={policy.data} onCancel={onCancel} onSaved={onSaved} />;
  if (policy.isError)
    return (
      <RetryAlert
        message={failureText('Failed to load the lesson policy', policy.error)}
        onRetry={() => void policy.refetch()}
        retrying={policy.isFetching}
      />
    );
  return (
    <div className="flex justify-center py-8 text-brand-700">
      <Spinner size="lg" label="Loading the lesson policy" />
    </div>
  );
}

const resolver: Resolver<LessonPolicyForm, unknown, LessonPolicy> = (values) => {
  const parsed = parsePolicyForm(values);
  if (!parsed.errors) return { values: parsed.policy, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<LessonPolicyForm>;
  return { values: {}, errors };
};

function PolicyForm({
  policy,
  onCancel,
  onSaved,
}: {
  policy: LessonPolicy;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (body: LessonPolicy) => callApi('lessons.updatePolicy', { body }),
    onSuccess: (saved) => client.setQueryData(policyKey, saved),
  });
  const form = useForm<LessonPolicyForm, unknown, LessonPolicy>({
    resolver,
    defaultValues: policyFormFrom(policy),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const charge = useWatch({ control: form.control, name: 'charge' });
  const [failure, setFailure] = useState<string | null>(null);
  const whole = { type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const;
  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => setFailure(failureText('Failed to save the lesson policy', error)),
    }),
  );

  return (
    <form
      noValidate
      aria-label="Lesson policy"
      className="space-y-5"
      onSubmit={(event) => {
        setFailure(null);
        void save(event);
      }}
    >
      <ErrorSummary message={failure} />
      <SelectField
        label="Default time zone"
        hint="New bookings start in this time zone."
        {...form.register('defaultTimezone')}
        options={optionsOf(lessonTimezones, lessonTimezoneLabels)}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Billable attendance</legend>
        <p className="text-sm text-slate-600">
          Generated invoices bill lessons with these attendances (and lessons with none recorded).
        </p>
        <div className="grid gap-1 sm:grid-cols-2">
          {attendanceValues.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-900 sm:min-h-0">
              <input
                type="checkbox"
                value={value}
                className="size-4.5 accent-brand-700"
                {...form.register('billableAttendance')}
              />
              {attendanceLabels[value]}
            </label>
          ))}
        </div>
        {errors.billableAttendance?.message ? (
          <p className="text-sm text-red-700">{errors.billableAttendance.message}</p>
        ) : null}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Cancellations</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Notice period (hours)"
            hint="Cancelled earlier than this before the lesson: free."
            {...whole}
            {...form.register('noticeHours')}
            error={errors.noticeHours?.message}
          />
          <TextField
            label="Make-up credits last (days)"
            {...whole}
            {...form.register('makeUpExpiryDays')}
            error={errors.makeUpExpiryDays?.message}
          />
          <SelectField
            label="A late cancellation costs"
            {...form.register('charge')}
            options={optionsOf(['none', 'percent', 'full'] as const, chargeLabels)}
          />
          {charge === 'percent' ? (
            <TextField
              label="Percentage charged (%)"
              {...whole}
              max="100"
              {...form.register('percent')}
              error={errors.percent?.message}
            />
          ) : null}
        </div>
      </fieldset>
      <FormActions submitLabel="Save policy" busy={update.isPending} onCancel={onCancel} />
    </form>
  );
}
