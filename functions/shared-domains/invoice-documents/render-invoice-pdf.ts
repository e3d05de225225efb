import { PDFDocument } from 'pdf-lib';
import { displayedInvoiceStatus } from '../../../shared/invoices/invoice-statuses';
import type { Invoice } from '../../../shared/schemas/invoice-schemas';
import { sideBySide } from './invoice-pdf/columns';
import { describeDocument, embedLogo } from './invoice-pdf/document-info';
import { embedInvoiceFonts } from './invoice-pdf/fonts';
import { isTaxInvoice, type InvoiceSchool } from './invoice-pdf/invoice-school';
import { PdfLayout } from './invoice-pdf/layout';
import type { InvoicePageDecoration, InvoicePdfContext, InvoiceSection } from './invoice-pdf/section';
import { billTo } from './invoice-pdf/sections/bill-to';
import { continuationHeader } from './invoice-pdf/sections/continuation-header';
import { draftWatermark } from './invoice-pdf/sections/draft-watermark';
import { footer } from './invoice-pdf/sections/footer';
import { header } from './invoice-pdf/sections/header';
import { lines } from './invoice-pdf/sections/lines';
import { notes } from './invoice-pdf/sections/notes';
import { otherLines } from './invoice-pdf/sections/other-lines';
import { particulars } from './invoice-pdf/sections/particulars';
import { paymentInstructions } from './invoice-pdf/sections/payment-instructions';
import { payments } from './invoice-pdf/sections/payments';
import { totals } from './invoice-pdf/sections/totals';
import { voidNotice } from './invoice-pdf/sections/void-notice';
import { voidWatermark } from './invoice-pdf/sections/void-watermark';

export {
  isTaxInvoice,
  type InvoiceSchool,
  type InvoiceSchoolProfile,
  type PdfPaymentInstructions,
} from './invoice-pdf/invoice-school';

/*
 * Changing the layout? Bump `invoiceLayoutVersion` in invoice-pdf.ts, so
 * PDFs stored by the old layout are made again.
 */

/** Drawn on each new page before anything else, in this order. */
const pageDecorations: InvoicePageDecoration[] = [draftWatermark, continuationHeader];

/**
 * The invoice from top to bottom: each section starts where the one before
 * ended. A new section is a file in invoice-pdf/sections/ exporting an
 * `InvoiceSection`, listed here where it belongs on the page.
 */
const sections: InvoiceSection[] = [
  header,
  voidNotice,
  (layout, context) => sideBySide(layout, context, [billTo, particulars], 16),
  lines,
  otherLines,
  totals,
  payments,
  paymentInstructions,
  notes,
  footer,
  voidWatermark,
];

/**
 * The invoice as an A4 PDF: school, number, status, Bill To, dates, period,
 * the lessons (continued over as many pages as they need), subtotal, tax
 * when above zero, total, payments, how to pay, notes and a PAID stamp once
 * paid; a void invoice is marked VOID on every page, with when and why under
 * its header. The same invoice revision always gives the same bytes (dates
 * come from the invoice).
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  school: InvoiceSchool,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const text = await embedInvoiceFonts(doc);
  const schoolName = school.schoolName.trim() || 'Invoice';
  describeDocument(doc, {
    title: invoice.invoiceNumber,
    subject: `${isTaxInvoice(invoice) ? 'Tax invoice' : 'Invoice'} ${invoice.invoiceNumber}`,
    author: schoolName,
    created: new Date(invoice.createdAt),
    modified: new Date(invoice.updatedAt),
  });
  const logo = await embedLogo(doc, school.logo);
  const context: InvoicePdfContext = {
    invoice,
    status: displayedInvoiceStatus(invoice.status),
    school: { ...school, schoolName },
    ...(logo ? { logo } : {}),
  };
  const layout = new PdfLayout(doc, text, (page, start) => {
    for (const decorate of pageDecorations) decorate(page, context, start);
  });
  layout.addPage(false);
  for (const section of sections) section(layout, context);
  // pdf-lib writes into a plain ArrayBuffer (never a shared one).
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
