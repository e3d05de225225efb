import {
  emailPreferencesScreenPath,
  noEmailChoices,
  unsubscribeApiPath,
  unsubscribeScreenPath,
  wantsEmail,
} from '../../shared/messages/email-preferences';
import { messageCategoryDescriptions } from '../../shared/messages/message-categories';
import { apiBasePath } from '../../shared/routes/route-definition';
import { emailCategories } from '../shared-domains/messaging/email-categories';
import { deliveryAddress } from '../entities/email-messages';
import { unsubscribeToken } from '../shared-domains/messaging/unsubscribe-token';
import type { ClaimedOutboxMessage } from '../entities/outbox-message-entity';
import { readSchoolProfile } from '../entities/school-profile-entity';
import { getUserById } from '../entities/user-entity';
import { appUrl } from '../platform/runtime-config';
import { invoiceEmailExtras } from './invoice-email-extras';
import { creditNoteAttachments } from './credit-note-email-extras';
import { renderEmail } from './render-email';
import type { OutgoingEmail } from './send-email';
import { UndeliverableMessage } from './send-failures';
import type { EmailFooterLinks } from './templates/email-footer-links';

/** What to do with an outbox message: send this email, or nothing because the recipient does not want it. */
export type ComposedEmail = { send: OutgoingEmail } | { skip: string };

interface Unsubscribe {
  /** RFC 8058's headers: the one-click POST target a mail app offers as "Unsubscribe". */
  headers: Record<string, string>;
  footer: NonNullable<EmailFooterLinks['unsubscribe']>;
}

/**
 * The one-click unsubscribe of an email that can be turned off: the API's
 * link for the mail app's POST (List-Unsubscribe, RFC 2369, with RFC 8058's
 * List-Unsubscribe-Post) and the web page for the footer, which asks first.
 * No mailto: alternative: nothing reads a mailbox for it, and RFC 8058 needs the HTTPS one only.
 */
async function unsubscribeOf(record: ClaimedOutboxMessage, site: string): Promise<Unsubscribe | undefined> {
  const category = emailCategories[record.message.kind];
  const { alwaysSent, label } = messageCategoryDescriptions[category];
  if (alwaysSent) return undefined;
  const token = await unsubscribeToken(record.recipientUserId, category);
  const oneClick = `${site}${apiBasePath}${unsubscribeApiPath}?token=${token}`;
  return {
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footer: { url: `${site}${unsubscribeScreenPath}?token=${token}`, categoryLabel: label },
  };
}

/**
 * The email of an outbox message, addressed to its recipient's current
 * address, signed with the school's current name and answered to its
 * contact email (two GetItems: the account and the school profile); an
 * invoice email also reads how to pay (the school profile and payment
 * settings) and its PDF (the stored one, or made and stored when there is
 * none of its revision), and for a family still invited makes a fresh
 * invitation link (invoice-email-extras.ts). Or the reason it is not
 * sent: the recipient turned its category off. Preferences are read here,
 * when sending, so a change made after the message was written still counts.
 */
export async function composeEmail(record: ClaimedOutboxMessage): Promise<ComposedEmail> {
  const [recipient, school] = await Promise.all([getUserById(record.recipientUserId), readSchoolProfile()]);
  if (!recipient) throw new UndeliverableMessage('The account no longer exists');
  const category = emailCategories[record.message.kind];
  if (!wantsEmail(category, recipient.emailChoices ?? noEmailChoices))
    return { skip: `The recipient turned off emails about ${messageCategoryDescriptions[category].label}` };
  const site = appUrl();
  const [unsubscribe, invoiceExtras, creditNotePdfs] = await Promise.all([
    unsubscribeOf(record, site),
    invoiceEmailExtras(record.message, recipient, site),
    creditNoteAttachments(record.message),
  ]);
  const attachments = [...(invoiceExtras?.attachments ?? []), ...creditNotePdfs];
  const rendered = await renderEmail(
    record.message,
    {
      schoolName: school.schoolName,
      recipientName: recipient.name,
      appUrl: site,
      ...(invoiceExtras?.payment ? { payment: invoiceExtras.payment } : {}),
      ...(invoiceExtras?.invitation ? { invitation: invoiceExtras.invitation } : {}),
    },
    {
      preferencesUrl: `${site}${emailPreferencesScreenPath}`,
      ...(unsubscribe ? { unsubscribe: unsubscribe.footer } : {}),
    },
  );
  return {
    send: {
      ...rendered,
      to: deliveryAddress(record.message, recipient.email),
      senderName: school.schoolName,
      ...(school.contactEmail ? { replyTo: school.contactEmail } : {}),
      headers: unsubscribe?.headers ?? {},
      tags: { kind: record.message.kind, outboxMessageId: record.id },
      ...(attachments.length ? { attachments } : {}),
    },
  };
}
