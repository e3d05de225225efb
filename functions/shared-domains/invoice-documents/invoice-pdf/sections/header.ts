import { isTaxInvoice } from '../invoice-school';
import { contentWidth, left, right, top } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';
import { fittedSchoolLines } from './school-lines';
import { statusLine } from './status-line';

/**
 * The top of the first page: the logo and the school on the left, the
 * document's title, number and status on the right, over an accent rule.
 */
export const header: InvoiceSection = (layout, { invoice, school, logo, status }) => {
  const blockWidth = contentWidth * 0.58;
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
  for (const line of fittedSchoolLines(layout.text, school, invoice, blockWidth - (schoolX - left))) {
    layout.draw(line, { x: schoolX, y: schoolY, size: 8.5, color: colors.muted });
    schoolY -= 11;
  }
  layout.draw(isTaxInvoice(invoice) ? 'TAX INVOICE' : 'INVOICE', {
    x: right,
    y: top - 18,
    size: 22,
    weight: 'bold',
    align: 'right',
  });
  layout.draw(invoice.invoiceNumber, {
    x: right,
    y: top - 36,
    size: 11,
    weight: 'bold',
    align: 'right',
    maxWidth: contentWidth * 0.38,
  });
  const { text, color } = statusLine(invoice, status);
  layout.draw(text, { x: right, y: top - 52, size: 9.5, weight: 'bold', align: 'right', color });
  const logoBottom = logo ? top - 52 : top;
  const ruleY = Math.min(top - 66, schoolY - 2, logoBottom - 8);
  layout.rule(ruleY, { color: colors.accent, thickness: 1.2 });
  layout.y = ruleY - 22;
};
