import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The header's notifications button (spec §2: it does nothing yet), and its
 * stand-in while the tooltip that explains it is still loading.
 * aria-disabled rather than disabled keeps it focusable, so keyboard users
 * can reach the tooltip that says why.
 */
export function NotificationsBell(buttonProps: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Notifications"
      aria-disabled="true"
      className="flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      {...buttonProps}
      onClick={(event) => {
        // It does nothing yet; the tooltip's own handler still runs.
        event.preventDefault();
        buttonProps.onClick?.(event);
      }}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
