import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { CurrencyStatement, StatementLine } from '../../../shared/invoices/family-statement';
import { shortDate } from '../../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits, type Currency } from '../../../shared/invoices/money';
import { describeDocument, embedLogo } from './invoice-pdf/document-info';
import { embedInvoiceFonts } from './invoice-pdf/fonts';
import type { InvoiceSchool } from './invoice-pdf/invoice-school';
import { PdfLayout } from './invoice-pdf/layout';
import { heading } from './invoice-pdf/labelled-rows';
import { contentWidth, left, right } from './invoice-pdf/page';
import { colors } from './invoice-pdf/palette';
import { documentFooter } from './invoice-pdf/sections/footer';
import { documentHeader } from './invoice-pdf/sections/header';
import { cellPadding, contentColumns, drawTable, type ColumnSpec } from './invoice-pdf/table';

/** What a family's statement PDF shows (docs/statement.md): the same facts as the JSON answer, in minor units. */
export interface StatementPdfInput {
  school: InvoiceSchool;
  family: { name: string; email: string };
  /** The day it was drawn up, on the school's calendar. */
  date: string;
  currencies: readonly CurrencyStatement[];
}

const currencyNames: Record<Currency, string> = { GBP: 'Pounds sterling (GBP)', AED: 'UAE dirhams (AED)' };

const money = (minor: number, currency: Currency) => formatMoney(toMajorUnits(minor), currency);

function columnSpecs(currency: Currency): ColumnSpec<StatementLine>[] {
  return [
    { title: 'Date', align: 'left', wraps: false, cell: (line) => shortDate(line.date) },
    { title: 'Description', align: 'left', wraps: true, cell: (line) => line.description },
    {
      title: 'Charges',
      align: 'right',
      wraps: false,
      // An invoice always shows its charge (a void one 0: its description says void); credit taken back too.
      cell: (line) =>
        line.kind === 'invoice' || line.amountMinor > 0 ? money(line.amountMinor, currency) : '',
    },
    {
      title: 'Payments & credits',
      align: 'right',
      wraps: false,
      cell: (line) => (line.amountMinor < 0 ? money(-line.amountMinor, currency) : ''),
    },
    { title: 'Balance', align: 'right', wraps: false, cell: (line) => money(line.balanceMinor, currency) },
  ];
}

/** The top of the first page: logo and school on the left; STATEMENT, the family and the date on the right. */
function header(layout: PdfLayout, input: StatementPdfInput, logo: PDFImage | undefined) {
  documentHeader(
    layout,
    { school: input.school, logo, currency: {}, blockWidth: contentWidth * 0.55 },
    {
      title: 'STATEMENT',
      name: input.family.name,
      nameMaxWidth: contentWidth * 0.4,
      detail: `As at ${shortDate(input.date)}`,
      detailStyle: { color: colors.muted },
    },
  );
}

/** Under a currency's table, on the right: its totals, the last one bold. */
function totals(layout: PdfLayout, ledger: CurrencyStatement) {
  const { currency, totals: sums } = ledger;
  const rows: [string, string][] = [
    ['Invoiced', money(sums.invoicedMinor, currency)],
    ['Paid', money(sums.paidMinor, currency)],
    ...(sums.creditedMinor
      ? ([['Credit notes', money(sums.creditedMinor, currency)]] as [string, string][])
      : []),
    ['Balance due', money(sums.balanceDueMinor, currency)],
    ...(sums.creditHeldMinor
      ? ([['Credit on account', money(sums.creditHeldMinor, currency)]] as [string, string][])
      : []),
  ];
  layout.ensureSpace(12 + rows.length * 16);
  const labelX = right - 220;
  const valueX = right - cellPadding;
  let y = layout.y - 16;
  rows.forEach(([label, value], index) => {
    const last = index === rows.length - 1;
    const weight = label === 'Balance due' ? 'bold' : 'regular';
    layout.draw(label, {
      x: labelX,
      y,
      size: 10,
      color: weight === 'bold' ? colors.ink : colors.muted,
      weight,
    });
    layout.draw(value, { x: valueX, y, size: 10, align: 'right', weight });
    if (!last) y -= 16;
  });
  layout.y = y - 24;
}

function ledgerSection(layout: PdfLayout, ledger: CurrencyStatement) {
  layout.ensureSpace(28 + 20 + 18 * 2);
  heading(layout, currencyNames[ledger.currency]);
  const columns = contentColumns(layout.text, columnSpecs(ledger.currency), ledger.lines);
  drawTable(layout, columns, ledger.lines, 'Nothing in this currency');
  totals(layout, ledger);
}

function footer(layout: PdfLayout, input: StatementPdfInput) {
  documentFooter(
    layout,
    input.school.schoolName,
    (index, count) => `Statement · ${input.family.name} · Page ${index + 1} of ${count}`,
    contentWidth / 2 - 8,
  );
}

/**
 * A family's statement as an A4 PDF, with the invoice PDF's building blocks
 * (fonts, layout, table, palette): the school's header, then one table per
 * currency (date, description, charges, payments and credits, running
 * balance) with its totals. The same statement always gives the same bytes.
 */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const text = await embedInvoiceFonts(doc);
  const schoolName = input.school.schoolName.trim() || 'Statement';
  const school = { ...input.school, schoolName };
  const drawnOn = new Date(`${input.date}T12:00:00Z`);
  describeDocument(doc, {
    title: `Statement for ${input.family.name}`,
    author: schoolName,
    created: drawnOn,
    modified: drawnOn,
  });
  const logo = await embedLogo(doc, school.logo);
  const layout = new PdfLayout(doc, text);
  layout.addPage(false);
  const withSchool = { ...input, school };
  header(layout, withSchool, logo);
  if (input.currencies.length === 0) {
    layout.draw('Nothing has been invoiced to this family yet.', {
      x: left,
      y: layout.y - 12,
      size: 10,
      color: colors.muted,
    });
    layout.y -= 28;
  }
  for (const ledger of input.currencies) ledgerSection(layout, ledger);
  footer(layout, withSchool);
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
