import { contentWidth, footerY, left, right } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';

/** Drawn last, on every page: the school, and the invoice number with "Page n of N". */
export const footer: InvoiceSection = (layout, { school, invoice }) => {
  layout.eachPage((page, index, count) => {
    layout.rule(footerY + 12, { thickness: 0.5, page });
    layout.draw(
      school.schoolName,
      { x: left, y: footerY, size: 8, color: colors.muted, maxWidth: contentWidth / 2 },
      page,
    );
    layout.draw(
      `${invoice.invoiceNumber} · Page ${index + 1} of ${count}`,
      { x: right, y: footerY, size: 8, align: 'right', color: colors.muted },
      page,
    );
  });
};
