import type { InvoiceStatus } from './invoice-statuses';
import { receivedPayments } from './invoice-payments';
import { schoolToday } from './invoice-period';
import { currencies, type Currency } from './money';

/*
 * A family's statement (docs/statement.md): every invoice
 * issued to the family, every payment on them, every credit note and every
 * change of the family's credit, in date order with a running balance, one
 * ledger per currency (GBP and AED are never added together). Everything is
 * in minor units; the caller reads the records and converts at the edge.
 *
 * The running balance is what the family owes net of the credit the school
 * holds for it: an invoice raises it, a payment, a credit note or credit
 * added to the account lowers it, credit taken back (refunded, or spent on an
 * invoice, which that invoice then shows as paid) raises it again. So at the
 * end it is the balance due less the credit held.
 */

/** An invoice as the statement reads it (the entity's InvoiceRecord has these fields). */
export interface StatementInvoice {
  id: string;
  invoiceNumber: string;
  studentName: string;
  status: InvoiceStatus;
  currency: Currency;
  totalMinor: number;
  createdAt: string;
  updatedAt: string;
  paidAt?: string;
  dueDate: string;
  payments?: readonly StatementPayment[];
  /** What credit notes took off it and the part that became family credit: an invoice credited in full was paid by no one. */
  creditedMinor?: number;
  creditedToFamilyMinor?: number;
}

export interface StatementPayment {
  id?: string;
  amountMinor: number;
  /** The day the money arrived, on the school's calendar. */
  date: string;
  method?: string;
  reference?: string;
  recordedAt?: string;
}

/** A credit note against one invoice: it lowers what the family owes on it. */
export interface StatementCreditNote {
  id: string;
  number: string;
  invoiceId: string;
  currency: Currency;
  amountMinor: number;
  /** When it was issued (an instant). */
  at: string;
  reason?: string;
}

/** One change of the family's credit: positive when credit is added, negative when it is taken. */
export interface StatementCreditEntry {
  currency: Currency;
  amountMinor: number;
  reason: string;
  at: string;
  /** The credit note whose excess it is (reason `credit-note`), or whose credit a refund paid out. */
  creditNoteId?: string;
}

export type StatementLineKind = 'invoice' | 'payment' | 'creditNote' | 'credit';

export interface StatementLine {
  kind: StatementLineKind;
  /** The day on the school's calendar. */
  date: string;
  description: string;
  /** The invoice the line is about (all but credit lines). */
  invoiceId?: string;
  invoiceNumber?: string;
  studentName?: string;
  /** Invoice lines: the invoice's status (a void one adds nothing) and its total as issued. */
  status?: InvoiceStatus;
  totalMinor?: number;
  /** Payment lines: how it was paid. */
  method?: string;
  reference?: string;
  /** Positive raises what the family owes, negative lowers it. */
  amountMinor: number;
  /** The running balance after this line. */
  balanceMinor: number;
}

export interface StatementTotals {
  /** Every invoice issued and not void. */
  invoicedMinor: number;
  paidMinor: number;
  creditedMinor: number;
  /** What the invoices still ask for: never below nothing on one invoice. */
  balanceDueMinor: number;
  /** Credit on the family's account. */
  creditHeldMinor: number;
  /** The last line's running balance: balance due less credit held. */
  closingBalanceMinor: number;
}

export interface CurrencyStatement {
  currency: Currency;
  lines: StatementLine[];
  totals: StatementTotals;
}

export interface StatementSources {
  invoices: readonly StatementInvoice[];
  creditNotes?: readonly StatementCreditNote[];
  creditEntries?: readonly StatementCreditEntry[];
}

/** The statuses a statement shows: an issued invoice, never a draft (the school's work in progress). */
const isIssued = (invoice: StatementInvoice) => invoice.status !== 'draft';

/** Nothing is owed on a void invoice: it stays on the statement as issued, for 0. */
const isVoid = (invoice: StatementInvoice) => invoice.status === 'void';

const dayOf = (instant: string) => schoolToday(new Date(instant));

/** On one day: the invoice, then what reduced it, then the account's credit. */
const kindOrder: Record<StatementLineKind, number> = { invoice: 0, creditNote: 1, payment: 2, credit: 3 };

interface Unsorted extends Omit<StatementLine, 'balanceMinor'> {
  /** Ties on one day and kind: the instant, then the id, so the order never depends on the input's. */
  at: string;
  id: string;
}

function creditDescription(entry: StatementCreditEntry, noteNumbers: ReadonlyMap<string, string>): string {
  const note = entry.creditNoteId ? noteNumbers.get(entry.creditNoteId) : undefined;
  if (entry.reason === 'overpayment') return 'Credit added to account (payment not needed by an invoice)';
  if (entry.reason === 'credit-note' && note) return `Credit added to account (credit note ${note})`;
  if (entry.reason === 'refund' || entry.reason === 'credit-note-refund') return 'Credit refunded';
  // Credit spent on an invoice comes back when staff remove that Family credit payment.
  if (entry.reason === 'applied' && entry.amountMinor > 0)
    return 'Credit returned (family credit payment removed)';
  return entry.amountMinor >= 0 ? 'Credit added to account' : 'Credit used';
}

/**
 * What of each credit note went to the family's credit rather than off its
 * invoice (the part beyond what was still due: all of it on a paid invoice).
 * That part is its own credit line, so the credit note's line takes off only
 * the rest, and the note is never counted twice.
 */
function toCreditByNote(entries: readonly StatementCreditEntry[]): Map<string, number> {
  const byNote = new Map<string, number>();
  for (const entry of entries) {
    if (entry.reason !== 'credit-note' || !entry.creditNoteId || entry.amountMinor <= 0) continue;
    byNote.set(entry.creditNoteId, (byNote.get(entry.creditNoteId) ?? 0) + entry.amountMinor);
  }
  return byNote;
}

function invoiceLines(
  invoice: StatementInvoice,
  notesOn: readonly StatementCreditNote[],
  toCredit: ReadonlyMap<string, number>,
): Unsorted[] {
  const about = {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    studentName: invoice.studentName,
  };
  const lines: Unsorted[] = [
    {
      ...about,
      kind: 'invoice',
      date: dayOf(invoice.createdAt),
      description: `Invoice ${invoice.invoiceNumber} (${invoice.studentName})${isVoid(invoice) ? ', void' : ''}`,
      status: invoice.status,
      totalMinor: invoice.totalMinor,
      amountMinor: isVoid(invoice) ? 0 : invoice.totalMinor,
      at: invoice.createdAt,
      id: invoice.id,
    },
  ];
  receivedPayments(invoice).forEach((payment: StatementPayment, index) => {
    lines.push({
      ...about,
      kind: 'payment',
      date: payment.date,
      description: `Payment for ${invoice.invoiceNumber}`,
      ...(payment.method ? { method: payment.method } : {}),
      ...(payment.reference ? { reference: payment.reference } : {}),
      // 0 - x rather than -x: no negative zero for a payment refunded to nothing.
      amountMinor: 0 - payment.amountMinor,
      at: payment.recordedAt ?? payment.date,
      id: payment.id ?? `${invoice.id}#${index}`,
    });
  });
  for (const note of notesOn) {
    lines.push({
      ...about,
      kind: 'creditNote',
      date: dayOf(note.at),
      description: `Credit note ${note.number} on ${invoice.invoiceNumber}`,
      amountMinor: Math.min(note.amountMinor, toCredit.get(note.id) ?? 0) - note.amountMinor,
      at: note.at,
      id: note.id,
    });
  }
  return lines;
}

function byDate(a: Unsorted, b: Unsorted): number {
  return (
    a.date.localeCompare(b.date) ||
    kindOrder[a.kind] - kindOrder[b.kind] ||
    a.at.localeCompare(b.at) ||
    a.id.localeCompare(b.id)
  );
}

function withRunningBalance(unsorted: Unsorted[]): StatementLine[] {
  let balance = 0;
  return [...unsorted].sort(byDate).map(({ at: _at, id: _id, ...line }) => {
    balance += line.amountMinor;
    return { ...line, balanceMinor: balance };
  });
}

function totalsOf(
  invoices: readonly StatementInvoice[],
  notesByInvoice: ReadonlyMap<string, readonly StatementCreditNote[]>,
  toCredit: ReadonlyMap<string, number>,
  creditEntries: readonly StatementCreditEntry[],
  closingBalanceMinor: number,
): StatementTotals {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  let invoicedMinor = 0;
  let paidMinor = 0;
  let creditedMinor = 0;
  let balanceDueMinor = 0;
  for (const invoice of invoices) {
    const paid = sum(receivedPayments(invoice).map((payment) => payment.amountMinor));
    const notes = notesByInvoice.get(invoice.id) ?? [];
    const credited = sum(notes.map((note) => note.amountMinor));
    // What went to the family's credit is counted in creditHeld, not again off the invoice (as on its lines).
    const offInvoice = sum(
      notes.map((note) => note.amountMinor - Math.min(note.amountMinor, toCredit.get(note.id) ?? 0)),
    );
    paidMinor += paid;
    creditedMinor += credited;
    if (isVoid(invoice)) continue;
    invoicedMinor += invoice.totalMinor;
    balanceDueMinor += Math.max(0, invoice.totalMinor - paid - offInvoice);
  }
  return {
    invoicedMinor,
    paidMinor,
    creditedMinor,
    balanceDueMinor,
    creditHeldMinor: sum(creditEntries.map((entry) => entry.amountMinor)),
    closingBalanceMinor,
  };
}

/**
 * The statement of one family, a ledger per currency it was ever billed or
 * credited in (in the order of `currencies`); a currency with nothing in it
 * is left out, so a family billed only in pounds sees no dirham table.
 */
export function familyStatement(sources: StatementSources): CurrencyStatement[] {
  const issued = sources.invoices.filter(isIssued);
  const issuedIds = new Set(issued.map((invoice) => invoice.id));
  const notesByInvoice = new Map<string, StatementCreditNote[]>();
  for (const note of sources.creditNotes ?? []) {
    if (!issuedIds.has(note.invoiceId)) continue;
    notesByInvoice.set(note.invoiceId, [...(notesByInvoice.get(note.invoiceId) ?? []), note]);
  }
  const creditEntries = sources.creditEntries ?? [];
  const toCredit = toCreditByNote(creditEntries);
  const noteNumbers = new Map((sources.creditNotes ?? []).map((note) => [note.id, note.number]));
  return currencies.flatMap((currency) => {
    const invoices = issued.filter((invoice) => invoice.currency === currency);
    const entries = creditEntries.filter((entry) => entry.currency === currency);
    if (invoices.length === 0 && entries.length === 0) return [];
    const lines = withRunningBalance([
      ...invoices.flatMap((invoice) => invoiceLines(invoice, notesByInvoice.get(invoice.id) ?? [], toCredit)),
      ...entries.map((entry, index): Unsorted => ({
        kind: 'credit',
        date: dayOf(entry.at),
        description: creditDescription(entry, noteNumbers),
        amountMinor: 0 - entry.amountMinor,
        at: entry.at,
        id: `credit#${index}`,
      })),
    ]);
    return [
      {
        currency,
        lines,
        totals: totalsOf(invoices, notesByInvoice, toCredit, entries, lines.at(-1)?.balanceMinor ?? 0),
      },
    ];
  });
}
