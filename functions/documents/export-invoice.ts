import { createHash } from 'node:crypto';
import type { RouteTable } from '../../shared/routes/route-table';
import { toInvoice } from '../lib/entities/invoice-entity';
import type { RouteService } from '../lib/route-service';
import { readInvoiceSettings } from '../lib/entities/invoice-settings-entity';
import { loadInvoiceFor } from '../lib/invoice-visibility';
import {
  readStoredInvoicePdf,
  storeInvoicePdf,
  type StoredPdfVersion,
} from '../lib/entities/stored-invoice-pdf';

/**
 * Must change whenever the PDF's layout does (it is part of every stored
 * PDF's fingerprint), so PDFs stored by an older layout are made again.
 */
export const invoiceLayoutVersion = 1;

/** What the bytes depend on besides the invoice itself. */
function fingerprint(schoolName: string): string {
  return createHash('sha256').update(`${invoiceLayoutVersion}\n${schoolName}`).digest('hex').slice(0, 16);
}

/**
 * GET /invoices/{id}/export: the invoice as {invoiceNumber}.pdf. Staff may
 * export any invoice, a family only its children's once sent (anything else
 * is 404 'Invoice not found'). The PDF is kept in S3 and served from there
 * until the invoice changes (its revision grows with every change) or the
 * school's name does.
 *
 * The stored object is read alongside the invoice and the settings, so a
 * cached export costs the time of one round trip. pdf-lib and the fonts are
 * loaded only when a PDF has to be made.
 */
export const exportInvoice: RouteService<RouteTable['invoices.export']> = async ({ params, principal }) => {
  const [record, settings, stored] = await Promise.all([
    loadInvoiceFor(principal, params.id),
    readInvoiceSettings(),
    readStoredInvoicePdf(params.id),
  ]);
  const fileName = `${record.invoiceNumber}.pdf`;
  const version: StoredPdfVersion = {
    revision: record.revision,
    fingerprint: fingerprint(settings.schoolName),
  };
  if (stored && stored.revision === version.revision && stored.fingerprint === version.fingerprint) {
    return { data: stored.bytes, fileName };
  }
  const { renderInvoicePdf } = await import('./render-invoice-pdf');
  const bytes = await renderInvoicePdf(toInvoice(record), { schoolName: settings.schoolName });
  await storeInvoicePdf(record.id, bytes, version);
  return { data: bytes, fileName };
};
