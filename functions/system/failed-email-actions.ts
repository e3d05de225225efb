import type { RouteTable } from '../../shared/routes/route-table';
import { isUnspent } from '../entities/email-messages';
import {
  findOutboxMessage,
  outboxDismissUpdate,
  outboxRetryUpdate,
  type OutboxMessageRecord,
} from '../entities/outbox-message-entity';
import { getUserById } from '../entities/user-entity';
import { conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import type { EntityWrite } from '../platform/table/table-write';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';

const notFailed = 'This email is not on the failed list (sent, waiting, or retried or dismissed already)';

/** The message, if it is still on the failed list: 404 when there is none, 409 when it is not failed. */
async function failedMessage(id: string): Promise<OutboxMessageRecord> {
  const message = await findOutboxMessage(id);
  if (!message) throw notFound('Email not found');
  if (message.status !== 'failed' || message.dismissedAt) throw conflict(notFailed);
  return message;
}

/** The change and its audit entry in one transaction; a message changed meanwhile is a 409. */
async function writeAudited(change: EntityWrite, audit: EntityWrite): Promise<void> {
  try {
    await writeTransaction([change, audit]);
  } catch (error) {
    if (isTransactionCancelled(error)) throw conflict(notFailed);
    throw error;
  }
}

/**
 * Sends a failed email again: back to pending with a fresh set of attempts,
 * as the mailer hands back a message after a passing failure
 * (outbox-message-entity.ts `outboxRetryUpdate`). An account email whose
 * one-time link was dropped when it failed cannot be sent again as it was
 * (the link is not kept), nor one whose recipient is gone: 409.
 */
export const retryFailedEmail: RouteService<RouteTable['system.retryEmail']> = async ({
  params,
  principal,
  requestId,
}) => {
  const message = await failedMessage(params.id);
  if (!isUnspent(message.message))
    throw conflict(
      'This email carried a one-time link that is not kept once it fails: send a new one from the account instead',
    );
  if (!(await getUserById(message.recipientUserId)))
    throw conflict('The account this email was for no longer exists');
  await writeAudited(
    outboxRetryUpdate(message),
    auditPut({
      principal,
      action: 'email.retry',
      target: { type: 'email', id: message.id },
      before: { status: 'failed', kind: message.message.kind },
      after: { status: 'pending', kind: message.message.kind },
      requestId,
    }),
  );
  return { data: { _id: message.id }, message: 'The email will be sent again' };
};

/** Takes a failed email off the school's failed list; it stays failed, for the record. */
export const dismissFailedEmail: RouteService<RouteTable['system.dismissEmail']> = async ({
  params,
  principal,
  requestId,
}) => {
  const message = await failedMessage(params.id);
  await writeAudited(
    outboxDismissUpdate(message, principal.userId),
    auditPut({
      principal,
      action: 'email.dismiss',
      target: { type: 'email', id: message.id },
      before: { dismissed: false, kind: message.message.kind },
      after: { dismissed: true, kind: message.message.kind },
      requestId,
    }),
  );
  return { data: { _id: message.id }, message: 'The email was dismissed' };
};
