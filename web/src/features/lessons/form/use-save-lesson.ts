import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { applyServerFieldErrors } from '../../../api/apply-server-field-errors';
import { bookingFailure, lessonMessages, updateFailure } from '../lesson-messages';
import { useBookLesson, useBookRecurringLessons, useUpdateLesson } from '../lessons-api';
import {
  lessonCreateBody,
  lessonUpdateBody,
  recurringLessonBody,
  startInstant,
  type LessonFormMode,
  type LessonFormValues,
} from './lesson-form-model';

/** The fields the API may name in a refusal, each shown beside its input. */
const serverFields = [
  'student',
  'teacher',
  'subject',
  'meetingLink',
  'notes',
  'endDate',
  'daysOfWeek',
] as const;

/**
 * Sends the lesson form: a booking, a series or an edit, by mode. A refusal
 * puts the API's per-field messages beside their inputs and its message in
 * the form's summary (which takes focus unless a field did).
 */
export function useSaveLesson({
  form,
  mode,
  lesson,
  subjectRequired,
  onSaved,
}: {
  form: UseFormReturn<LessonFormValues>;
  mode: LessonFormMode;
  lesson?: Lesson;
  /** The chosen student has subjects: the lesson must be about one. */
  subjectRequired: boolean;
  onSaved: (message: string, start: Date) => void;
}) {
  const bookLesson = useBookLesson();
  const bookSeries = useBookRecurringLessons();
  const updateLesson = useUpdateLesson();
  const [failure, setFailure] = useState<{ message: string; fieldFocused: boolean } | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    if (subjectRequired && !values.subject) {
      form.setError('subject', { message: lessonMessages.subjectRequired }, { shouldFocus: true });
      return;
    }
    const begins = startInstant(values) ?? new Date();
    const onError = (error: unknown, message: string) => {
      const fieldFocused = applyServerFieldErrors(error, form.setError, serverFields);
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

  return {
    submit,
    failure,
    busy: bookLesson.isPending || bookSeries.isPending || updateLesson.isPending,
  };
}
