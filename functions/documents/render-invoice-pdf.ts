import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { periodLabel, schoolToday, shortDate } from '../../shared/invoices/invoice-period';
import { displayedInvoiceStatus, invoiceStatusLabels } from '../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../shared/invoices/money';
import type { Invoice } from '../../shared/schemas/invoice-schemas';
import { cachingFontkit, layoutFeatures } from './cached-fontkit';
import { loadInvoiceFonts } from './invoice-fonts';
import { PdfText, type DrawOptions, type PdfCharsets } from './pdf-text';

export interface InvoiceSchool {
  schoolName: string;
}

/*
 * Changing the layout? Bump `invoiceLayoutVersion` in export-invoice.ts, so
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
const headerRowHeight = 20;
const cellPadding = 5;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (item: Invoice['items'][number], invoice: Invoice) => string;
}

const fixedWidths = { date: 64, time: 58, duration: 54, rate: 70, amount: 76 };
const nameWidth = (contentWidth - Object.values(fixedWidths).reduce((sum, width) => sum + width, 0)) / 2;

const columns: Column[] = [
  { title: 'Date', width: fixedWidths.date, align: 'left', cell: (item) => shortDate(item.lessonDate) },
  {
    title: 'Time',
    width: fixedWidths.time,
    align: 'left',
    cell: (item) => `${item.lessonTime} ${item.timezone}`,
  },
  { title: 'Subject', width: nameWidth, align: 'left', cell: (item) => item.subject },
  { title: 'Teacher', width: nameWidth, align: 'left', cell: (item) => item.teacherName },
  { title: 'Duration', width: fixedWidths.duration, align: 'right', cell: (item) => `${item.duration} min` },
  {
    title: 'Rate / hr',
    width: fixedWidths.rate,
    align: 'right',
    cell: (item, invoice) => formatMoney(item.rate, invoice.currency),
  },
  {
    title: 'Amount',
    width: fixedWidths.amount,
    align: 'right',
    cell: (item, invoice) => formatMoney(item.amount, invoice.currency),
  },
];

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

  constructor(
    private readonly doc: PDFDocument,
    readonly text: PdfText,
    private readonly invoice: Invoice,
    private readonly school: InvoiceSchool,
  ) {}

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

  header() {
    const invoice = this.invoice;
    const status = displayedInvoiceStatus(invoice.status);
    this.draw(this.school.schoolName, {
      x: left,
      y: top - 16,
      size: 16,
      weight: 'bold',
      color: colors.accent,
      maxWidth: contentWidth * 0.58,
    });
    this.draw('INVOICE', { x: right, y: top - 18, size: 22, weight: 'bold', align: 'right' });
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
    this.rule(top - 66, colors.accent, 1.2);

    // Bill To on the left, the invoice's particulars on the right.
    const blockTop = top - 88;
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
    const labelX = left + contentWidth * 0.56;
    let detailY = blockTop;
    for (const [label, value] of details) {
      this.draw(label, { x: labelX, y: detailY, size: 9, color: colors.muted });
      this.draw(value, { x: right, y: detailY, size: 9.5, align: 'right', maxWidth: right - labelX - 80 });
      detailY -= 15;
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
    for (const column of columns) {
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
      if (this.ensureSpace(rowHeight)) this.tableHeader();
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: left,
          y: this.y - rowHeight,
          width: contentWidth,
          height: rowHeight,
          color: colors.stripe,
        });
      }
      let x = left;
      for (const column of columns) {
        this.draw(column.cell(item, this.invoice), {
          x: column.align === 'right' ? x + column.width - cellPadding : x + cellPadding,
          y: this.y - rowHeight + 6,
          size: tableFontSize,
          align: column.align,
          maxWidth: column.width - cellPadding * 2,
        });
        x += column.width;
      }
      this.y -= rowHeight;
    });
    this.rule(this.y);
  }

  totals() {
    const invoice = this.invoice;
    const hasTax = invoice.tax > 0;
    const lines: [string, string][] = [['Subtotal', formatMoney(invoice.subtotal, invoice.currency)]];
    if (hasTax)
      lines.push([`Tax (${percent.format(invoice.taxRate)}%)`, formatMoney(invoice.tax, invoice.currency)]);
    const status = displayedInvoiceStatus(invoice.status);
    // The stamp is tilted: its top right corner rises ≈ 74 pt above its origin.
    const stampOrigin = 82;
    const stampHeight = status === 'paid' ? stampOrigin + 4 : 0;
    const blockHeight = Math.max(16 + lines.length * 16 + 30, stampHeight);
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
    y -= 14;
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
  doc.setSubject(`Invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(schoolName);
  doc.setCreator(schoolName);
  doc.setProducer(schoolName);
  doc.setLanguage('en-GB');
  const created = new Date(invoice.createdAt);
  const updated = new Date(invoice.updatedAt);
  if (!Number.isNaN(created.getTime())) doc.setCreationDate(created);
  if (!Number.isNaN(updated.getTime())) doc.setModificationDate(updated);

  const layout = new InvoiceLayout(doc, new PdfText({ regular, bold }, charsets), invoice, { schoolName });
  layout.addPage(false);
  layout.header();
  layout.table();
  layout.totals();
  layout.notes();
  layout.footers();
  // pdf-lib writes into a plain ArrayBuffer (never a shared one).
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
