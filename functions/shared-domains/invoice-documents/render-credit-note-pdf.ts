import { PDFDocument, type PDFImage } from 'pdf-lib';
import { formatMoney } from '../../../shared/invoices/money';
import type { CreditNote } from '../../../shared/schemas/credit-note-schemas';
import { describeDocument, embedLogo } from './invoice-pdf/document-info';
import { embedInvoiceFonts } from './invoice-pdf/fonts';
import { instantDate } from './invoice-pdf/invoice-dates';
import type { InvoiceSchool } from './invoice-pdf/invoice-school';
import { PdfLayout } from './invoice-pdf/layout';
import { contentWidth, left, right } from './invoice-pdf/page';
import { colors } from './invoice-pdf/palette';
import { documentFooter } from './invoice-pdf/sections/footer';
import { documentHeader } from './invoice-pdf/sections/header';
import { cellPadding, contentColumns, drawTable, type ColumnSpec } from './invoice-pdf/table';

type Line = CreditNote['lines'][number];

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** VAT where the school is VAT-registered or bills dirhams (UAE VAT); "Tax" otherwise, as on the invoice. */
function taxName(currency: string, school: InvoiceSchool): string {
  if (currency === 'AED') return 'VAT';
  return school.profile?.vatNumber ? 'VAT' : 'Tax';
}

/** The school on the left (logo, name, its lines), CREDIT NOTE, its number and the invoice it credits on the right. */
function header(layout: PdfLayout, note: CreditNote, school: InvoiceSchool, logo: PDFImage | undefined) {
  documentHeader(
    layout,
    { school, logo, currency: note, blockWidth: contentWidth * 0.58 },
    {
      title: 'CREDIT NOTE',
      name: note.number,
      detail: `Credits invoice ${note.invoice.invoiceNumber}`,
      detailStyle: { color: colors.muted },
    },
  );
}

/** Who it is for (left) and its dates (right). */
function parties(layout: PdfLayout, note: CreditNote) {
  const startY = layout.y;
  let y = startY;
  layout.draw('CREDIT TO', { x: left, y, size: 8.5, weight: 'bold', color: colors.muted });
  y -= 16;
  layout.draw(note.student.name, { x: left, y, size: 12, weight: 'bold', maxWidth: 250 });
  y -= 15;
  for (const value of [note.parent.name, note.parent.email].filter((text) => text.trim())) {
    layout.draw(value, { x: left, y, size: 10, maxWidth: 250 });
    y -= 14;
  }
  const rows: [string, string][] = [
    ['Issued', instantDate(note.issuedAt)],
    ['Invoice', note.invoice.invoiceNumber],
    ['Currency', note.currency],
  ];
  let rightY = startY;
  for (const [label, value] of rows) {
    layout.draw(label, { x: right - 200, y: rightY, size: 9.5, color: colors.muted });
    layout.draw(value, { x: right, y: rightY, size: 9.5, align: 'right' });
    rightY -= 15;
  }
  layout.y = Math.min(y, rightY) - 12;
}

function lines(layout: PdfLayout, note: CreditNote) {
  const specs: ColumnSpec<Line>[] = [
    { title: 'Description', align: 'left', wraps: true, cell: (line) => line.description },
    {
      title: 'Amount',
      align: 'right',
      wraps: false,
      cell: (line) => formatMoney(line.amount, note.currency),
    },
  ];
  drawTable(layout, contentColumns(layout.text, specs, note.lines), note.lines, 'No lines');
}

/** Subtotal, the VAT portion when above zero, the total credited, and what became family credit. */
function totals(layout: PdfLayout, note: CreditNote, school: InvoiceSchool) {
  const rows: [string, string, boolean][] = [['Subtotal', formatMoney(note.subtotal, note.currency), false]];
  if (note.tax > 0)
    rows.push([
      `${taxName(note.currency, school)} (${percent.format(note.taxRate)}%)`,
      formatMoney(note.tax, note.currency),
      false,
    ]);
  rows.push(['Total credited', formatMoney(note.total, note.currency), true]);
  if (note.familyCredit > 0)
    rows.push(['Added to your credit', formatMoney(note.familyCredit, note.currency), false]);
  layout.ensureSpace(rows.length * 16 + 24);
  const labelX = right - 220;
  const valueX = right - cellPadding;
  let y = layout.y - 16;
  for (const [label, value, bold] of rows) {
    const weight = bold ? 'bold' : 'regular';
    layout.draw(label, {
      x: labelX,
      y,
      size: bold ? 12 : 10,
      weight,
      color: bold ? colors.ink : colors.muted,
    });
    layout.draw(value, { x: valueX, y, size: bold ? 12 : 10, weight, align: 'right' });
    y -= bold ? 20 : 16;
  }
  layout.y = y - 8;
}

function reason(layout: PdfLayout, note: CreditNote) {
  const wrapped = layout.text.wrap(note.reason, { size: 10 }, contentWidth);
  layout.ensureSpace(20 + wrapped.length * 13);
  layout.draw('REASON', { x: left, y: layout.y, size: 8.5, weight: 'bold', color: colors.muted });
  layout.y -= 15;
  for (const line of wrapped) {
    layout.draw(line, { x: left, y: layout.y, size: 10 });
    layout.y -= 13;
  }
}

function footer(layout: PdfLayout, note: CreditNote, school: InvoiceSchool) {
  documentFooter(
    layout,
    school.schoolName,
    (index, count) => `${note.number} · Page ${index + 1} of ${count}`,
  );
}

/**
 * The credit note as an A4 PDF, built from the invoice PDF's parts (fonts,
 * page, table, palette): CREDIT NOTE, its number and the invoice it credits,
 * who it is for, the lines, the VAT portion, the total credited, what became
 * family credit, and the reason. The same credit note always gives the same
 * bytes (its dates are its own).
 */
export async function renderCreditNotePdf(
  note: CreditNote,
  school: InvoiceSchool,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const text = await embedInvoiceFonts(doc);
  const schoolName = school.schoolName.trim() || 'Credit note';
  const issued = new Date(note.issuedAt);
  describeDocument(doc, {
    title: note.number,
    subject: `Credit note ${note.number} for invoice ${note.invoice.invoiceNumber}`,
    author: schoolName,
    created: issued,
    modified: issued,
  });
  const logo = await embedLogo(doc, school.logo);
  const named = { ...school, schoolName };
  const layout = new PdfLayout(doc, text);
  layout.addPage(false);
  header(layout, note, named, logo);
  parties(layout, note);
  lines(layout, note);
  totals(layout, note, named);
  reason(layout, note);
  footer(layout, note, named);
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
