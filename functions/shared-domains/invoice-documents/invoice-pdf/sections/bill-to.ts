import { left } from '../page';
import { colors } from '../palette';
import type { InvoiceColumnBlock } from '../section';

const width = 250;

/**
 * Who the invoice is for: the payer first (the family's name and email; an invoice records no postal
 * address for a family), then the student it is about and the grade. An invoice without a family name
 * leads with the student, as before.
 */
export const billTo: InvoiceColumnBlock = (layout, { invoice }, top) => {
  let y = top;
  layout.draw('BILL TO', { x: left, y, size: 8.5, weight: 'bold', color: colors.muted });
  y -= 16;
  const payer = invoice.parent.name.trim();
  const student = invoice.student.name.trim() || 'Unnamed Student';
  layout.draw(payer || student, { x: left, y, size: 12, weight: 'bold', maxWidth: width });
  y -= 15;
  if (invoice.parent.email.trim()) {
    layout.draw(invoice.parent.email, { x: left, y, size: 10, color: colors.muted, maxWidth: width });
    y -= 14;
  }
  if (payer) {
    layout.draw(`Student: ${student}`, { x: left, y, size: 10, maxWidth: width });
    y -= 14;
  }
  if (invoice.student.grade.trim()) {
    layout.draw(`Grade: ${invoice.student.grade}`, { x: left, y, size: 10, maxWidth: width });
    y -= 14;
  }
  return y;
};
