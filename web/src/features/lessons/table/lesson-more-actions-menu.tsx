import { Ban, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { SeriesAction } from '../lessons-api';
import { MoreActionsButton } from './more-actions-button';

const menuItem =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium outline-none select-none';
const destructiveItem = `${menuItem} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`;
const plainItem = `${menuItem} text-slate-700 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900`;

export interface LessonMoreActionsMenuProps {
  lessonLabel: string;
  /** A recurring lesson also offers to cancel or delete the rest of its series. */
  inSeries: boolean;
  onDelete: () => void;
  onSeriesAction: (action: SeriesAction) => void;
}

/** A lesson row's menu of deletions, kept out of the row so it stays narrow. */
export function LessonMoreActionsMenu({
  lessonLabel,
  inSeries,
  onDelete,
  onSeriesAction,
}: LessonMoreActionsMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <MoreActionsButton lessonLabel={lessonLabel} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 animate-pop-in rounded-card border border-slate-200 bg-white p-1.5 shadow-raised"
        >
          <DropdownMenu.Item className={destructiveItem} onSelect={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
          {inSeries ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-600">
                Recurring series
              </DropdownMenu.Label>
              <DropdownMenu.Item className={plainItem} onSelect={() => onSeriesAction('cancel')}>
                <Ban aria-hidden="true" className="size-4 text-slate-500" />
                Cancel this and following
              </DropdownMenu.Item>
              <DropdownMenu.Item className={destructiveItem} onSelect={() => onSeriesAction('delete')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete this and following
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
