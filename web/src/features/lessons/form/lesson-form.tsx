import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { timezoneLabelsOn, lessonTimezones, type LessonTimezone } from '../../../../../shared/lesson-time';
import { lessonStatuses, lessonStatusLabels } from '../../../../../shared/lesson-statuses';
import { recurrencePatterns } from '../../../../../shared/recurrence';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { Alert } from '../../../components/alert';
import { CheckboxField } from '../../../components/checkbox-field';
import { ErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { applyServerFieldErrors } from '../../../api/apply-server-field-errors';
import { useSubjects } from '../../../api/curriculum-api';
import {
  dayOptions,
  emptyLessonForm,
  lessonCreateBody,
  lessonFormFromLesson,
  lessonUpdateBody,
  recurringLessonBody,
  splitStart,
  startInstant,
  validateLessonForm,
  weekdayOf,
  type LessonFormMode,
  type LessonFormValues,
} from './lesson-form-model';
import { bookingFailure, lessonMessages, updateFailure } from '../lesson-messages';
import { bothClocksText, lessonDateText, otherClockText } from '../../../lib/lesson-time-format';
import {
  useBookLesson,
  useBookRecurringLessons,
  useStudentOptions,
  useTeacherOptions,
  useUpdateLesson,
  type PersonOption,
} from '../lessons-api';

const patternLabels = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

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

function resolverFor(mode: LessonFormMode): Resolver<LessonFormValues> {
  return (values) => {
    const found = validateLessonForm(values, mode);
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<LessonFormValues>;
    return { values: {}, errors };
  };
}

/** The current choice stays selectable even when the list lacks it (a student removed meanwhile). */
function withCurrent(options: readonly PersonOption[], current: PersonOption | undefined): PersonOption[] {
  if (!current || options.some((option) => option._id === current._id)) return [...options];
  return [current, ...options];
}

/**
 * Spec §2 Book/Edit lesson modal. Admins get the whole form (and, when
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
  const students = useStudentOptions(fullForm);
  const teachers = useTeacherOptions(fullForm);
  const subjects = useSubjects();
  const bookLesson = useBookLesson();
  const bookSeries = useBookRecurringLessons();
  const updateLesson = useUpdateLesson();
  const [failure, setFailure] = useState<{ message: string; fieldFocused: boolean } | null>(null);

  const resolver = useMemo(() => resolverFor(mode), [mode]);
  const form = useForm<LessonFormValues>({
    resolver,
    defaultValues: lesson
      ? lessonFormFromLesson(lesson)
      : emptyLessonForm({ start: initialStart ?? '', timezone: initialTimezone ?? 'UAE' }),
  });
  const { errors } = form.formState;
  const [start, timezone, isRecurring, pattern, studentId] = form.watch([
    'start',
    'timezone',
    'isRecurring',
    'recurrencePattern',
    'student',
  ]);
  const instant = startInstant({ start, timezone });
  const startDate = splitStart(start)?.date;

  const studentOptions = withCurrent(students.data ?? [], lesson?.student);
  const teacherOptions = withCurrent(teachers.data ?? [], lesson?.teacher);
  // The chosen student's subjects, by name: a lesson is about one of them (required when there are any).
  const allocated = studentOptions.find((student) => student._id === studentId)?.subjects ?? [];
  const subjectOptions = (subjects.data ?? []).filter((subject) => allocated.includes(subject._id));
  const formDataFailed = fullForm && (students.isError || teachers.isError);
  const busy = bookLesson.isPending || bookSeries.isPending || updateLesson.isPending;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    if (fullForm && subjectOptions.length > 0 && !values.subject) {
      form.setError('subject', { message: lessonMessages.subjectRequired }, { shouldFocus: true });
      return;
    }
    const begins = startInstant(values) ?? new Date();
    const onError = (error: unknown, message: string) => {
      const fieldFocused = applyServerFieldErrors(error, form.setError, [
        'student',
        'teacher',
        'subject',
        'meetingLink',
        'notes',
        'endDate',
        'daysOfWeek',
      ]);
      setFailure({ message, fieldFocused });
    };
    if (mode === 'book' && values.isRecurring) {
      bookSeries.mutate(recurringLessonBody(values), {
        onSuccess: (series) => {
          const first = series.lessons[0];
          onSaved(lessonMessages.recurringBooked, first ? new Date(first.startTime) : begins);
        },
        onError: (error) => onError(error, bookingFailure(error)),
      });
    } else if (mode === 'book') {
      bookLesson.mutate(lessonCreateBody(values), {
        onSuccess: (booked) => onSaved(lessonMessages.booked, new Date(booked.startTime)),
        onError: (error) => onError(error, bookingFailure(error)),
      });
    } else if (lesson) {
      updateLesson.mutate(
        { id: lesson._id, body: lessonUpdateBody(values, mode) },
        {
          onSuccess: (updated) => onSaved(lessonMessages.updated, new Date(updated.startTime)),
          onError: (error) => onError(error, updateFailure(error)),
        },
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={mode === 'book' ? 'Book lesson' : 'Edit lesson'}
      className="space-y-5"
    >
      <ErrorSummary message={failure?.message ?? null} takeFocus={!failure?.fieldFocused} />
      {formDataFailed ? <Alert tone="error">{lessonMessages.loadFormData}</Alert> : null}

      {fullForm ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Student"
              disabled={students.isPending}
              error={errors.student?.message}
              {...form.register('student')}
              options={studentOptions.map((student) => ({ value: student._id, label: student.name }))}
            >
              <option value="">{students.isPending ? 'Loading students...' : 'Select a student'}</option>
            </SelectField>
            <SelectField
              label="Teacher"
              disabled={teachers.isPending}
              error={errors.teacher?.message}
              {...form.register('teacher')}
              options={teacherOptions.map((teacher) => ({
                value: teacher._id,
                label: teacher.email ? `${teacher.name} (${teacher.email})` : teacher.name,
              }))}
            >
              <option value="">{teachers.isPending ? 'Loading teachers...' : 'Select a teacher'}</option>
            </SelectField>
          </div>
          <SelectField
            label="Subject"
            disabled={!studentId || subjectOptions.length === 0}
            error={errors.subject?.message}
            {...form.register('subject')}
            options={subjectOptions.map((subject) => ({ value: subject._id, label: subject.name }))}
          >
            <option value="">
              {!studentId
                ? 'Select a student first'
                : subjectOptions.length === 0
                  ? lessonMessages.noStudentSubjects
                  : 'Select a subject'}
            </option>
          </SelectField>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Lesson Date & Time"
              type="datetime-local"
              step={900}
              hint={lessonMessages.durationHint}
              error={errors.start?.message}
              {...form.register('start')}
            />
            <SelectField
              label="Timezone"
              hint="The clock the time is in."
              {...form.register('timezone')}
              options={optionsOf(lessonTimezones, timezoneLabelsOn(instant))}
            />
          </div>
          <p aria-live="polite" className="-mt-2 flex items-center gap-2 text-sm text-slate-700">
            {instant ? (
              <>
                <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {otherClockText(instant, timezone)}
              </>
            ) : null}
          </p>
          {mode === 'book' ? (
            <fieldset className="space-y-4 rounded-control border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">Recurring options</legend>
              <Controller
                control={form.control}
                name="isRecurring"
                render={({ field }) => (
                  <CheckboxField
                    label="Recurring lesson"
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      // A weekly series starts on the lesson's own weekday unless days were chosen.
                      if (event.target.checked && startDate && form.getValues('daysOfWeek').length === 0)
                        form.setValue('daysOfWeek', [String(weekdayOf(startDate))]);
                    }}
                    ref={field.ref}
                  />
                )}
              />
              {isRecurring ? (
                <>
                  <SelectField
                    label="Repeats"
                    {...form.register('recurrencePattern')}
                    options={optionsOf(recurrencePatterns, patternLabels)}
                  />
                  {pattern === 'weekly' ? (
                    <Controller
                      control={form.control}
                      name="daysOfWeek"
                      render={({ field }) => (
                        <fieldset aria-describedby={errors.daysOfWeek ? 'lesson-days-error' : undefined}>
                          <legend className="text-sm font-semibold text-slate-800">Days of the week</legend>
                          {errors.daysOfWeek?.message ? (
                            <p id="lesson-days-error" className="mt-1 text-sm font-semibold text-red-700">
                              <span className="sr-only">Error: </span>
                              {errors.daysOfWeek.message}
                            </p>
                          ) : null}
                          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
                            {dayOptions.map((day, index) => (
                              <CheckboxField
                                key={day.value}
                                label={day.label}
                                aria-label={day.name}
                                ref={index === 0 ? field.ref : undefined}
                                checked={field.value.includes(day.value)}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...field.value, day.value]
                                      : field.value.filter((value) => value !== day.value),
                                  )
                                }
                              />
                            ))}
                          </div>
                        </fieldset>
                      )}
                    />
                  ) : null}
                  <TextField
                    label="End Date"
                    type="date"
                    min={startDate}
                    hint="The last day a lesson may fall on."
                    error={errors.endDate?.message}
                    {...form.register('endDate')}
                  />
                </>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : lesson ? (
        <dl className="grid gap-x-4 gap-y-3 rounded-control border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <ReadOnly term="Student" value={lesson.student.name} />
          <ReadOnly term="Teacher" value={lesson.teacher.name} />
          <ReadOnly
            term="Lesson Date & Time"
            value={`${lessonDateText(lesson)}, ${bothClocksText(lesson)}`}
          />
          <ReadOnly term="Timezone" value={timezoneLabelsOn(new Date(lesson.startTime))[lesson.timezone]} />
        </dl>
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

function ReadOnly({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}
