import type { ComponentProps } from 'react';
import { usePainted } from '../../components/use-painted';
import { NotificationsBell } from './notifications-bell';
import { unreadCountOf, useNotifications } from './notifications-api';

/**
 * The header's bell before its popover has loaded, with the unread count it
 * reads itself once the page has painted (the page's own reads go first). A
 * component of its own, so that the paint and the count's answer draw the
 * bell again, not the header and the page under it.
 */
export function UnreadNotificationsBell(buttonProps: ComponentProps<'button'>) {
  const unreadCount = unreadCountOf(useNotifications({ enabled: usePainted() }).data);
  return <NotificationsBell unreadCount={unreadCount} {...buttonProps} />;
}
