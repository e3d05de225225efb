import type { PDFDocument, PDFImage } from 'pdf-lib';
import type { InvoiceSchool } from './invoice-school';

/** A document's metadata, all from the document itself, so the same document always gives the same bytes. */
export interface DocumentInfo {
  title: string;
  subject?: string;
  /** The school's name: the author, creator and producer. */
  author: string;
  created: Date;
  modified: Date;
}

/** Sets the PDF's metadata; a date that is not one is left unset. */
export function describeDocument(
  doc: PDFDocument,
  { title, subject, author, created, modified }: DocumentInfo,
) {
  doc.setTitle(title, { showInWindowTitleBar: true });
  if (subject) doc.setSubject(subject);
  doc.setAuthor(author);
  doc.setCreator(author);
  doc.setProducer(author);
  doc.setLanguage('en-GB');
  if (!Number.isNaN(created.getTime())) doc.setCreationDate(created);
  if (!Number.isNaN(modified.getTime())) doc.setModificationDate(modified);
}

/** The school's logo embedded, or none: a logo that does not decode is left out rather than failing the document. */
export async function embedLogo(
  doc: PDFDocument,
  logo: InvoiceSchool['logo'],
): Promise<PDFImage | undefined> {
  if (!logo) return undefined;
  const embedded = logo.contentType === 'image/png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes);
  return embedded.catch(() => undefined);
}
