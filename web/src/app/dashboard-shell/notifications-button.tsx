import { Tooltip } from 'radix-ui';
import { NotificationsBell } from './notifications-bell';

/** Spec §2: the header's notifications button, with a tooltip saying there are none. */
export function NotificationsButton() {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <NotificationsBell />
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
    </Tooltip.Provider>
  );
}
