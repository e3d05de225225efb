import * as z from 'zod';
import { roles } from '../roles';
import { defineDomainRoutes } from './route-definition';

const feedTokenParams = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'Calendar feed not found'),
});

/**
 * A private iCalendar subscription per user: the URL carries a random token
 * (stored only as a hash) that calendar apps fetch without signing in.
 * Creating a new one replaces the old; revoking stops the feed.
 */
export const calendarFeedRoutes = defineDomainRoutes('lessons', {
  'lessons.feedStatus': {
    method: 'GET',
    path: '/calendar-feed',
    access: roles,
    summary:
      'Whether the caller has an active calendar feed (its URL is shown only when created), or one that ended ' +
      'with every session of the account (sign out everywhere, a password change or reset)',
    data: z.object({
      active: z.boolean(),
      createdAt: z.string().optional(),
      endedWithSessions: z.literal(true).optional(),
    }),
  },
  'lessons.feedCreate': {
    method: 'POST',
    path: '/calendar-feed',
    access: roles,
    summary: "Create (or replace) the caller's calendar feed and answer its private URL path",
    data: z.object({ path: z.string(), createdAt: z.string() }),
    successStatus: 201,
  },
  'lessons.feedRevoke': {
    method: 'DELETE',
    path: '/calendar-feed',
    access: roles,
    summary: "Revoke the caller's calendar feed: its URL stops working",
    data: z.object({ active: z.literal(false) }),
  },
  'lessons.feed': {
    method: 'GET',
    path: '/calendar-feed/{token}',
    access: 'public',
    summary: 'The feed itself (text/calendar): the lessons its owner may see, with correct instants',
    params: feedTokenParams,
    data: z.string(),
    produces: 'text/calendar',
  },
});
