import { Ban, EllipsisVertical, Lock, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { lessonMessages } from './lesson-messages';
import type { LessonEditAccess } from './lesson-permissions';
import type { SeriesAction } from './lessons-api';

const actionButton =
  'relative inline-flex h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors';

const menuItem =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium outline-none select-none';

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
          className={`${actionButton} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> lesson: {lessonLabel}</span>
        </button>
      ) : null}
      {canDelete ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            className={`${actionButton} text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100`}
          >
            <EllipsisVertical aria-hidden="true" className="size-4" />
            <span className="sr-only">More actions for {lessonLabel}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 w-64 animate-pop-in rounded-card border border-slate-200 bg-white p-1.5 shadow-raised"
            >
              <DropdownMenu.Item
                className={`${menuItem} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
                onSelect={onDelete}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </DropdownMenu.Item>
              {inSeries ? (
                <>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-600">
                    Recurring series
                  </DropdownMenu.Label>
                  <DropdownMenu.Item
                    className={`${menuItem} text-slate-700 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900`}
                    onSelect={() => onSeriesAction('cancel')}
                  >
                    <Ban aria-hidden="true" className="size-4 text-slate-500" />
                    Cancel this and following
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className={`${menuItem} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
                    onSelect={() => onSeriesAction('delete')}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete this and following
                  </DropdownMenu.Item>
                </>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </div>
  );
}
