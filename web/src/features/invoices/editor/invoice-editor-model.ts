import { isRealCalendarDate, shortDate } from '../../../../../shared/invoices/invoice-period';
import { itemsEditable, type InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import {
  lessonAmountMinor,
  rateProblem,
  taxMinor,
  toMajorUnits,
  toMinorUnits,
} from '../../../../../shared/invoices/money';
import { maxInvoiceNotesLength } from '../../../../../shared/invoices/invoice-limits';
import type {
  AvailableLesson,
  Invoice,
  InvoiceItem,
  InvoiceUpdateRequest,
} from '../../../../../shared/schemas/invoice-schemas';
import { invoiceManagementMessages } from '../invoice-management-messages';

/** Item id → the rate typed into its box, for the lines whose box was changed and not yet saved. */
export type RateEdits = Readonly<Record<string, string>>;

/** The text a rate box starts with: 45 → '45.00'. */
export function rateText(rate: number): string {
  return rate.toFixed(2);
}

/** The rate a box holds, or null when it is not a valid rate (a number above 0: a lesson is never free by mistake). */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return rateProblem(value) ? null : value;
}

/** Why a rate box is refused: 'Please enter a valid rate', or the rule it breaks (too large, three decimals). */
export function rateError(text: string): string | undefined {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!trimmed || !Number.isFinite(value) || value <= 0) return invoiceManagementMessages.invalidRate;
  return rateProblem(value);
}

export interface EditorLine {
  item: InvoiceItem;
  /** What the rate box shows. */
  rateText: string;
  /** The typed rate differs from the saved one. */
  changed: boolean;
  error?: string;
  /** This line's amount at the shown rate, in minor units; null while the rate is invalid. */
  amountMinor: number | null;
}

/** The lessons table's rows: saved values, with the rates being typed laid over them. */
export function editorLines(items: readonly InvoiceItem[], edits: RateEdits): EditorLine[] {
  return items.map((item) => {
    const typed = edits[item._id];
    if (typed === undefined) {
      return { item, rateText: rateText(item.rate), changed: false, amountMinor: toMinorUnits(item.amount) };
    }
    const rate = parseRate(typed);
    return {
      item,
      rateText: typed,
      changed: rate === null || toMinorUnits(rate) !== toMinorUnits(item.rate),
      error: rate === null ? rateError(typed) : undefined,
      amountMinor: rate === null ? null : lessonAmountMinor(toMinorUnits(rate), item.duration),
    };
  });
}

export function hasRateChanges(lines: readonly EditorLine[]): boolean {
  return lines.some((line) => line.changed);
}

export function hasRateErrors(lines: readonly EditorLine[]): boolean {
  return lines.some((line) => line.error !== undefined);
}

export interface InvoiceTotals {
  subtotal: number;
  tax: number;
  total: number;
  /** Computed here from rates not yet saved; the server's figures replace them on saving. */
  provisional: boolean;
}

/**
 * The totals to show: the server's while nothing is being edited; otherwise a
 * provisional sum of the shown lines (null while a rate is invalid).
 */
export function editorTotals(
  invoice: Pick<Invoice, 'subtotal' | 'tax' | 'total' | 'taxRate'>,
  lines: readonly EditorLine[],
): InvoiceTotals | null {
  if (!hasRateChanges(lines)) {
    return { subtotal: invoice.subtotal, tax: invoice.tax, total: invoice.total, provisional: false };
  }
  if (hasRateErrors(lines)) return null;
  const subtotalMinor = lines.reduce((sum, line) => sum + (line.amountMinor ?? 0), 0);
  const taxAmountMinor = taxMinor(subtotalMinor, invoice.taxRate);
  return {
    subtotal: toMajorUnits(subtotalMinor),
    tax: toMajorUnits(taxAmountMinor),
    total: toMajorUnits(subtotalMinor + taxAmountMinor),
    provisional: true,
  };
}

/** A stored due date as a date input holds it ('2026-04-30'), or '' when there is none. */
export function dueDateInput(value: string | undefined): string {
  const date = (value ?? '').slice(0, 10);
  return isRealCalendarDate(date) ? date : '';
}

export function notesError(notes: string): string | undefined {
  return notes.trim().length > maxInvoiceNotesLength
    ? `Notes must be at most ${maxInvoiceNotesLength} characters`
    : undefined;
}

/** Notes or due date differ from what is saved. */
export function detailsChanged(invoice: Pick<Invoice, 'notes' | 'dueDate'>, notes: string, dueDate: string) {
  return notes.trim() !== invoice.notes.trim() || dueDate !== dueDateInput(invoice.dueDate);
}

/**
 * PUT /invoices/{id}'s body ({items, notes, dueDate}). The lines and
 * their rates go only while the invoice is draft: afterwards they are fixed.
 * Call with lines free of errors.
 */
export function invoiceUpdateBody(
  status: InvoiceStatus,
  lines: readonly EditorLine[],
  notes: string,
  dueDate: string,
): InvoiceUpdateRequest {
  const body: InvoiceUpdateRequest = { notes: notes.trim(), dueDate };
  if (itemsEditable(status)) {
    body.items = lines.map((line) => ({
      _id: line.item._id,
      rate: parseRate(line.rateText) ?? line.item.rate,
    }));
  }
  return body;
}

export interface EditorButtons {
  saveDraft: boolean;
  send: boolean;
  markPaid: boolean;
  /** Rates, removing and adding lessons. */
  editItems: boolean;
}

/** Save as Draft always; Send Invoice for a draft; Mark as Paid when sent or overdue. */
export function editorButtons(status: InvoiceStatus): EditorButtons {
  return {
    saveDraft: true,
    send: status === 'draft',
    markPaid: status === 'sent' || status === 'overdue',
    editItems: itemsEditable(status),
  };
}

/** '3 Mar 2026' and '16:00 UK': a billed lesson's date and time on its own clock. */
export function lessonWhen(lesson: Pick<InvoiceItem, 'lessonDate' | 'lessonTime' | 'timezone'>) {
  const date = isRealCalendarDate(lesson.lessonDate.slice(0, 10))
    ? shortDate(lesson.lessonDate)
    : lesson.lessonDate;
  return { date, time: `${lesson.lessonTime} ${lesson.timezone}` };
}

/** One line of the Add Lesson picker: '3 Mar 2026, 16:00 UK · Maths · Tom Baker (60 min)'. */
export function availableLessonLabel(lesson: AvailableLesson): string {
  const { date, time } = lessonWhen(lesson);
  const parts = [`${date}, ${time}`, lesson.subject || 'No subject', lesson.teacherName].filter(Boolean);
  return `${parts.join(' · ')} (${lesson.duration} min)`;
}

/** 'Maths on 3 Mar 2026': names a line's remove button and rate box for screen readers. */
export function lineLabel(item: Pick<InvoiceItem, 'subject' | 'lessonDate' | 'lessonTime' | 'timezone'>) {
  const { date, time } = lessonWhen(item);
  return `${item.subject || 'Lesson'} on ${date} at ${time}`;
}
