import { isInvoiceEmail, type EmailMessage, type InvoiceFacts } from '../entities/email-messages';
import { newAccountLink } from '../entities/account-link-entity';
import { findInvoice } from '../entities/invoice-entity';
import { onlinePaymentOffered, readPaymentSettings } from '../entities/payment-settings-entity';
import { readSchoolProfile } from '../entities/school-profile-entity';
import { readStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { userStillInvited, type UserRecord } from '../entities/user-entity';
import { logger } from '../platform/logger';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import { invoicePdf, readInvoicePdfSchool } from '../shared-domains/invoice-documents/invoice-pdf';
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

const attachmentOf = (invoiceNumber: string, bytes: Uint8Array<ArrayBuffer>): EmailAttachment[] => [
  { fileName: pdfFileName(invoiceNumber), contentType: 'application/pdf', bytes },
];

/**
 * The invoice's PDF, attached to every invoice email, the first one too: the
 * PDF stored in S3 when it is of the invoice's revision and the school's
 * current name, profile and logo; otherwise made here and stored with the
 * same `invoicePdf` the documents function serves it with, so the invoice
 * page's download and the email carry the same bytes. pdf-lib and the fonts
 * load only when a PDF has to be made (a dynamic import inside `invoicePdf`).
 *
 * Only a PDF of the revision the email was written for: an invoice changed
 * (or deleted) since the email was queued gets the PDF stored of that
 * revision if there is one, and otherwise goes without the attachment, its
 * email linking to the invoice page where the current PDF is. A PDF that
 * cannot be made does not hold the email back either: it is logged and the
 * email goes without it.
 */
async function pdfOf(sent: SentInvoice): Promise<EmailAttachment[]> {
  if (sent.revision === undefined) return [];
  const { invoiceId, invoiceNumber, revision } = sent;
  const [stored, record] = await Promise.all([readStoredInvoicePdf(invoiceId), findInvoice(invoiceId)]);
  const storedOfRevision = stored?.revision === revision ? stored : undefined;
  if (record?.revision !== revision) {
    if (storedOfRevision) return attachmentOf(invoiceNumber, storedOfRevision.bytes);
    logger.info('invoice email sent without its PDF: the invoice changed since the email was written', {
      invoiceId,
      revision,
      currentRevision: record?.revision,
      storedRevision: stored?.revision,
    });
    return [];
  }
  try {
    return attachmentOf(invoiceNumber, await invoicePdf(record, await readInvoicePdfSchool(), stored));
  } catch (error) {
    logger.warn('invoice email sent without its PDF: making the PDF failed', {
      invoiceId,
      revision,
      error: String(error),
    });
    return storedOfRevision ? attachmentOf(invoiceNumber, storedOfRevision.bytes) : [];
  }
}

/** An invoice an email announces as sent, with the revision whose PDF it carries. */
type SentInvoice = Pick<InvoiceFacts, 'invoiceId' | 'invoiceNumber'> & { revision?: number };

/** The invoices whose PDFs an email attaches: the one sent, or each of a family's sent together. */
function sentInvoicesOf(message: EmailMessage): SentInvoice[] {
  if (message.kind === 'invoice-sent') return [message];
  if (message.kind === 'family-invoices-sent') return message.invoices;
  return [];
}

async function attachAll(invoices: readonly SentInvoice[]): Promise<EmailAttachment[]> {
  const attachments: EmailAttachment[] = [];
  for (const invoice of invoices) attachments.push(...(await pdfOf(invoice)));
  return attachments;
}

/** For an invoice email: how to pay, the invited family's link, and (for sent invoices) their PDFs. */
export async function invoiceEmailExtras(
  message: EmailMessage,
  recipient: UserRecord,
  site: string,
): Promise<InvoiceEmailExtras | undefined> {
  if (!isInvoiceEmail(message)) return undefined;
  const [payment, invitation, attachments] = await Promise.all([
    paymentFactsOf(message.currency),
    invitationFor(recipient, site),
    // One after another: a family's several PDFs are made (fonts, shaping) one at a time, not all in memory at once.
    attachAll(sentInvoicesOf(message)),
  ]);
  return { payment, ...(invitation ? { invitation } : {}), attachments };
}
