import { periodLabel } from '../../../../../shared/invoices/invoice-period';
import { calendarDate, instantDate } from '../invoice-dates';
import { contentWidth, left, right } from '../page';
import { colors } from '../palette';
import type { InvoiceColumnBlock } from '../section';

/** The invoice's particulars in the right half: number, dates, period and currency, label and value. */
export const particulars: InvoiceColumnBlock = (layout, { invoice }, top) => {
  const rows: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Issue date', instantDate(invoice.createdAt)],
    ['Due date', calendarDate(invoice.dueDate)],
    [
      'Period',
      periodLabel({
        month: invoice.month,
        year: invoice.year,
        startDate: invoice.startDate,
        endDate: invoice.endDate,
      }),
    ],
    ['Currency', invoice.currency],
  ];
  const labelX = left + contentWidth * 0.5;
  let y = top;
  for (const [label, value] of rows) {
    layout.draw(label, { x: labelX, y, size: 9, color: colors.muted });
    const room = right - labelX - layout.text.width(label, { size: 9 }) - 8;
    // Wrapped rather than cut: a custom period's two full dates can be long.
    for (const line of layout.text.wrap(value, { size: 9.5 }, room)) {
      layout.draw(line, { x: right, y, size: 9.5, align: 'right' });
      y -= 12;
    }
    y -= 3;
  }
  return y;
};
