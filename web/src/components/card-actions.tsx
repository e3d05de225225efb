import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { MenuAction } from './actions-menu';
import { actionsMenuTrigger } from './actions-menu-trigger';

export type { MenuAction };

/** Radix's dropdown and popper (about 20 KB gzip) load after the cards, as the lessons' More actions do. */
const ActionsMenu = lazy(async () => ({ default: (await import('./actions-menu')).ActionsMenu }));

/** A card's footer: its one Actions menu on the right, or nothing when there is nothing to do. */
export function CardActions({ subject, actions }: { subject: string; actions: readonly MenuAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="flex justify-end">
      <Suspense
        fallback={
          <button type="button" className={actionsMenuTrigger} disabled aria-busy="true">
            <EllipsisVertical aria-hidden="true" className="size-4" />
            Actions<span className="sr-only"> for {subject}</span>
          </button>
        }
      >
        <ActionsMenu subject={subject} actions={actions} />
      </Suspense>
    </div>
  );
}
