import { balanceMinor } from './invoice-payments';
import type { InvoiceStatus } from './invoice-statuses';
import { formatMoney, toMajorUnits, type Currency } from './money';

/*
 * Credit notes (issue 36): an issued invoice is never deleted nor edited to
 * owe less; a numbered credit note takes (part of) it back. These rules read
 * only the few invoice fields they need, so the API and the screens share them.
 */

export const maxCreditReasonLength = 500;
/** Credit notes one invoice may carry: the invoice item lists them, and must stay small. */
export const maxCreditNotesPerInvoice = 50;

export const creditNoteRefusals = {
  draft: 'A draft invoice cannot be credited: change or delete it instead',
  void: 'A void invoice cannot be credited: nothing on it is due',
  cancelled: 'A cancelled invoice cannot be credited',
  full: 'The invoice is already credited in full',
  many: `An invoice holds at most ${maxCreditNotesPerInvoice} credit notes`,
} as const;

interface Creditable {
  status: InvoiceStatus;
  totalMinor: number;
  /** What earlier credit notes took off (absent: none). */
  creditedMinor?: number;
  creditNotes?: readonly unknown[];
}

/** What may still be credited on the invoice: its total less what earlier credit notes took off. */
export function creditableMinor(invoice: Creditable): number {
  return Math.max(0, invoice.totalMinor - (invoice.creditedMinor ?? 0));
}

/** Why no credit note can be issued on the invoice as it is now (a conflict with its state), or undefined. */
export function creditNoteRefusal(invoice: Creditable): string | undefined {
  if (invoice.status === 'draft' || invoice.status === 'void' || invoice.status === 'cancelled')
    return creditNoteRefusals[invoice.status];
  if (creditableMinor(invoice) === 0) return creditNoteRefusals.full;
  if ((invoice.creditNotes ?? []).length >= maxCreditNotesPerInvoice) return creditNoteRefusals.many;
  return undefined;
}

/** Why `amountMinor` cannot be credited on the invoice (more than is left to credit), or undefined. */
export function creditAmountRefusal(
  invoice: Creditable & { currency: Currency },
  amountMinor: number,
): string | undefined {
  const left = creditableMinor(invoice);
  if (amountMinor > left)
    return `The credit is more than is left to credit on the invoice (${formatMoney(toMajorUnits(left), invoice.currency)})`;
  return undefined;
}

export interface CreditAmounts {
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * A credit of a gross amount (VAT included, as the invoice's total is) split
 * like the invoice: the VAT portion is what the net amount at the invoice's
 * rate would have carried, so crediting the whole total takes back exactly
 * the invoice's subtotal and tax when the invoice's own rounding agrees.
 */
export function vatSplitOfGross(grossMinor: number, taxRatePercent: number): CreditAmounts {
  const subtotalMinor = Math.round((grossMinor * 100) / (100 + taxRatePercent));
  return { subtotalMinor, taxMinor: grossMinor - subtotalMinor, totalMinor: grossMinor };
}

/**
 * A credit of invoice lines: their amounts (net) and VAT at the invoice's
 * rate on those it taxed (an untaxed fee is credited without VAT it never
 * charged), rounded as the invoice rounds. Never more than is left to credit: the
 * last lines of an invoice credited one by one may carry a minor unit less
 * tax than their own rounding would give, so the total credited never
 * exceeds the invoice's total.
 */
export function creditOfLines(
  lineAmountsMinor: readonly number[],
  taxRatePercent: number,
  leftMinor: number,
  /** Of those amounts, what lines the invoice's tax did not apply to come to: credited without tax. */
  untaxedMinor = 0,
): CreditAmounts {
  const subtotalMinor = lineAmountsMinor.reduce((sum, amount) => sum + amount, 0);
  const tax = Math.round(((subtotalMinor - untaxedMinor) * taxRatePercent) / 100);
  const totalMinor = Math.min(subtotalMinor + tax, leftMinor);
  const netMinor = Math.min(subtotalMinor, totalMinor);
  return { subtotalMinor: netMinor, taxMinor: totalMinor - netMinor, totalMinor };
}

export interface CreditSettlement {
  /** Taken off what the family still owed on the invoice. */
  againstInvoiceMinor: number;
  /** The rest: money the family had paid beyond what the invoice now asks, kept as family credit. */
  toFamilyCreditMinor: number;
}

/**
 * Where a credit goes: first off what is still due on the invoice, the rest
 * (e.g. all of it on a paid invoice) to the family's credit.
 */
export function settleCredit(creditMinor: number, balanceDueMinor: number): CreditSettlement {
  const againstInvoiceMinor = Math.min(creditMinor, Math.max(0, balanceDueMinor));
  return { againstInvoiceMinor, toFamilyCreditMinor: creditMinor - againstInvoiceMinor };
}

/**
 * The status once a credit counts: paid when payments and credit cover the
 * total (balanceMinor), else as it was (a credit never reopens an invoice).
 */
export function statusAfterCredit(invoice: Parameters<typeof balanceMinor>[0]): InvoiceStatus {
  return invoice.status !== 'void' && balanceMinor(invoice) === 0 ? 'paid' : invoice.status;
}

/** What of the family credit a credit note created is still to be paid back, in minor units. */
export function refundableMinor(note: { familyCreditMinor: number; refundedMinor?: number }): number {
  return Math.max(0, note.familyCreditMinor - (note.refundedMinor ?? 0));
}

/**
 * Why `amountMinor` cannot be paid back out of the credit note's credit now,
 * with the family's credit at `familyBalanceMinor`, or undefined. A conflict
 * (409) when nothing is left or the family has used its credit since; a bad
 * amount (400) when it is more than is left of the credit note's.
 */
export function creditNoteRefundRefusal(
  note: { familyCreditMinor: number; refundedMinor?: number; currency: Currency },
  amountMinor: number,
  familyBalanceMinor: number,
): { status: 400 | 409; message: string } | undefined {
  const left = refundableMinor(note);
  const money = (minor: number) => formatMoney(toMajorUnits(minor), note.currency);
  if (note.familyCreditMinor === 0)
    return {
      status: 409,
      message: 'This credit note added nothing to the family credit: there is nothing to refund',
    };
  if (left === 0) return { status: 409, message: 'The credit this credit note created is refunded already' };
  if (amountMinor > left)
    return {
      status: 400,
      message: `The refund is more than is left of this credit note's credit (${money(left)})`,
    };
  if (amountMinor > familyBalanceMinor)
    return {
      status: 409,
      message: `The family's credit is ${money(familyBalanceMinor)}: it cannot go below zero`,
    };
  return undefined;
}

/**
 * How much of the family's credit goes on an invoice being sent (or on staff's
 * request): as much as is due, as far as the credit goes; none of a negative
 * or empty balance.
 */
export function creditToApplyMinor(balanceDueMinor: number, familyCreditMinor: number): number {
  return Math.max(0, Math.min(balanceDueMinor, familyCreditMinor));
}

const numberWidth = 4;

/** Credit notes are numbered per year of issue like invoices: CN-2026-0001, … */
export const creditNoteNumber = (year: number, sequence: number) =>
  `CN-${year}-${String(sequence).padStart(numberWidth, '0')}`;

export const applyCreditRefusals = {
  draft: "A draft's family credit is applied when it is sent",
  paid: 'The invoice is paid: nothing on it is due',
  void: 'A void invoice cannot take credit: nothing on it is due',
  cancelled: 'A cancelled invoice cannot take credit',
  none: 'The family has no credit in this currency to apply',
} as const;

/** Why staff cannot apply the family's credit to the invoice now (a conflict with its state), or undefined. */
export function applyCreditRefusal(invoice: { status: InvoiceStatus }): string | undefined {
  const { status } = invoice;
  if (status === 'draft' || status === 'paid' || status === 'void' || status === 'cancelled')
    return applyCreditRefusals[status];
  return undefined;
}
