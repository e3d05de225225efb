import { Popover } from 'radix-ui';
import { useState } from 'react';
import { NotificationsBell } from './notifications-bell';
import { unreadCountOf, useNotifications } from './notifications-api';
import { NotificationsPanel } from './notifications-panel';

/**
 * The header's bell (issue 15): the unread count, read again every minute and
 * when the window regains focus, and the list in a popover, a panel as wide
 * as the screen on a phone. Escape closes it and gives focus back to the bell.
 */
export function NotificationsButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const notifications = useNotifications();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <NotificationsBell unreadCount={unreadCountOf(notifications.data)} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={{ top: 8, bottom: 8 }}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-screen animate-pop-in flex-col border-y border-slate-200 bg-white shadow-raised sm:w-96 sm:rounded-card sm:border"
        >
          <NotificationsPanel notifications={notifications} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
