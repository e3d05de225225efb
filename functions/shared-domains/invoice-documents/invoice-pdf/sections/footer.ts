import { contentWidth, footerY, left, right } from '../page';
import { colors } from '../palette';
import type { PdfLayout } from '../layout';
import type { InvoiceSection } from '../section';

/**
 * Drawn last, on every page of a document: the school on the left, and on
 * the right what `pageLabel` says the page is (the document and "Page n of N").
 */
export function documentFooter(
  layout: PdfLayout,
  schoolName: string,
  pageLabel: (index: number, count: number) => string,
  labelMaxWidth?: number,
) {
  layout.eachPage((page, index, count) => {
    layout.rule(footerY + 12, { thickness: 0.5, page });
    layout.draw(
      schoolName,
      { x: left, y: footerY, size: 8, color: colors.muted, maxWidth: contentWidth / 2 },
      page,
    );
    layout.draw(
      pageLabel(index, count),
      { x: right, y: footerY, size: 8, align: 'right', color: colors.muted, maxWidth: labelMaxWidth },
      page,
    );
  });
}

/** The invoice's footer: the school, and the invoice number with "Page n of N". */
export const footer: InvoiceSection = (layout, { school, invoice }) =>
  documentFooter(
    layout,
    school.schoolName,
    (index, count) => `${invoice.invoiceNumber} · Page ${index + 1} of ${count}`,
  );
