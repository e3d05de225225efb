import * as z from 'zod';
import { pageQuerySchema } from './pagination-schemas';
import { idSchema } from './value-schemas';

/** How many notifications one request may mark read by id (a page of the bell is fewer). */
export const maxNotificationIdsPerRead = 100;

/** One message in the bell: its one-line summary and the screen it opens. */
export const notificationSchema = z.object({
  _id: z.string(),
  /** The kind of message (functions/entities/email-messages.ts), e.g. `invoice-sent`. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The web app's path the notification opens. */
  path: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema;

/** A page of the bell's list, with the account's unread count (of every page, not just this one). */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});

/** `{ ids }` marks those read, `{ all: true }` every one: exactly one of the two. */
export const notificationReadSchema = z
  .strictObject({
    ids: z
      .array(idSchema, { error: 'ids must be a list of notification ids' })
      .min(1, 'ids must name at least one notification')
      .max(maxNotificationIdsPerRead, `At most ${maxNotificationIdsPerRead} ids at a time`)
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'Give either ids or all: true',
  });

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
