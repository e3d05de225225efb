import type { Currency } from '../invoices/money';

/**
 * Where the accountant's Xero file codes the school's sales (docs/exports.md,
 * "Xero"): set once in the invoice settings, as Xero names them in the
 * school's own Xero organisation.
 */
export interface XeroSettings {
  /** The revenue account every line is coded to (Xero's default chart: 200 Sales). */
  salesAccountCode: string;
  /** The tax rate of an invoice that charges tax, by its currency (Xero's codes: OUTPUT2 is 20% VAT on income). */
  taxTypes: Record<Currency, string>;
  /** The tax rate of an invoice that charges none (Xero's NONE: no VAT). */
  untaxedTaxType: string;
}

export const defaultXeroSettings: XeroSettings = {
  salesAccountCode: '200',
  taxTypes: { GBP: 'OUTPUT2', AED: 'NONE' },
  untaxedTaxType: 'NONE',
};

/** The columns of Xero's sales invoice import template this export fills, in its order; `*` marks Xero's required ones. */
export const xeroColumns = [
  '*ContactName',
  'EmailAddress',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'Currency',
] as const;

/** The tax rate Xero is told for a document: the currency's when it charges tax, else the untaxed one. */
export function xeroTaxType(settings: XeroSettings, currency: Currency, taxRatePercent: number): string {
  return taxRatePercent > 0 ? settings.taxTypes[currency] : settings.untaxedTaxType;
}

/** `2026-03-09` as Xero's UK and UAE templates write dates: `09/03/2026`. */
export function xeroDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The document's tax shared out over its lines in proportion to their
 * amounts, in minor units, so the lines' tax adds up to exactly the tax the
 * document charged (worked out once on its subtotal): each line gets its
 * share rounded down, and the minor units left go to the lines with the
 * largest remainders, the earlier first. A discount (a negative line) takes
 * a negative share.
 */
export function allocateTax(lineAmountsMinor: readonly number[], taxMinor: number): number[] {
  const subtotal = lineAmountsMinor.reduce((sum, amount) => sum + amount, 0);
  if (taxMinor === 0 || subtotal === 0) return lineAmountsMinor.map(() => 0);
  const exact = lineAmountsMinor.map((amount) => (amount * taxMinor) / subtotal);
  const shares = exact.map(Math.floor);
  let left = taxMinor - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** One line of a document as the Xero file shows it: what it says and what it comes to (net of tax). */
export interface XeroLine {
  description: string;
  amountMinor: number;
  /**
   * False for a line the document's tax does not apply to (a custom line sent
   * with `taxable: false`): it takes no share of the tax and the untaxed tax
   * type. Absent means taxable (lessons, discounts, credit note lines).
   */
  taxable?: boolean;
}

/** An invoice or credit note of the school, as the Xero file needs it. */
export interface XeroDocument {
  contactName: string;
  email: string;
  number: string;
  reference: string;
  /** Calendar dates (YYYY-MM-DD). */
  date: string;
  dueDate: string;
  currency: Currency;
  taxRatePercent: number;
  taxMinor: number;
  lines: readonly XeroLine[];
  /** A credit note: Xero imports a document whose amounts are negative as a credit note. */
  credit: boolean;
}

/** A cell of the file: text, or an amount in major units written as a plain number (`-40`, `12.5`). */
export type XeroCell = string | number;

/**
 * The rows of one document in Xero's template (xeroColumns), one per line.
 * Quantity is always 1 and UnitAmount the line's amount, so Xero's total is
 * the school's to the penny (an hour count like 0.8333 times a rate would
 * round differently); the lesson's length and rate are in the description.
 * A credit note's amounts and tax are negative. Amounts are numbers, not
 * text: a text cell starting with '-' would be guarded as a formula.
 */
export function xeroRows(document: XeroDocument, settings: XeroSettings): XeroCell[][] {
  // `|| 0`: no negative zero on a credit note's untaxed line.
  const amount = (minor: number) => (document.credit ? -minor : minor) / 100 || 0;
  const taxed = (line: XeroLine) => line.taxable !== false;
  // The tax is shared over the taxed lines only: an untaxed line carries none of it.
  const taxes = allocateTax(
    document.lines.map((line) => (taxed(line) ? line.amountMinor : 0)),
    document.taxMinor,
  );
  const documentTaxType = xeroTaxType(settings, document.currency, document.taxRatePercent);
  return document.lines.map((line, index) => [
    document.contactName,
    document.email,
    document.number,
    document.reference,
    xeroDate(document.date),
    xeroDate(document.dueDate),
    '',
    line.description,
    1,
    amount(line.amountMinor),
    '',
    settings.salesAccountCode,
    taxed(line) ? documentTaxType : settings.untaxedTaxType,
    amount(taxes[index]!),
    document.currency,
  ]);
}
