import { left } from '../page';
import { colors } from '../palette';
import type { InvoiceColumnBlock } from '../section';

const width = 250;

/** Who the invoice is for: the student (and grade), then the parent's name and email when known. */
export const billTo: InvoiceColumnBlock = (layout, { invoice }, top) => {
  let y = top;
  layout.draw('BILL TO', { x: left, y, size: 8.5, weight: 'bold', color: colors.muted });
  y -= 16;
  layout.draw(invoice.student.name || 'Unnamed Student', {
    x: left,
    y,
    size: 12,
    weight: 'bold',
    maxWidth: width,
  });
  y -= 15;
  if (invoice.student.grade.trim()) {
    layout.draw(`Grade: ${invoice.student.grade}`, { x: left, y, size: 10, maxWidth: width });
    y -= 14;
  }
  if (invoice.parent.name.trim()) {
    layout.draw(invoice.parent.name, { x: left, y, size: 10, maxWidth: width });
    y -= 14;
  }
  if (invoice.parent.email.trim()) {
    layout.draw(invoice.parent.email, { x: left, y, size: 10, color: colors.muted, maxWidth: width });
    y -= 14;
  }
  return y;
};
