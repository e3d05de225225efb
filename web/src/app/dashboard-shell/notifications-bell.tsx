import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';

type NotificationsBellProps = ComponentProps<'button'> & {
  /** Unread notifications; no badge when 0 or not known yet. */
  unreadCount?: number;
};

/** The badge's text: the exact number up to 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's notifications button, with the unread count as a badge: the
 * popover's trigger, and its stand-in until the popover's code is loaded on
 * the first press (loaded-on-press.tsx).
 * The label says the count, since the badge alone is only seen.
 */
export function NotificationsBell({ unreadCount = 0, ...buttonProps }: NotificationsBellProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <button
      type="button"
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-800 disabled:text-slate-400 data-[state=open]:bg-slate-100"
      {...buttonProps}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {badgeText(unreadCount)}
        </span>
      )}
    </button>
  );
}
