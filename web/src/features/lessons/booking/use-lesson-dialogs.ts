import { useRef, useState } from 'react';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import type { PublicUser } from '../../../../../shared/schemas/user-schemas';
import { messageOf } from '../../../api/api-error';
import { deletionFailure, lessonMessages, updateFailure } from '../lesson-messages';
import { lessonEditAccess } from '../lesson-permissions';
import { useDeleteLesson, useSeriesAction, useUpdateLesson, type SeriesAction } from '../lessons-api';
import { seriesDoneMessage, type LessonDialog } from './lesson-dialog';

/**
 * The lesson page's dialogs: which one is open, and the changes its
 * confirmations make (delete, mark completed, act on the rest of a series).
 * A change that succeeds closes its dialog and is announced; one that fails
 * keeps the dialog open with the reason.
 */
export function useLessonDialogs(user: PublicUser | null, announce: (message: string) => void) {
  const [dialog, setDialog] = useState<LessonDialog>({ kind: 'none' });
  const [actionError, setActionError] = useState<string | null>(null);
  // Set when the lesson whose row had focus is gone: focus goes to the page heading instead.
  const focusHeadingOnClose = useRef(false);
  const deleteLesson = useDeleteLesson();
  const seriesAction = useSeriesAction();
  const completeLesson = useUpdateLesson();

  const close = () => {
    setDialog({ kind: 'none' });
    setActionError(null);
  };

  const openEdit = (lesson: Lesson) => {
    if (!user) return;
    const access = lessonEditAccess(user, lesson);
    if (access === 'full' || access === 'limited')
      setDialog({ kind: 'form', mode: access === 'full' ? 'edit' : 'limited', lesson });
  };

  const confirmDelete = (lesson: Lesson) => {
    setActionError(null);
    deleteLesson.mutate(lesson._id, {
      onSuccess: () => {
        focusHeadingOnClose.current = true;
        close();
        announce(lessonMessages.deleted);
      },
      onError: (error) => setActionError(deletionFailure(error)),
    });
  };

  const confirmComplete = (lesson: Lesson) => {
    setActionError(null);
    completeLesson.mutate(
      { id: lesson._id, body: { status: 'completed' } },
      {
        onSuccess: () => {
          close();
          announce(lessonMessages.markedCompleted);
        },
        onError: (error) => setActionError(updateFailure(error)),
      },
    );
  };

  const confirmSeries = (lesson: Lesson, action: SeriesAction) => {
    if (!lesson.recurringLessonId) return;
    setActionError(null);
    seriesAction.mutate(
      { action, recurringLessonId: lesson.recurringLessonId, fromLessonId: lesson._id },
      {
        onSuccess: ({ lessonIds }) => {
          close();
          announce(seriesDoneMessage(action, lessonIds.length));
        },
        onError: (error) => setActionError(messageOf(error, 'Please try again.')),
      },
    );
  };

  return {
    dialog,
    open: setDialog,
    close,
    openEdit,
    actionError,
    focusHeadingOnClose,
    confirmDelete,
    confirmComplete,
    confirmSeries,
    deleting: deleteLesson.isPending,
    completing: completeLesson.isPending,
    actingOnSeries: seriesAction.isPending,
  };
}

export type LessonDialogs = ReturnType<typeof useLessonDialogs>;
