import type { Color, PDFImage } from 'pdf-lib';
import type { Currency } from '../../../../../shared/invoices/money';
import type { InvoiceSchool } from '../invoice-school';
import { isTaxInvoice } from '../invoice-school';
import type { PdfLayout } from '../layout';
import { contentWidth, left, right, top } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';
import { fittedSchoolLines } from './school-lines';
import { statusLine } from './status-line';

/** What a document says on the right of its header, under its title. */
export interface DocumentHeading {
  /** INVOICE, CREDIT NOTE, STATEMENT. */
  title: string;
  /** In bold under the title: the document's number, or whom it is for. */
  name: string;
  nameMaxWidth?: number;
  /** Under the name: the invoice's status, the invoice a credit note credits, a statement's day. */
  detail: string;
  detailStyle: { color: Color; weight?: 'bold' };
}

/** The school as a document's header shows it, and the share of the width its block takes. */
export interface HeaderSchool {
  school: InvoiceSchool;
  logo: PDFImage | undefined;
  /** The document's currency, which names the tax registration shown (none for a statement). */
  currency: { currency?: Currency };
  blockWidth: number;
}

/**
 * The top of a document's first page (the invoice's, a credit note's, a
 * family's statement): the logo and the school on the left, the title and
 * the two lines of `heading` on the right, over an accent rule.
 */
export function documentHeader(
  layout: PdfLayout,
  { school, logo, currency, blockWidth }: HeaderSchool,
  heading: DocumentHeading,
) {
  let schoolX = left;
  if (logo) {
    const scale = Math.min(48 / logo.height, 120 / logo.width);
    const width = logo.width * scale;
    const height = logo.height * scale;
    layout.page.drawImage(logo, { x: left, y: top - height, width, height });
    schoolX = left + width + 10;
  }
  layout.draw(school.schoolName, {
    x: schoolX,
    y: top - 16,
    size: 16,
    weight: 'bold',
    color: colors.accent,
    maxWidth: blockWidth - (schoolX - left),
  });
  let schoolY = top - 30;
  for (const line of fittedSchoolLines(layout.text, school, currency, blockWidth - (schoolX - left))) {
    layout.draw(line, { x: schoolX, y: schoolY, size: 8.5, color: colors.muted });
    schoolY -= 11;
  }
  layout.draw(heading.title, { x: right, y: top - 18, size: 22, weight: 'bold', align: 'right' });
  layout.draw(heading.name, {
    x: right,
    y: top - 36,
    size: 11,
    weight: 'bold',
    align: 'right',
    maxWidth: heading.nameMaxWidth,
  });
  layout.draw(heading.detail, { x: right, y: top - 52, size: 9.5, align: 'right', ...heading.detailStyle });
  const logoBottom = logo ? top - 52 : top;
  const ruleY = Math.min(top - 66, schoolY - 2, logoBottom - 8);
  layout.rule(ruleY, { color: colors.accent, thickness: 1.2 });
  layout.y = ruleY - 22;
}

/** The invoice's header: TAX INVOICE or INVOICE, its number and its status in the status's colour. */
export const header: InvoiceSection = (layout, { invoice, school, logo, status }) => {
  const { text, color } = statusLine(invoice, status);
  documentHeader(
    layout,
    { school, logo, currency: invoice, blockWidth: contentWidth * 0.58 },
    {
      title: isTaxInvoice(invoice) ? 'TAX INVOICE' : 'INVOICE',
      name: invoice.invoiceNumber,
      nameMaxWidth: contentWidth * 0.38,
      detail: text,
      detailStyle: { color, weight: 'bold' },
    },
  );
};
