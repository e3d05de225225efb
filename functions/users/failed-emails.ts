import type { RouteTable } from '../../shared/routes/route-table';
import { failedEmailsPage } from '../entities/outbox-message-entity';
import { getUserById } from '../entities/user-entity';
import { notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { assertMayEdit } from './user-permissions';

const defaultPageSize = 20;

/**
 * The emails given up on for an account, newest first, with the reason: shown
 * on the account's edit dialog to the staff who may edit it (an admin: teachers).
 */
export const failedEmails: RouteService<RouteTable['users.failedEmails']> = async ({
  params,
  query,
  principal,
}) => {
  const user = await getUserById(params.id);
  if (!user) throw notFound('User not found');
  assertMayEdit(principal, user);
  const page = await failedEmailsPage(user.id, {
    limit: query.limit ?? defaultPageSize,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const data = page.items.map((message) => ({
    _id: message.id,
    kind: message.message.kind,
    createdAt: message.createdAt,
    failedAt: message.failedAt ?? message.createdAt,
    reason: message.failureReason ?? 'Unknown reason',
  }));
  return { data, nextCursor: page.nextCursor };
};
