import { createHash } from 'node:crypto';
import type { Currency } from '../../../shared/invoices/money';
import { toInvoice, type InvoiceRecord } from '../../entities/invoice-entity';
import { readSchoolLogo } from '../../entities/school-logo-object';
import { readSchoolProfile, type SchoolProfileRecord } from '../../entities/school-profile-entity';
import {
  storeInvoicePdf,
  type StoredInvoicePdf,
  type StoredPdfVersion,
} from '../../entities/stored-invoice-pdf';
import type { InvoiceSchool } from './render-invoice-pdf';
import type { CreditNoteRecord } from '../../entities/credit-note-entity';
import { toCreditNote } from '../billing/credit-note-view';

/**
 * Must change whenever the PDF's layout does (it is part of every stored
 * PDF's fingerprint), so PDFs stored by an older layout are made again.
 */
export const invoiceLayoutVersion = 3;

/** What every invoice PDF depends on besides the invoice: read once however many PDFs are made. */
export interface InvoicePdfSchool {
  schoolName: string;
  profile: SchoolProfileRecord;
}

/** The school's one name (the profile's) and the rest of its profile. */
export async function readInvoicePdfSchool(): Promise<InvoicePdfSchool> {
  const profile = await readSchoolProfile();
  return { schoolName: profile.schoolName, profile };
}

/**
 * What the bytes depend on besides the invoice itself: the layout, the
 * school's name, profile and logo. The name counts of itself: a school whose
 * name is still read from its invoice settings gets it into the profile with
 * a new `updatedAt`, but the name is what the PDF shows, so it is hashed too.
 */
function fingerprint({ schoolName, profile }: InvoicePdfSchool): string {
  return createHash('sha256')
    .update(`${invoiceLayoutVersion}\n${schoolName}\n${profile.updatedAt}\n${profile.logo?.version ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * The school as the PDF shows it, with the payment instructions of the invoice's currency (none without one: a
 * family's statement, statement-pdf.ts).
 */
export async function schoolOf(
  { schoolName, profile }: InvoicePdfSchool,
  currency?: Currency,
): Promise<InvoiceSchool> {
  const logoBytes = profile.logo ? await readSchoolLogo() : undefined;
  const {
    paymentInstructions,
    logo: _logo,
    updatedAt: _updatedAt,
    dataContactEmail: _dataContactEmail,
    dataContactName: _dataContactName,
    schoolName: _schoolName,
    ...fields
  } = profile;
  const instructions = currency ? paymentInstructions[currency] : undefined;
  return {
    schoolName,
    profile: { ...fields, ...(instructions ? { paymentInstructions: instructions } : {}) },
    ...(logoBytes && profile.logo
      ? { logo: { bytes: logoBytes, contentType: profile.logo.contentType } }
      : {}),
  };
}

/**
 * The invoice's PDF: the stored one while it is of the invoice's revision
 * (its revision grows with every change, a payment too) and of the school's
 * current name, profile and logo; otherwise made again and stored. pdf-lib
 * and the fonts are loaded only when a PDF has to be made.
 *
 * The caller reads the stored object (`readStoredInvoicePdf`) alongside the
 * invoice, so a cached export costs the time of one round trip.
 */
export async function invoicePdf(
  record: InvoiceRecord,
  school: InvoicePdfSchool,
  kept: StoredInvoicePdf | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const version: StoredPdfVersion = { revision: record.revision, fingerprint: fingerprint(school) };
  if (kept && kept.revision === version.revision && kept.fingerprint === version.fingerprint)
    return kept.bytes;
  const { renderInvoicePdf } = await import('./render-invoice-pdf');
  const bytes = await renderInvoicePdf(toInvoice(record), await schoolOf(school, record.currency));
  await storeInvoicePdf(record.id, bytes, version);
  return bytes;
}

/**
 * The credit note's PDF, made each time it is asked for (a credit note never
 * changes, but the school's name, profile and logo on it may): pdf-lib and
 * the fonts load only here.
 */
export async function creditNotePdf(
  record: CreditNoteRecord,
  school: InvoicePdfSchool,
): Promise<Uint8Array<ArrayBuffer>> {
  const { renderCreditNotePdf } = await import('./render-credit-note-pdf');
  return renderCreditNotePdf(toCreditNote(record), await schoolOf(school, record.currency));
}

/** `CN-2027-0003.pdf`: the number, reduced to characters every mail app keeps in a file name. */
export const creditNoteFileName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
