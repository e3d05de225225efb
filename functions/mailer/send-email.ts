import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { environmentVariableNames, mailFromAddress, optionalSetting } from '../platform/runtime-config';
import { mailbox, singleLine } from './mail-text';
import type { RenderedEmail } from './render-email';
import { ses } from './ses-client';

/** A file sent with the email (SES v2 Simple content's attachments: at most 40 MB in all, far above a PDF). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** The display name of the from address: the school's name. */
  senderName: string;
  /**
   * Where replies go: the school profile's contact email. A Reply-To set for
   * the deployment (MAIL_REPLY_TO, docs/deploy.md) takes its place.
   */
  replyTo?: string;
  /** Tags SES puts on its delivery events, to trace a bounce back to the outbox message. */
  tags: Record<string, string>;
  /** Headers of our own (List-Unsubscribe); each value is made one safe line before it goes. */
  headers: Record<string, string>;
  /** Files attached (the invoice email's PDF); none on most emails. */
  attachments?: readonly EmailAttachment[];
}

/** Hands one email to SES v2 (or the local emulator); answers SES's message id. */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const replyTo = optionalSetting(environmentVariableNames.mailReplyTo) ?? email.replyTo;
  const configurationSet = optionalSetting(environmentVariableNames.mailConfigurationSet);
  const answer = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: mailbox(email.senderName, mailFromAddress()),
      Destination: { ToAddresses: [email.to] },
      ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
          // SES v2 Simple content takes custom headers as is (printable ASCII, no CR/LF: singleLine keeps them so).
          ...(Object.keys(email.headers).length
            ? {
                Headers: Object.entries(email.headers).map(([Name, Value]) => ({
                  Name,
                  Value: singleLine(Value, 2000),
                })),
              }
            : {}),
          // SES v2 Simple content carries attachments itself (base64 on the wire): no raw MIME message to build.
          ...(email.attachments?.length
            ? {
                Attachments: email.attachments.map((attachment) => ({
                  FileName: singleLine(attachment.fileName, 200),
                  ContentType: attachment.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                  RawContent: attachment.bytes,
                })),
              }
            : {}),
        },
      },
    }),
  );
  if (!answer.MessageId) throw new Error('SES answered without a message id');
  return answer.MessageId;
}
