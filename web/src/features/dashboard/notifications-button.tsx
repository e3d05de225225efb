import { Bell } from 'lucide-react';
import { Tooltip } from 'radix-ui';

/**
 * Spec §2: the header has a notifications button that does nothing yet.
 * aria-disabled rather than disabled keeps it focusable, so keyboard users
 * can reach the tooltip that says why.
 */
export function NotificationsButton() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label="Notifications"
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          className="flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <Bell aria-hidden="true" className="size-5" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={6}
          className="z-50 animate-fade-in rounded-control bg-slate-900 px-3 py-1.5 text-xs font-medium text-white shadow-raised"
        >
          No new notifications
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
