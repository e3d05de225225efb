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
import { LessonMakeUpCredit } from './lesson-make-up-credit';
import { useLessonFormOptions, type LessonFormOptions } from './use-lesson-form-options';
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

/**
 * A student or teacher given before the lists arrive (a make-up's student, a teacher's column) was
 * not yet an option of its native select, which showed the placeholder: once its option is there,
 * the form's value is given to the select again.
 */
function useSelectsFollowOptions(
  form: ReturnType<typeof useForm<LessonFormValues>>,
  options: LessonFormOptions,
) {
  const [student, teacher] = form.watch(['student', 'teacher']);
  const studentListed = options.studentOptions.some((option) => option._id === student);
  const teacherListed = options.teacherOptions.some((option) => option._id === teacher);
  useEffect(() => {
    if (studentListed) form.setValue('student', form.getValues('student'));
  }, [form, studentListed]);
  useEffect(() => {
    if (teacherListed) form.setValue('teacher', form.getValues('teacher'));
  }, [form, teacherListed]);
}

export interface LessonFormProps {
  mode: LessonFormMode;
  /** The lesson being edited (modes `edit` and `limited`). */
  lesson?: Lesson;
  /** A start picked on the calendar, for a new booking. */
  initialStart?: string;
  initialTimezone?: LessonTimezone;
  /** A teacher's column picked on the day by teacher, for a new booking. */
  initialTeacher?: string;
  /** A make-up lesson: the student and the credit it uses. */
  makeUp?: { studentId: string; creditId: string };
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
  initialTeacher,
  makeUp,
  onCancel,
  onSaved,
}: LessonFormProps) {
  const fullForm = mode !== 'limited';
  const resolver = useMemo(() => lessonFormResolver(mode), [mode]);
  const form = useForm<LessonFormValues>({
    resolver,
    defaultValues: lesson
      ? lessonFormFromLesson(lesson)
      : emptyLessonForm({
          start: initialStart ?? '',
          timezone: initialTimezone ?? 'UAE',
          teacher: initialTeacher ?? '',
          student: makeUp?.studentId ?? '',
          makeUpCreditId: makeUp?.creditId ?? '',
        }),
  });
  const { errors } = form.formState;
  useDefaultTimezone(form, !lesson && !initialTimezone);
  const [start, timezone, studentId] = form.watch(['start', 'timezone', 'student']);
  const options = useLessonFormOptions({ fullForm, lesson, studentId });
  useSelectsFollowOptions(form, options);
  const makeUpCreditId = form.watch('makeUpCreditId');
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
          {makeUp ? (
            <LessonMakeUpCredit
              form={form}
              studentId={studentId}
              creditStudentId={makeUp.studentId}
              subjectIds={options.subjectOptions.map((subject) => subject._id)}
            />
          ) : null}
          <LessonTimeFields form={form} instant={startInstant({ start, timezone })} timezone={timezone} />
          {/* A credit makes up one lesson: a make-up is never a series. */}
          {mode === 'book' && !makeUpCreditId ? (
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
