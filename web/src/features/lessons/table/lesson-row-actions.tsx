import { CircleCheck, Lock, Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { hasStarted } from '../../../../../shared/lessons/lesson-attendance';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { lessonMessages } from '../lesson-messages';
import type { LessonEditAccess } from '../lesson-permissions';
import type { SeriesAction } from '../lessons-api';
import { lessonActionButton, MoreActionsButton } from './more-actions-button';

/**
 * Radix's dropdown menu and popper (about 20 KB gzip) load just after the
 * table, behind a disabled look-alike of the button; only staff have it.
 */
const LessonMoreActionsMenu = lazy(async () => ({
  default: (await import('./lesson-more-actions-menu')).LessonMoreActionsMenu,
}));

export interface LessonRowActionsProps {
  lesson: Lesson;
  /** Who and when, so each button names its row to a screen reader ('Edit lesson: Amira Khan, Tue 13 Oct'). */
  lessonLabel: string;
  editAccess: LessonEditAccess;
  canDelete: boolean;
  onEdit: () => void;
  /** Asks to mark the lesson completed (a confirmation follows: two taps in all). */
  onComplete: () => void;
  onDelete: () => void;
  onSeriesAction: (action: SeriesAction) => void;
}

/**
 * What the API allows: admins edit and delete (and act on the rest of a series); a
 * teacher edits its own lessons until they are completed. Edit stays one
 * click away, and so is marking a lesson completed; deleting sits in a
 * menu, so the row stays narrow.
 */
export function LessonRowActions({
  lesson,
  lessonLabel,
  editAccess,
  canDelete,
  onEdit,
  onComplete,
  onDelete,
  onSeriesAction,
}: LessonRowActionsProps) {
  if (editAccess === 'locked') {
    return (
      <span className="inline-flex max-w-48 items-center gap-1.5 text-sm text-slate-600">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {lessonMessages.completedLocked}
      </span>
    );
  }
  const inSeries = lesson.isRecurring && Boolean(lesson.recurringLessonId);
  const editable = editAccess === 'full' || editAccess === 'limited';
  // A lesson under way or over, still pending or confirmed, can be marked done without opening the form;
  // one that has not started cannot (the API answers 409, docs/lesson-policy.md#attendance).
  const completable =
    editable &&
    (lesson.status === 'pending' || lesson.status === 'confirmed') &&
    hasStarted(lesson.startTime, new Date());
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {completable ? (
        <button
          type="button"
          onClick={onComplete}
          className={`${lessonActionButton} text-emerald-800 hover:bg-emerald-50 hover:text-emerald-900`}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          Complete<span className="sr-only"> lesson: {lessonLabel}</span>
        </button>
      ) : null}
      {editable ? (
        <button
          type="button"
          onClick={onEdit}
          className={`${lessonActionButton} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> lesson: {lessonLabel}</span>
        </button>
      ) : null}
      {canDelete ? (
        <Suspense fallback={<MoreActionsButton lessonLabel={lessonLabel} disabled aria-busy="true" />}>
          <LessonMoreActionsMenu
            lessonLabel={lessonLabel}
            inSeries={inSeries}
            onDelete={onDelete}
            onSeriesAction={onSeriesAction}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
