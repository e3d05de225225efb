import { shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import type { InvoiceSection } from '../section';
import { contentColumns, drawTable, type ColumnSpec } from '../table';

function columnSpecs(invoice: Invoice): ColumnSpec<InvoiceItem>[] {
  return [
    { title: 'Date', align: 'left', wraps: false, cell: (item) => shortDate(item.lessonDate) },
    { title: 'Time', align: 'left', wraps: false, cell: (item) => `${item.lessonTime} ${item.timezone}` },
    { title: 'Subject', align: 'left', wraps: true, cell: (item) => item.subject },
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

/** The lessons billed, one row each, continued over as many pages as they need. */
export const lines: InvoiceSection = (layout, { invoice }) => {
  const columns = contentColumns(layout.text, columnSpecs(invoice), invoice.items);
  drawTable(layout, columns, invoice.items, 'No lessons on this invoice');
};
