import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { lessonStatuses, lessonStatusLabels } from '../../../../../shared/lesson-statuses';
import type { LessonTimezone } from '../../../../../shared/lesson-time';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { lessonMessages } from '../lesson-messages';
import { LessonPeopleFields } from './lesson-people-fields';
import { LessonReadOnlyDetails } from './lesson-read-only-details';
import { LessonRecurrenceFields } from './lesson-recurrence-fields';
import { LessonTimeFields } from './lesson-time-fields';
import { lessonFormResolver } from './lesson-form-resolver';
import {
  emptyLessonForm,
  lessonFormFromLesson,
  splitStart,
  startInstant,
  type LessonFormMode,
  type LessonFormValues,
} from './lesson-form-model';
import { useLessonFormOptions } from './use-lesson-form-options';
import { useSaveLesson } from './use-save-lesson';
import { useLessonPolicy } from './use-lesson-policy';

/**
 * A new booking starts in the school's default time zone (the lesson
 * policy), once it is read, unless the user already chose one.
 */
function useDefaultTimezone(form: ReturnType<typeof useForm<LessonFormValues>>, applies: boolean) {
  const policy = useLessonPolicy();
  const defaultTimezone = policy.data?.defaultTimezone;
  useEffect(() => {
    if (applies && defaultTimezone && !form.getFieldState('timezone').isDirty)
      form.setValue('timezone', defaultTimezone);
  }, [applies, defaultTimezone, form]);
}

export interface LessonFormProps {
  mode: LessonFormMode;
  /** The lesson being edited (modes `edit` and `limited`). */
  lesson?: Lesson;
  /** A start picked on the calendar, for a new booking. */
  initialStart?: string;
  initialTimezone?: LessonTimezone;
  onCancel: () => void;
  /** `start` is when the saved lesson (or series) begins, so the screen can show it. */
  onSaved: (message: string, start: Date) => void;
}

/**
 * The Book/Edit lesson modal's form. Admins get the whole form (and, when
 * booking, the recurring options); a teacher changes only status, notes and
 * meeting link, and sees the rest read-only.
 */
export function LessonForm({
  mode,
  lesson,
  initialStart,
  initialTimezone,
  onCancel,
  onSaved,
}: LessonFormProps) {
  const fullForm = mode !== 'limited';
  const resolver = useMemo(() => lessonFormResolver(mode), [mode]);
  const form = useForm<LessonFormValues>({
    resolver,
    defaultValues: lesson
      ? lessonFormFromLesson(lesson)
      : emptyLessonForm({ start: initialStart ?? '', timezone: initialTimezone ?? 'UAE' }),
  });
  const { errors } = form.formState;
  useDefaultTimezone(form, !lesson && !initialTimezone);
  const [start, timezone, studentId] = form.watch(['start', 'timezone', 'student']);
  const options = useLessonFormOptions({ fullForm, lesson, studentId });
  const { submit, failure, busy } = useSaveLesson({
    form,
    mode,
    lesson,
    subjectRequired: fullForm && options.subjectOptions.length > 0,
    onSaved,
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={mode === 'book' ? 'Book lesson' : 'Edit lesson'}
      className="space-y-5"
    >
      <ErrorSummary message={failure?.message ?? null} takeFocus={!failure?.fieldFocused} />
      {options.failed ? <Alert tone="error">{lessonMessages.loadFormData}</Alert> : null}

      {fullForm ? (
        <>
          <LessonPeopleFields form={form} options={options} studentId={studentId} />
          <LessonTimeFields form={form} instant={startInstant({ start, timezone })} timezone={timezone} />
          {mode === 'book' ? (
            <LessonRecurrenceFields form={form} startDate={splitStart(start)?.date} />
          ) : null}
        </>
      ) : lesson ? (
        <LessonReadOnlyDetails lesson={lesson} />
      ) : null}

      <SelectField
        label="Status"
        {...form.register('status')}
        options={optionsOf(lessonStatuses, lessonStatusLabels)}
      />
      <TextField
        label="Meeting Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
        error={errors.meetingLink?.message}
        {...form.register('meetingLink')}
      />
      <TextAreaField label="Notes" rows={3} error={errors.notes?.message} {...form.register('notes')} />

      <FormActions
        submitLabel={mode === 'book' ? 'Book Lesson' : 'Update Lesson'}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
