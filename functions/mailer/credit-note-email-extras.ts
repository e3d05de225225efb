import type { EmailMessage } from '../entities/email-messages';
import { findCreditNote } from '../entities/credit-note-entity';
import { logger } from '../platform/logger';
import {
  creditNoteFileName,
  creditNotePdf,
  readInvoicePdfSchool,
} from '../shared-domains/invoice-documents/invoice-pdf';
import type { EmailAttachment } from './send-email';

/**
 * The credit note's PDF for its email, made when the email is sent with the
 * same `creditNotePdf` the documents function serves, so the download and the
 * email carry the same document. A PDF that cannot be made does not hold the
 * email back: it is logged and the email goes without it.
 */
export async function creditNoteAttachments(message: EmailMessage): Promise<EmailAttachment[]> {
  if (message.kind !== 'credit-note-issued') return [];
  try {
    const note = await findCreditNote(message.creditNoteId);
    if (!note) return [];
    const bytes = await creditNotePdf(note, await readInvoicePdfSchool());
    return [{ fileName: creditNoteFileName(note.number), contentType: 'application/pdf', bytes }];
  } catch (error) {
    logger.warn('credit note email sent without its PDF: making the PDF failed', {
      creditNoteId: message.creditNoteId,
      error: String(error),
    });
    return [];
  }
}
