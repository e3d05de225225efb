import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import type { InvoiceSection } from '../section';
import { contentColumns, drawTable, type ColumnSpec } from '../table';

const quantity = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** What a line says: a discount by percent says of what; an untaxed line on a taxed invoice says so. */
function descriptionOf(item: InvoiceItem, invoice: Invoice): string {
  const untaxed = invoice.taxRate > 0 && !item.taxable ? ' (no VAT)' : '';
  return `${item.description}${untaxed}`;
}

function columnSpecs(invoice: Invoice): ColumnSpec<InvoiceItem>[] {
  return [
    { title: 'Item', align: 'left', wraps: true, cell: (item) => descriptionOf(item, invoice) },
    {
      title: 'Qty',
      align: 'right',
      wraps: false,
      cell: (item) =>
        item.kind === 'discount'
          ? item.discount?.type === 'percent'
            ? `${quantity.format(item.discount.value)}%`
            : ''
          : quantity.format(item.quantity),
    },
    {
      title: 'Unit price',
      align: 'right',
      wraps: false,
      cell: (item) => (item.kind === 'discount' ? '' : formatMoney(item.unitPrice, invoice.currency)),
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
 * Under the lessons, the lines that bill no lesson (fees, materials, discounts:
 * docs/invoice-lines.md), in the order they apply; nothing when there are none,
 * so an invoice of lessons only is drawn as before.
 */
export const otherLines: InvoiceSection = (layout, { invoice }) => {
  const rows = invoice.items.filter((item) => item.kind !== 'lesson');
  if (rows.length === 0) return;
  layout.y -= 10;
  drawTable(layout, contentColumns(layout.text, columnSpecs(invoice), rows), rows, '');
};
