import { Lock, Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
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
  onDelete: () => void;
  onSeriesAction: (action: SeriesAction) => void;
}

/**
 * Spec §6: admins edit and delete (and act on the rest of a series); a
 * teacher edits its own lessons until they are completed. Edit stays one
 * click away; deleting sits in a menu, so the row stays narrow.
 */
export function LessonRowActions({
  lesson,
  lessonLabel,
  editAccess,
  canDelete,
  onEdit,
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
  return (
    <div className="flex justify-end gap-1">
      {editAccess === 'full' || editAccess === 'limited' ? (
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
