import { EllipsisVertical } from 'lucide-react';
import type { ComponentProps } from 'react';

export const lessonActionButton =
  'relative inline-flex h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors';

type MoreActionsButtonProps = ComponentProps<'button'> & { lessonLabel: string };

/**
 * A lesson row's "More actions" button: the menu's trigger, and its disabled
 * stand-in while the menu is still loading.
 */
export function MoreActionsButton({ lessonLabel, ...buttonProps }: MoreActionsButtonProps) {
  return (
    <button
      type="button"
      className={`${lessonActionButton} text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100`}
      {...buttonProps}
    >
      <EllipsisVertical aria-hidden="true" className="size-4" />
      <span className="sr-only">More actions for {lessonLabel}</span>
    </button>
  );
}
