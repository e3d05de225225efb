import type { PDFImage } from 'pdf-lib';
import type { InvoiceStatus } from '../../../../shared/invoices/invoice-statuses';
import type { Invoice } from '../../../../shared/schemas/invoice-schemas';
import type { InvoiceSchool } from './invoice-school';
import type { ColumnBlock } from './columns';
import type { PageStart, PdfLayout } from './layout';

/** What every section of the invoice reads. */
export interface InvoicePdfContext {
  invoice: Invoice;
  /** How the invoice's status is shown (an unknown one as a draft). */
  status: InvoiceStatus;
  /** The school, its name never blank. */
  school: InvoiceSchool;
  /** The school's logo, when it has one that decodes. */
  logo?: PDFImage;
}

/** One part of the invoice, drawn at the layout's cursor and moving it down. */
export type InvoiceSection = (layout: PdfLayout, context: InvoicePdfContext) => void;

/** Drawn first on every new page, before anything at the cursor. */
export type InvoicePageDecoration = (layout: PdfLayout, context: InvoicePdfContext, start: PageStart) => void;

/** A block of one column beside others (`sideBySide`). */
export type InvoiceColumnBlock = ColumnBlock<InvoicePdfContext>;
