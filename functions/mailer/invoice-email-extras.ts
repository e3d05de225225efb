import { isInvoiceEmail, type EmailMessage, type InvoiceFacts } from '../entities/email-messages';
import { newAccountLink } from '../entities/account-link-entity';
import { onlinePaymentOffered, readPaymentSettings } from '../entities/payment-settings-entity';
import { readSchoolProfile } from '../entities/school-profile-entity';
import { readStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { userStillInvited, type UserRecord } from '../entities/user-entity';
import { logger } from '../platform/logger';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import type { EmailAttachment } from './send-email';
import type { InvitationLink, InvoicePaymentFacts } from './templates/email-context';

/** What an invoice email carries besides its message, read or made when it is sent. */
export interface InvoiceEmailExtras {
  payment: InvoicePaymentFacts;
  invitation?: InvitationLink;
  attachments: EmailAttachment[];
}

/** How the family pays an invoice of this currency: online or not, and the bank account, as set up now. */
async function paymentFactsOf(currency: InvoiceFacts['currency']): Promise<InvoicePaymentFacts> {
  const [settings, profile] = await Promise.all([readPaymentSettings(), readSchoolProfile()]);
  const bank = profile.paymentInstructions?.[currency];
  return {
    online: onlinePaymentOffered(settings),
    ...(bank && (bank.accountNumber || bank.iban) ? { bankDetails: bank } : {}),
  };
}

/**
 * A fresh invitation link for a family that has not chosen its password,
 * so the invoice email's links land on a page it can use (choose a password,
 * then the invoice) instead of a sign-in it cannot pass.
 *
 * Made here, when the email is composed, rather than in the sending
 * transaction: whether the account is still invited is read now (a family
 * that accepted its invitation since gets the ordinary links), the bulk
 * sends and the overdue sweep write nothing more, and the token is never
 * stored in the outbox (only its hash, in the link item). As a resent
 * invitation does, it is written on the condition that the account is still
 * invited and replaces the link before it (one invitation link per account):
 * the newest email's link is the one that works, and each is single-use,
 * bound to the address and expires after the invitation's 7 days.
 */
async function invitationFor(recipient: UserRecord, site: string): Promise<InvitationLink | undefined> {
  if (recipient.accountStatus !== 'invited') return undefined;
  const { token, put } = newAccountLink(recipient.id, 'invitation', {
    email: recipient.email,
    passwordHash: recipient.passwordHash,
  });
  try {
    await writeTransaction([userStillInvited(recipient.id), put]);
  } catch (error) {
    // Accepted meanwhile: the account signs in now, so the ordinary links serve it.
    if (isTransactionCancelled(error)) return undefined;
    throw error;
  }
  return {
    url: `${site}/invite/${encodeURIComponent(token)}`,
    validity:
      'The link works once and for 7 days, and replaces any invitation link emailed before. If it has expired, ask the school to send a new invitation.',
  };
}

/** `INV-2027-0042.pdf`: the invoice number, reduced to characters every mail app keeps in a file name. */
const pdfFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;

/**
 * The invoice's PDF as the documents function stored it (S3, one object per
 * invoice), when it is of the revision the email was written for: never a
 * draft's, nor one made before a change.
 *
 * Read here, not made here: the mailer may not import the documents domain
 * (eslint/layers.js), and pdf-lib and its fonts (about 1.2 MB minified) are
 * allowed in the documents function's bundle only (bench/budgets.ts); the
 * invoices function that sends the invoice may not bundle them either. So an
 * invoice whose PDF nobody has made since it was sent goes without the
 * attachment, its email linking to the invoice page where the PDF is.
 */
async function storedPdfOf(message: Extract<EmailMessage, { kind: 'invoice-sent' }>) {
  if (message.revision === undefined) return [];
  const stored = await readStoredInvoicePdf(message.invoiceId);
  if (!stored || stored.revision !== message.revision) {
    logger.info('invoice email sent without its PDF: none stored of its revision', {
      invoiceId: message.invoiceId,
      revision: message.revision,
      storedRevision: stored?.revision,
    });
    return [];
  }
  return [
    { fileName: pdfFileName(message.invoiceNumber), contentType: 'application/pdf', bytes: stored.bytes },
  ];
}

/** For an invoice email: how to pay, the invited family's link, and (for a sent invoice) its PDF. */
export async function invoiceEmailExtras(
  message: EmailMessage,
  recipient: UserRecord,
  site: string,
): Promise<InvoiceEmailExtras | undefined> {
  if (!isInvoiceEmail(message)) return undefined;
  const [payment, invitation, attachments] = await Promise.all([
    paymentFactsOf(message.currency),
    invitationFor(recipient, site),
    message.kind === 'invoice-sent' ? storedPdfOf(message) : [],
  ]);
  return { payment, ...(invitation ? { invitation } : {}), attachments };
}
