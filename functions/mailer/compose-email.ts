import { readInvoiceSettings } from '../lib/entities/invoice-settings-entity';
import type { OutboxMessageRecord } from '../lib/entities/outbox-message-entity';
import { getUserById } from '../lib/entities/user-entity';
import { appUrl } from '../lib/runtime-config';
import { renderEmail } from './render-email';
import type { OutgoingEmail } from './send-email';
import { UndeliverableMessage } from './send-failures';

/**
 * The email of an outbox message, addressed to its recipient's current
 * address and signed with the school's current name (two GetItems).
 */
export async function composeEmail(record: OutboxMessageRecord): Promise<OutgoingEmail> {
  const [recipient, settings] = await Promise.all([
    getUserById(record.recipientUserId),
    readInvoiceSettings(),
  ]);
  if (!recipient) throw new UndeliverableMessage('The account no longer exists');
  const rendered = await renderEmail(record.message, {
    schoolName: settings.schoolName,
    recipientName: recipient.name,
    appUrl: appUrl(),
  });
  return {
    ...rendered,
    to: recipient.email,
    senderName: settings.schoolName,
    tags: { kind: record.message.kind, outboxMessageId: record.id },
  };
}
