import { degrees, PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { periodLabel, schoolToday, shortDate } from '../../shared/invoices/invoice-period';
import { displayedInvoiceStatus, invoiceStatusLabels } from '../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../shared/invoices/money';
import { paymentMethodLabels } from '../../shared/invoices/payment-methods';
import type { Invoice } from '../../shared/schemas/invoice-schemas';
import { cachingFontkit, layoutFeatures } from './cached-fontkit';
import { loadInvoiceFonts } from './invoice-fonts';
import { PdfText, type DrawOptions, type PdfCharsets } from './pdf-text';

/** Where to pay in the invoice's currency, as the school profile holds it. */
export interface PdfPaymentInstructions {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  iban: string;
}

/** What the PDF says about the school besides its name (settings → School profile). */
export interface InvoiceSchoolProfile {
  legalName: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  vatNumber: string;
  trn: string;
  paymentInstructions?: PdfPaymentInstructions;
}

export interface InvoiceSchool {
  schoolName: string;
  profile?: InvoiceSchoolProfile;
  logo?: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' };
}

/** The UAE's tax invoice: dirhams with VAT charged. */
export const isTaxInvoice = (invoice: Pick<Invoice, 'currency' | 'tax'>) =>
  invoice.currency === 'AED' && invoice.tax > 0;

/*
 * Changing the layout? Bump `invoiceLayoutVersion` in invoice-pdf.ts, so
 * PDFs stored by the old layout are made again.
 */

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const [pageWidth, pageHeight] = pageSize;
const margin = 48;
const left = margin;
const right = pageWidth - margin;
const contentWidth = right - left;
const top = pageHeight - margin;
/** Nothing but the footer goes below this line. */
const bottom = 64;
const footerY = 30;

const colors = {
  ink: rgb(0.12, 0.14, 0.18),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.82, 0.84, 0.88),
  headerFill: rgb(0.93, 0.95, 0.97),
  stripe: rgb(0.975, 0.98, 0.985),
  accent: rgb(0.14, 0.33, 0.62),
  paid: rgb(0.09, 0.52, 0.29),
  overdue: rgb(0.75, 0.16, 0.14),
  draft: rgb(0.8, 0.45, 0.05),
  watermark: rgb(0.8, 0.8, 0.8),
};

const tableFontSize = 8.5;
const rowHeight = 18;
const tableLineHeight = 11;
const headerRowHeight = 20;
const cellPadding = 5;

interface ColumnSpec {
  title: string;
  align: 'left' | 'right';
  /** Names wrap onto more lines; the other columns are as wide as their widest cell. */
  wraps: boolean;
  cell: (item: Invoice['items'][number], invoice: Invoice) => string;
}

interface Column extends ColumnSpec {
  width: number;
}

const columnSpecs: ColumnSpec[] = [
  { title: 'Date', align: 'left', wraps: false, cell: (item) => shortDate(item.lessonDate) },
  { title: 'Time', align: 'left', wraps: false, cell: (item) => `${item.lessonTime} ${item.timezone}` },
  { title: 'Subject', align: 'left', wraps: true, cell: (item) => item.subject },
  { title: 'Teacher', align: 'left', wraps: true, cell: (item) => item.teacherName },
  { title: 'Duration', align: 'right', wraps: false, cell: (item) => `${item.duration} min` },
  {
    title: 'Rate / hr',
    align: 'right',
    wraps: false,
    cell: (item, invoice) => formatMoney(item.rate, invoice.currency),
  },
  {
    title: 'Amount',
    align: 'right',
    wraps: false,
    cell: (item, invoice) => formatMoney(item.amount, invoice.currency),
  },
];

/**
 * Widths from the content: each fixed column as wide as its widest cell (a
 * full date is never cut), the names sharing what is left and wrapping.
 */
function tableColumns(text: PdfText, invoice: Invoice): Column[] {
  const widest = (spec: ColumnSpec) =>
    Math.max(
      text.width(spec.title, { size: tableFontSize, weight: 'bold' }),
      ...invoice.items.map((item) => text.width(spec.cell(item, invoice), { size: tableFontSize })),
    ) +
    cellPadding * 2 +
    1;
  const fixed = columnSpecs.filter((spec) => !spec.wraps).map(widest);
  const fixedTotal = fixed.reduce((sum, width) => sum + width, 0);
  const wrapping = columnSpecs.filter((spec) => spec.wraps).length;
  const nameWidth = Math.max(60, (contentWidth - fixedTotal) / wrapping);
  let index = 0;
  return columnSpecs.map((spec) => ({ ...spec, width: spec.wraps ? nameWidth : fixed[index++]! }));
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "5 Apr 2026" for an instant, on the school's clock. */
function instantDate(iso: string | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '—' : shortDate(schoolToday(instant));
}

function calendarDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? shortDate(value) : '—';
}

/** Each font's character set, worked out once per container (the font bytes never change). */
const charsetCache = new WeakMap<Uint8Array, ReadonlySet<number>>();

function charsetOf(bytes: Uint8Array, font: PDFFont): ReadonlySet<number> {
  let charset = charsetCache.get(bytes);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsetCache.set(bytes, charset);
  }
  return charset;
}

class InvoiceLayout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The baseline where the next thing goes, moving down the page. */
  y = top;
  private readonly columns: Column[];

  constructor(
    private readonly doc: PDFDocument,
    readonly text: PdfText,
    private readonly invoice: Invoice,
    private readonly school: InvoiceSchool,
    private readonly logo?: PDFImage,
  ) {
    this.columns = tableColumns(text, invoice);
  }

  draw(value: string, options: DrawOptions): number {
    return this.text.draw(this.page, value, { color: colors.ink, ...options });
  }

  rule(y: number, color = colors.rule, thickness = 0.75) {
    this.page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness, color });
  }

  addPage(continued: boolean) {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    if (displayedInvoiceStatus(this.invoice.status) === 'draft') this.draftWatermark();
    if (!continued) {
      this.y = top;
      return;
    }
    this.draw(this.school.schoolName, {
      x: left,
      y: top - 10,
      size: 10,
      weight: 'bold',
      maxWidth: contentWidth / 2,
    });
    this.draw(`Invoice ${this.invoice.invoiceNumber} (continued)`, {
      x: right,
      y: top - 10,
      size: 10,
      align: 'right',
      color: colors.muted,
      maxWidth: contentWidth / 2 - 10,
    });
    this.rule(top - 18);
    this.y = top - 34;
  }

  /** Moves to a new page unless `height` still fits above the footer; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= bottom) return false;
    this.addPage(true);
    return true;
  }

  private draftWatermark() {
    const size = 110;
    const angle = 35;
    const width = this.text.width('DRAFT', { size, weight: 'bold' });
    const radians = (angle * Math.PI) / 180;
    // Centred on the page: start half the word back along its own slant.
    this.draw('DRAFT', {
      x: pageWidth / 2 - (width / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
      y: pageHeight / 2 - (width / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
      size,
      weight: 'bold',
      color: colors.watermark,
      opacity: 0.35,
      rotate: angle,
    });
  }

  /** The school's lines under its name: legal name, address, contacts, its tax registration. */
  private schoolLines(): string[] {
    const profile = this.school.profile;
    if (!profile) return [];
    const lines: string[] = [];
    if (profile.legalName.trim() && profile.legalName.trim() !== this.school.schoolName.trim())
      lines.push(profile.legalName.trim());
    lines.push(
      ...profile.address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
    const contact = [profile.contactEmail, profile.contactPhone].filter((value) => value.trim()).join(' · ');
    if (contact) lines.push(contact);
    if (this.invoice.currency === 'AED' && profile.trn) lines.push(`TRN: ${profile.trn}`);
    if (this.invoice.currency === 'GBP' && profile.vatNumber) lines.push(`VAT No. ${profile.vatNumber}`);
    return lines;
  }

  header() {
    const invoice = this.invoice;
    const status = displayedInvoiceStatus(invoice.status);
    const blockWidth = contentWidth * 0.58;
    let schoolX = left;
    if (this.logo) {
      const scale = Math.min(48 / this.logo.height, 120 / this.logo.width);
      const width = this.logo.width * scale;
      const height = this.logo.height * scale;
      this.page.drawImage(this.logo, { x: left, y: top - height, width, height });
      schoolX = left + width + 10;
    }
    this.draw(this.school.schoolName, {
      x: schoolX,
      y: top - 16,
      size: 16,
      weight: 'bold',
      color: colors.accent,
      maxWidth: blockWidth - (schoolX - left),
    });
    let schoolY = top - 30;
    for (const line of this.schoolLines()) {
      for (const wrapped of this.text.wrap(line, { size: 8.5 }, blockWidth - (schoolX - left))) {
        this.draw(wrapped, { x: schoolX, y: schoolY, size: 8.5, color: colors.muted });
        schoolY -= 11;
      }
    }
    this.draw(isTaxInvoice(invoice) ? 'TAX INVOICE' : 'INVOICE', {
      x: right,
      y: top - 18,
      size: 22,
      weight: 'bold',
      align: 'right',
    });
    this.draw(invoice.invoiceNumber, {
      x: right,
      y: top - 36,
      size: 11,
      weight: 'bold',
      align: 'right',
      maxWidth: contentWidth * 0.38,
    });
    const statusColor =
      status === 'paid'
        ? colors.paid
        : status === 'overdue'
          ? colors.overdue
          : status === 'draft'
            ? colors.draft
            : colors.muted;
    const statusText =
      status === 'paid'
        ? `Status: Paid on ${instantDate(invoice.paidAt)}`
        : status === 'draft'
          ? 'Status: DRAFT (not sent)'
          : `Status: ${invoiceStatusLabels[status]}`;
    this.draw(statusText, {
      x: right,
      y: top - 52,
      size: 9.5,
      weight: 'bold',
      align: 'right',
      color: statusColor,
    });
    const logoBottom = this.logo ? top - 52 : top;
    const ruleY = Math.min(top - 66, schoolY - 2, logoBottom - 8);
    this.rule(ruleY, colors.accent, 1.2);
    this.details(ruleY - 22);
  }

  /** Bill To on the left, the invoice's particulars on the right, from `blockTop` down. */
  private details(blockTop: number) {
    const invoice = this.invoice;
    const billWidth = 250;
    let y = blockTop;
    this.draw('BILL TO', { x: left, y, size: 8.5, weight: 'bold', color: colors.muted });
    y -= 16;
    this.draw(invoice.student.name || 'Unnamed Student', {
      x: left,
      y,
      size: 12,
      weight: 'bold',
      maxWidth: billWidth,
    });
    y -= 15;
    if (invoice.student.grade.trim()) {
      this.draw(`Grade: ${invoice.student.grade}`, { x: left, y, size: 10, maxWidth: billWidth });
      y -= 14;
    }
    if (invoice.parent.name.trim()) {
      this.draw(invoice.parent.name, { x: left, y, size: 10, maxWidth: billWidth });
      y -= 14;
    }
    if (invoice.parent.email.trim()) {
      this.draw(invoice.parent.email, { x: left, y, size: 10, color: colors.muted, maxWidth: billWidth });
      y -= 14;
    }

    const details: [string, string][] = [
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
    let detailY = blockTop;
    for (const [label, value] of details) {
      this.draw(label, { x: labelX, y: detailY, size: 9, color: colors.muted });
      const room = right - labelX - this.text.width(label, { size: 9 }) - 8;
      // Wrapped rather than cut: a custom period's two full dates can be long.
      for (const line of this.text.wrap(value, { size: 9.5 }, room)) {
        this.draw(line, { x: right, y: detailY, size: 9.5, align: 'right' });
        detailY -= 12;
      }
      detailY -= 3;
    }
    this.y = Math.min(y, detailY) - 16;
  }

  tableHeader() {
    const height = headerRowHeight;
    this.page.drawRectangle({
      x: left,
      y: this.y - height,
      width: contentWidth,
      height,
      color: colors.headerFill,
    });
    let x = left;
    for (const column of this.columns) {
      this.draw(column.title, {
        x: column.align === 'right' ? x + column.width - cellPadding : x + cellPadding,
        y: this.y - height + 6.5,
        size: tableFontSize,
        weight: 'bold',
        align: column.align,
        maxWidth: column.width - cellPadding * 2,
      });
      x += column.width;
    }
    this.y -= height;
  }

  table() {
    this.tableHeader();
    const items = this.invoice.items;
    if (items.length === 0) {
      this.draw('No lessons on this invoice', {
        x: left + cellPadding,
        y: this.y - rowHeight + 6,
        size: tableFontSize,
        color: colors.muted,
      });
      this.y -= rowHeight;
    }
    items.forEach((item, index) => {
      const cells = this.columns.map((column) => {
        const value = column.cell(item, this.invoice);
        return column.wraps
          ? this.text.wrap(value, { size: tableFontSize }, column.width - cellPadding * 2)
          : [value];
      });
      const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
      const height = rowHeight + (lineCount - 1) * tableLineHeight;
      if (this.ensureSpace(height)) this.tableHeader();
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: left,
          y: this.y - height,
          width: contentWidth,
          height,
          color: colors.stripe,
        });
      }
      let x = left;
      this.columns.forEach((column, columnIndex) => {
        cells[columnIndex]!.forEach((line, lineIndex) => {
          this.draw(line, {
            x: column.align === 'right' ? x + column.width - cellPadding : x + cellPadding,
            y: this.y - 12 - lineIndex * tableLineHeight,
            size: tableFontSize,
            align: column.align,
          });
        });
        x += column.width;
      });
      this.y -= height;
    });
    this.rule(this.y);
  }

  totals() {
    const invoice = this.invoice;
    const hasTax = invoice.tax > 0;
    const lines: [string, string][] = [['Subtotal', formatMoney(invoice.subtotal, invoice.currency)]];
    if (hasTax)
      lines.push([
        `${this.taxName()} (${percent.format(invoice.taxRate)}%)`,
        formatMoney(invoice.tax, invoice.currency),
      ]);
    const status = displayedInvoiceStatus(invoice.status);
    const settled: [string, string][] =
      status === 'draft'
        ? []
        : [
            ['Amount paid', formatMoney(invoice.amountPaid, invoice.currency)],
            ['Balance due', formatMoney(invoice.balanceDue, invoice.currency)],
          ];
    // The stamp is tilted: its top right corner rises ≈ 74 pt above its origin.
    const stampOrigin = 82;
    const stampHeight = status === 'paid' ? stampOrigin + 4 : 0;
    const blockHeight = Math.max(16 + (lines.length + settled.length) * 16 + 30, stampHeight);
    this.ensureSpace(blockHeight);
    const blockTop = this.y;
    const labelX = right - 220;
    let y = this.y - 16;
    for (const [label, value] of lines) {
      this.draw(label, { x: labelX, y, size: 10, color: colors.muted });
      this.draw(value, { x: right - cellPadding, y, size: 10, align: 'right' });
      y -= 16;
    }
    this.page.drawLine({
      start: { x: labelX, y: y + 8 },
      end: { x: right, y: y + 8 },
      thickness: 1,
      color: colors.ink,
    });
    y -= 8;
    this.draw('Total', { x: labelX, y, size: 12, weight: 'bold' });
    this.draw(formatMoney(invoice.total, invoice.currency), {
      x: right - cellPadding,
      y,
      size: 12,
      weight: 'bold',
      align: 'right',
    });
    y -= 16;
    for (const [label, value] of settled) {
      const weight = label === 'Balance due' ? 'bold' : 'regular';
      this.draw(label, { x: labelX, y, size: 10, weight, color: colors.ink });
      this.draw(value, { x: right - cellPadding, y, size: 10, weight, align: 'right' });
      y -= 16;
    }
    if (status === 'sent' || status === 'overdue') {
      this.draw(`Payment due by ${calendarDate(invoice.dueDate)}`, {
        x: right - cellPadding,
        y,
        size: 9,
        align: 'right',
        color: status === 'overdue' ? colors.overdue : colors.muted,
      });
      y -= 12;
    }
    if (status === 'paid') this.paidStamp(left + 12, blockTop - stampOrigin);
    this.y = Math.min(y, blockTop - stampHeight) - 14;
  }

  /** A rubber stamp, tilted, left of the totals: PAID and the day it was paid. */
  private paidStamp(x: number, y: number) {
    const angle = 8;
    const radians = (angle * Math.PI) / 180;
    const width = 150;
    const height = 54;
    const at = (dx: number, dy: number) => ({
      x: x + dx * Math.cos(radians) - dy * Math.sin(radians),
      y: y + dx * Math.sin(radians) + dy * Math.cos(radians),
    });
    const box = { width, height, borderColor: colors.paid, rotate: degrees(angle) };
    this.page.drawRectangle({ x, y, ...box, borderWidth: 2.5 });
    this.page.drawRectangle({ ...at(4, 4), ...box, width: width - 8, height: height - 8, borderWidth: 1 });
    this.draw('PAID', {
      ...at(width / 2, 22),
      size: 26,
      weight: 'bold',
      align: 'center',
      color: colors.paid,
      rotate: angle,
    });
    this.draw(instantDate(this.invoice.paidAt), {
      ...at(width / 2, 10),
      size: 9,
      weight: 'bold',
      align: 'center',
      color: colors.paid,
      rotate: angle,
    });
  }

  notes() {
    const notes = this.invoice.notes.trim();
    if (!notes) return;
    const style = { size: 9.5 };
    const lines = this.text.wrap(notes, style, contentWidth);
    this.ensureSpace(16 + Math.min(lines.length, 3) * 13);
    this.draw('Notes', { x: left, y: this.y - 12, size: 10, weight: 'bold' });
    this.y -= 28;
    for (const line of lines) {
      if (this.ensureSpace(13)) this.y -= 8;
      const rightToLeft = PdfText.isRightToLeft(line);
      this.draw(line, {
        x: rightToLeft ? right : left,
        y: this.y,
        ...style,
        align: rightToLeft ? 'right' : 'left',
      });
      this.y -= 13;
    }
  }

  /** VAT where the school is VAT-registered or bills dirhams (UAE VAT); "Tax" otherwise. */
  private taxName(): string {
    if (this.invoice.currency === 'AED') return 'VAT';
    return this.school.profile?.vatNumber ? 'VAT' : 'Tax';
  }

  /** A heading and rows of label and value, kept together where they fit, continued where they do not. */
  private section(title: string, rows: [string, string][]) {
    if (rows.length === 0) return;
    this.ensureSpace(28 + Math.min(rows.length, 3) * 14);
    this.draw(title, { x: left, y: this.y - 12, size: 10, weight: 'bold' });
    this.y -= 28;
    const labelWidth = Math.max(...rows.map(([label]) => this.text.width(label, { size: 9.5 }))) + 12;
    for (const [label, value] of rows) {
      const lines = this.text.wrap(value, { size: 9.5 }, contentWidth - labelWidth);
      if (this.ensureSpace(lines.length * 13)) this.y -= 8;
      this.draw(label, { x: left, y: this.y, size: 9.5, color: colors.muted });
      for (const line of lines) {
        this.draw(line, { x: left + labelWidth, y: this.y, size: 9.5 });
        this.y -= 13;
      }
    }
    this.y -= 6;
  }

  /** Every payment recorded: the day, how, its reference and amount. */
  payments() {
    const invoice = this.invoice;
    this.section(
      'Payments received',
      invoice.payments.map((payment) => [
        calendarDate(payment.date),
        [
          formatMoney(payment.amount, invoice.currency),
          paymentMethodLabels[payment.method],
          payment.reference ? `ref. ${payment.reference}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ]),
    );
  }

  /** Where to send the money in the invoice's currency, quoting the invoice number. */
  paymentInstructions() {
    const account = this.school.profile?.paymentInstructions;
    if (!account || displayedInvoiceStatus(this.invoice.status) === 'paid') return;
    const rows: [string, string][] = [['Account name', account.accountName]];
    if (account.sortCode) rows.push(['Sort code', account.sortCode]);
    if (account.accountNumber) rows.push(['Account number', account.accountNumber]);
    if (account.iban) rows.push(['IBAN', account.iban]);
    rows.push(['Reference', this.invoice.invoiceNumber]);
    this.section('How to pay', rows);
  }

  footers() {
    const count = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: left, y: footerY + 12 },
        end: { x: right, y: footerY + 12 },
        thickness: 0.5,
        color: colors.rule,
      });
      this.text.draw(page, this.school.schoolName, {
        x: left,
        y: footerY,
        size: 8,
        color: colors.muted,
        maxWidth: contentWidth / 2,
      });
      this.text.draw(page, `${this.invoice.invoiceNumber} · Page ${index + 1} of ${count}`, {
        x: right,
        y: footerY,
        size: 8,
        align: 'right',
        color: colors.muted,
      });
    });
  }
}

function embedLogo(doc: PDFDocument, logo: NonNullable<InvoiceSchool['logo']>): Promise<PDFImage> {
  return logo.contentType === 'image/png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes);
}

/**
 * The invoice as an A4 PDF: school, number, status, Bill To, dates, period,
 * the lessons (continued over as many pages as they need), subtotal, tax
 * when above zero, total, notes and a PAID stamp once paid. The same invoice
 * revision always gives the same bytes (dates come from the invoice).
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  school: InvoiceSchool,
): Promise<Uint8Array<ArrayBuffer>> {
  const fontBytes = await loadInvoiceFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes.regular, { subset: true, features: layoutFeatures }),
    doc.embedFont(fontBytes.bold, { subset: true, features: layoutFeatures }),
  ]);
  const charsets: PdfCharsets = {
    regular: charsetOf(fontBytes.regular, regular),
    bold: charsetOf(fontBytes.bold, bold),
  };
  const schoolName = school.schoolName.trim() || 'Invoice';
  doc.setTitle(invoice.invoiceNumber, { showInWindowTitleBar: true });
  doc.setSubject(`${isTaxInvoice(invoice) ? 'Tax invoice' : 'Invoice'} ${invoice.invoiceNumber}`);
  doc.setAuthor(schoolName);
  doc.setCreator(schoolName);
  doc.setProducer(schoolName);
  doc.setLanguage('en-GB');
  const created = new Date(invoice.createdAt);
  const updated = new Date(invoice.updatedAt);
  if (!Number.isNaN(created.getTime())) doc.setCreationDate(created);
  if (!Number.isNaN(updated.getTime())) doc.setModificationDate(updated);

  // A logo that does not decode is left out rather than failing the invoice.
  const logo = school.logo ? await embedLogo(doc, school.logo).catch(() => undefined) : undefined;
  const text = new PdfText({ regular, bold }, charsets);
  const layout = new InvoiceLayout(doc, text, invoice, { ...school, schoolName }, logo);
  layout.addPage(false);
  layout.header();
  layout.table();
  layout.totals();
  layout.payments();
  layout.paymentInstructions();
  layout.notes();
  layout.footers();
  // pdf-lib writes into a plain ArrayBuffer (never a shared one).
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
