import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi, callApiPage, type ApiPage } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';

/** The bell's server state: the caller's own notifications, newest first, and the unread count. */
export const notificationsKey = queryKeyOf('dashboard.notifications');

const pageSize = 20;
/** How often the count is read again while the page is open (and when the window regains focus). */
const refreshIntervalMs = 60_000;

type BellPage = ApiPage<'dashboard.notifications'>;
type BellPages = InfiniteData<BellPage, unknown>;

/** `enabled: false` waits (the header asks only once the page has painted). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) =>
      callApiPage('dashboard.notifications', {
        query: pageParam ? { limit: pageSize, cursor: pageParam } : { limit: pageSize },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: refreshIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The account's unread count: the newest page read says it for every page. */
export const unreadCountOf = (data: BellPages | undefined) => data?.pages[0]?.data.unreadCount ?? 0;

/**
 * Marks notifications read (`ids`, or `all`) and writes the answer into the
 * list at once, so the badge drops without waiting for a reload.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) => callApi('dashboard.readNotifications', { body }),
    onSuccess: ({ unreadCount }, body) => {
      const isMarked = (id: string) => 'all' in body || body.ids.includes(id);
      client.setQueryData<BellPages>(notificationsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: {
                  unreadCount,
                  notifications: page.data.notifications.map((notification) =>
                    isMarked(notification._id) ? { ...notification, read: true } : notification,
                  ),
                },
              })),
            }
          : data,
      );
    },
  });
}
