import { createHash } from 'node:crypto';
import type { RouteTable } from '../../shared/routes/route-table';
import { toInvoice } from '../lib/entities/invoice-entity';
import type { RouteService } from '../lib/route-service';
import { readInvoiceSettings } from '../lib/entities/invoice-settings-entity';
import { loadInvoiceFor } from '../lib/invoice-visibility';
import type { Currency } from '../../shared/invoices/money';
import { readSchoolLogo } from '../lib/entities/school-logo-object';
import { readSchoolProfile, type SchoolProfileRecord } from '../lib/entities/school-profile-entity';
import type { InvoiceSchool } from './render-invoice-pdf';
import {
  readStoredInvoicePdf,
  storeInvoicePdf,
  type StoredPdfVersion,
} from '../lib/entities/stored-invoice-pdf';

/**
 * Must change whenever the PDF's layout does (it is part of every stored
 * PDF's fingerprint), so PDFs stored by an older layout are made again.
 */
export const invoiceLayoutVersion = 2;

/** What the bytes depend on besides the invoice itself: the layout, the school's name, profile and logo. */
function fingerprint(schoolName: string, profile: SchoolProfileRecord): string {
  return createHash('sha256')
    .update(`${invoiceLayoutVersion}\n${schoolName}\n${profile.updatedAt}\n${profile.logo?.version ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

/** The school as the PDF shows it, with the payment instructions of the invoice's currency. */
async function schoolOf(
  schoolName: string,
  profile: SchoolProfileRecord,
  currency: Currency,
): Promise<InvoiceSchool> {
  const logoBytes = profile.logo ? await readSchoolLogo() : undefined;
  const { paymentInstructions, logo: _logo, updatedAt: _updatedAt, ...fields } = profile;
  const instructions = paymentInstructions[currency];
  return {
    schoolName,
    profile: { ...fields, ...(instructions ? { paymentInstructions: instructions } : {}) },
    ...(logoBytes && profile.logo
      ? { logo: { bytes: logoBytes, contentType: profile.logo.contentType } }
      : {}),
  };
}

/**
 * GET /invoices/{id}/export: the invoice as {invoiceNumber}.pdf. Staff may
 * export any invoice, a family only its children's once sent (anything else
 * is 404 'Invoice not found'). The PDF is kept in S3 and served from there
 * until the invoice changes (its revision grows with every change, a payment
 * too) or the school's name, profile or logo does.
 *
 * The stored object is read alongside the invoice and the settings, so a
 * cached export costs the time of one round trip. pdf-lib and the fonts are
 * loaded only when a PDF has to be made.
 */
export const exportInvoice: RouteService<RouteTable['invoices.export']> = async ({ params, principal }) => {
  const [record, settings, profile, stored] = await Promise.all([
    loadInvoiceFor(principal, params.id),
    readInvoiceSettings(),
    readSchoolProfile(),
    readStoredInvoicePdf(params.id),
  ]);
  const fileName = `${record.invoiceNumber}.pdf`;
  const version: StoredPdfVersion = {
    revision: record.revision,
    fingerprint: fingerprint(settings.schoolName, profile),
  };
  if (stored && stored.revision === version.revision && stored.fingerprint === version.fingerprint) {
    return { data: stored.bytes, fileName };
  }
  const { renderInvoicePdf } = await import('./render-invoice-pdf');
  const school = await schoolOf(settings.schoolName, profile, record.currency);
  const bytes = await renderInvoicePdf(toInvoice(record), school);
  await storeInvoicePdf(record.id, bytes, version);
  return { data: bytes, fileName };
};
