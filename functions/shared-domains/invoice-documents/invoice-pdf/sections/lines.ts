import { shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import { rateSourceLabels } from '../../../../../shared/invoices/lesson-rates';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import type { InvoiceSection } from '../section';
import { contentColumns, drawTable, type ColumnSpec } from '../table';

/**
 * The subject, and when the lesson was billed at a rate other than the
 * default, which (docs/invoice-lines.md#rates): "KS2 Maths (student rate)".
 */
const subjectCell = (item: InvoiceItem) =>
  item.rateSource && item.rateSource !== 'default'
    ? `${item.subject} (${rateSourceLabels[item.rateSource]})`
    : item.subject;

function columnSpecs(invoice: Invoice): ColumnSpec<InvoiceItem>[] {
  return [
    { title: 'Date', align: 'left', wraps: false, cell: (item) => shortDate(item.lessonDate) },
    { title: 'Time', align: 'left', wraps: false, cell: (item) => `${item.lessonTime} ${item.timezone}` },
    { title: 'Subject', align: 'left', wraps: true, cell: subjectCell },
    { title: 'Teacher', align: 'left', wraps: true, cell: (item) => item.teacherName },
    { title: 'Duration', align: 'right', wraps: false, cell: (item) => `${item.duration} min` },
    {
      title: 'Rate / hr',
      align: 'right',
      wraps: false,
      cell: (item) => formatMoney(item.rate, invoice.currency),
    },
    {
      title: 'Amount',
      align: 'right',
      wraps: false,
      cell: (item) => formatMoney(item.amount, invoice.currency),
    },
  ];
}

/**
 * The lessons billed, one row each, continued over as many pages as they need
 * (the other lines follow in a table of their own: other-lines.ts). An invoice
 * with other lines but no lesson has no lesson table.
 */
export const lines: InvoiceSection = (layout, { invoice }) => {
  const lessons = invoice.items.filter((item) => item.kind === 'lesson');
  if (lessons.length === 0 && invoice.items.length > 0) return;
  const columns = contentColumns(layout.text, columnSpecs(invoice), lessons);
  drawTable(layout, columns, lessons, 'No lessons on this invoice');
};
