import { BellOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../api/api-error';
import { Spinner } from '../../components/spinner';
import { formatRelativeTime } from '../../features/dashboard/relative-time';
import { unreadCountOf, useMarkNotificationsRead, type useNotifications } from './notifications-api';

interface NotificationsPanelProps {
  notifications: ReturnType<typeof useNotifications>;
  /** Called when an item is followed, to close the popover. */
  onNavigate: () => void;
}

/** The bell's list: newest first, unread ones marked, each a link to its screen, older ones on demand. */
export function NotificationsPanel({ notifications, onNavigate }: NotificationsPanelProps) {
  const markRead = useMarkNotificationsRead();
  const unreadCount = unreadCountOf(notifications.data);
  const items = notifications.data?.pages.flatMap((page) => page.data.notifications) ?? [];
  const now = new Date();

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        <button
          type="button"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          className="rounded-control px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          Mark all as read
        </button>
      </div>
      {markRead.isError && (
        <p role="alert" className="px-4 py-2 text-sm text-red-700">
          {messageOf(markRead.error, 'Could not mark notifications as read. Please try again.')}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.isPending ? (
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner label="Loading notifications" />
          </div>
        ) : notifications.isError && items.length === 0 ? (
          <div className="px-4 py-6 text-center text-sm text-slate-700">
            <p role="alert">{messageOf(notifications.error, 'Could not load notifications.')}</p>
            <button
              type="button"
              onClick={() => void notifications.refetch()}
              className="mt-2 font-medium text-brand-700 underline"
            >
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-600">
            <BellOff aria-hidden="true" className="size-6 text-slate-400" />
            <p>You have no notifications yet.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item._id}>
                <Link
                  to={item.path}
                  onClick={() => {
                    if (!item.read) markRead.mutate({ ids: [item._id] });
                    onNavigate();
                  }}
                  className={`flex gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-slate-100 ${item.read ? '' : 'bg-brand-50/60'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600'}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-slate-900">
                      {item.title}
                      {!item.read && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="block text-sm text-slate-700">{item.body}</span>
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {formatRelativeTime(new Date(item.createdAt), now)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {notifications.hasNextPage && (
          <div className="border-t border-slate-100 p-2 text-center">
            <button
              type="button"
              disabled={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
              className="rounded-control px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {notifications.isFetchingNextPage ? 'Loading…' : 'Show older notifications'}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
