import { formatMoney } from '../../../../../shared/invoices/money';
import { calendarDate } from '../invoice-dates';
import type { InvoiceSchool } from '../invoice-school';
import { left, right } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';
import { cellPadding } from '../table';
import { paidStamp } from './paid-stamp';

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** VAT where the school is VAT-registered or bills dirhams (UAE VAT); "Tax" otherwise. */
function taxName(currency: string, school: InvoiceSchool): string {
  if (currency === 'AED') return 'VAT';
  return school.profile?.vatNumber ? 'VAT' : 'Tax';
}

/** Whether the header names the school's VAT number (GBP) or TRN (AED), as schoolLines does. */
function showsVatRegistration(currency: string, school: InvoiceSchool): boolean {
  if (currency === 'GBP') return Boolean(school.profile?.vatNumber);
  if (currency === 'AED') return Boolean(school.profile?.trn);
  return false;
}

/**
 * Under the lessons, on the right: subtotal, tax when above zero, the total,
 * then (once sent) what was paid and what is due, and by when (nothing on
 * a void invoice). A paid invoice has its stamp on the left, beside them.
 * The block is kept whole.
 */
export const totals: InvoiceSection = (layout, { invoice, school, status }) => {
  const amounts: [string, string][] = [['Subtotal', formatMoney(invoice.subtotal, invoice.currency)]];
  if (invoice.tax > 0)
    amounts.push([
      `${taxName(invoice.currency, school)} (${percent.format(invoice.taxRate)}%)`,
      formatMoney(invoice.tax, invoice.currency),
    ]);
  // The header shows a VAT registration (school-lines.ts): an invoice that charges none says so, rather than
  // leaving a reader to wonder whether VAT is included or was forgotten.
  else if (showsVatRegistration(invoice.currency, school))
    amounts.push(['No VAT charged', formatMoney(0, invoice.currency)]);
  const settled: [string, string][] =
    status === 'draft'
      ? []
      : [
          ['Amount paid', formatMoney(invoice.amountPaid, invoice.currency)],
          // Only on an invoice with credit notes (issue 36): what they took off.
          ...(invoice.amountCredited
            ? ([['Credited', formatMoney(invoice.amountCredited, invoice.currency)]] as [string, string][])
            : []),
          // Nothing is owed on a void invoice, as the web page says.
          ['Balance due', formatMoney(status === 'void' ? 0 : invoice.balanceDue, invoice.currency)],
        ];
  // The stamp is tilted: its top right corner rises ≈ 74 pt above its origin.
  const stampOrigin = 82;
  const stampHeight = status === 'paid' ? stampOrigin + 4 : 0;
  const blockHeight = Math.max(16 + (amounts.length + settled.length) * 16 + 30, stampHeight);
  layout.ensureSpace(blockHeight);
  const page = layout.page;
  const blockTop = layout.y;
  const labelX = right - 220;
  // Amounts end where the table's Amount column does.
  const valueX = right - cellPadding;
  let y = blockTop - 16;
  for (const [label, value] of amounts) {
    layout.draw(label, { x: labelX, y, size: 10, color: colors.muted });
    layout.draw(value, { x: valueX, y, size: 10, align: 'right' });
    y -= 16;
  }
  page.drawLine({
    start: { x: labelX, y: y + 8 },
    end: { x: right, y: y + 8 },
    thickness: 1,
    color: colors.ink,
  });
  y -= 8;
  layout.draw('Total', { x: labelX, y, size: 12, weight: 'bold' });
  layout.draw(formatMoney(invoice.total, invoice.currency), {
    x: valueX,
    y,
    size: 12,
    weight: 'bold',
    align: 'right',
  });
  y -= 16;
  for (const [label, value] of settled) {
    const weight = label === 'Balance due' ? 'bold' : 'regular';
    layout.draw(label, { x: labelX, y, size: 10, weight, color: colors.ink });
    layout.draw(value, { x: valueX, y, size: 10, weight, align: 'right' });
    y -= 16;
  }
  if (status === 'sent' || status === 'overdue') {
    layout.draw(`Payment due by ${calendarDate(invoice.dueDate)}`, {
      x: valueX,
      y,
      size: 9,
      align: 'right',
      color: status === 'overdue' ? colors.overdue : colors.muted,
    });
    y -= 12;
  }
  if (status === 'void') {
    layout.draw('Void: nothing to pay', { x: valueX, y, size: 9, align: 'right', color: colors.void });
    y -= 12;
  }
  if (status === 'paid') paidStamp(layout, invoice.paidAt, left + 12, blockTop - stampOrigin);
  layout.y = Math.min(y, blockTop - stampHeight) - 14;
};
