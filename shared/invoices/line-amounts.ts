import { maxRate, taxMinor } from './money';

/**
 * The money rules of an invoice's lines (docs/invoice-lines.md): lessons, custom
 * lines (a description, a quantity and a unit price) and discounts. All in integer
 * minor units; no zod here, so screens can import it.
 */

export const lineKinds = ['lesson', 'custom', 'discount'] as const;
export type LineKind = (typeof lineKinds)[number];

/** A discount takes an amount off, or a percentage of the lines above it. */
export type DiscountRule = { type: 'amount'; amountMinor: number } | { type: 'percent'; percent: number };

export const maxLineDescriptionLength = 200;
export const maxLineQuantity = 1000;
/** Custom lines and discounts on one invoice, besides its lessons (they keep the invoice item small). */
export const maxExtraLinesPerInvoice = 20;
/** The school's saved items (invoice settings). */
export const maxSavedItems = 50;

/** Rounds half away from zero, so a credit of -0.5p rounds like a charge of 0.5p (and never answers -0). */
function roundMinor(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** A custom line's amount: quantity × unit price, rounded to the minor unit. */
export function customAmountMinor(quantity: number, unitPriceMinor: number): number {
  return roundMinor(quantity * unitPriceMinor);
}

/**
 * What a discount takes off `beforeMinor` (the lines above it), as a negative
 * amount or 0: never more than those lines come to, so a total never goes below zero.
 */
export function discountAmountMinor(rule: DiscountRule, beforeMinor: number): number {
  const base = Math.max(0, beforeMinor);
  const off =
    rule.type === 'amount' ? Math.min(rule.amountMinor, base) : roundMinor((base * rule.percent) / 100);
  return off === 0 ? 0 : -off;
}

export interface PricedLine {
  kind?: LineKind;
  amountMinor: number;
  /** Custom lines only: false keeps the line out of the taxed amount. */
  taxable?: boolean;
  /** Discount lines only. */
  discount?: DiscountRule;
}

/** Lessons and custom lines with `taxable` not false are taxed; a discount's share is worked out from the lines above it. */
const isTaxable = (line: PricedLine) => line.kind !== 'custom' || line.taxable !== false;

export interface LineTotals<Line> {
  lines: Line[];
  subtotalMinor: number;
  /** The part of the subtotal tax applies to. */
  taxableMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * Each discount recomputed from the lines above it (a percentage follows them),
 * then the subtotal, the taxed part and the total. A discount reduces the taxed
 * part in proportion to how much of the lines above it is taxable. Lines are
 * taken in the order given.
 */
export function lineTotals<Line extends PricedLine>(
  lines: readonly Line[],
  taxRatePercent: number,
): LineTotals<Line> {
  let subtotalMinor = 0;
  let taxableMinor = 0;
  const priced = lines.map((line) => {
    if (line.kind !== 'discount' || !line.discount) {
      subtotalMinor += line.amountMinor;
      if (isTaxable(line)) taxableMinor += line.amountMinor;
      return line;
    }
    const amountMinor = discountAmountMinor(line.discount, subtotalMinor);
    const taxedShare = subtotalMinor > 0 ? roundMinor((amountMinor * taxableMinor) / subtotalMinor) : 0;
    subtotalMinor += amountMinor;
    taxableMinor += taxedShare;
    return { ...line, amountMinor };
  });
  const tax = taxMinor(Math.max(0, taxableMinor), taxRatePercent);
  return { lines: priced, subtotalMinor, taxableMinor, taxMinor: tax, totalMinor: subtotalMinor + tax };
}

/** Lessons first, by start; then the other lines in the order they were added (a discount applies to the lines above it). */
export function orderLines<Line extends { kind?: LineKind; lessonStart?: string }>(
  lines: readonly Line[],
): Line[] {
  const lessons = lines.filter((line) => (line.kind ?? 'lesson') === 'lesson');
  const others = lines.filter((line) => (line.kind ?? 'lesson') !== 'lesson');
  return [...lessons.sort((a, b) => (a.lessonStart ?? '').localeCompare(b.lessonStart ?? '')), ...others];
}

/** True when a number has at most two decimals (a float's noise aside). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Why a custom line's quantity is refused, or undefined. */
export function quantityProblem(quantity: number): string | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'Quantity must be a number above 0';
  if (quantity > maxLineQuantity) return `Quantity must be at most ${maxLineQuantity}`;
  if (!hasTwoDecimalsAtMost(quantity)) return 'Quantity may have at most two decimals';
  return undefined;
}

/** Why a unit price (major units; negative for a credit) is refused, or undefined. */
export function unitPriceProblem(unitPrice: number): string | undefined {
  if (!Number.isFinite(unitPrice)) return 'Unit price must be a number';
  if (Math.round(unitPrice * 100) === 0) return 'Unit price must not be zero';
  if (Math.abs(unitPrice) > maxRate) return `Unit price must be at most ${maxRate} either way`;
  if (!hasTwoDecimalsAtMost(unitPrice)) return 'Unit price may have at most two decimals';
  return undefined;
}

/** Why a discount's value is refused, or undefined: an amount in major units, or a percentage up to 100. */
export function discountValueProblem(type: DiscountRule['type'], value: number): string | undefined {
  if (!Number.isFinite(value) || Math.round(value * 100) <= 0) return 'Discount must be a number above 0';
  if (!hasTwoDecimalsAtMost(value)) return 'Discount may have at most two decimals';
  if (type === 'percent' && value > 100) return 'A percentage discount must be at most 100';
  if (type === 'amount' && value > maxRate) return `Discount must be at most ${maxRate}`;
  return undefined;
}

/**
 * A family's children in a fixed order: by when each student was created, then
 * by id (two created in the same instant). The first is the first child; every
 * other is a "second or later" child, whom the sibling discount is for.
 */
export function isSecondOrLaterChild(
  studentId: string,
  family: readonly { id: string; createdAt: string }[],
): boolean {
  const ordered = [...family].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const index = ordered.findIndex((child) => child.id === studentId);
  return index > 0;
}

/** The sibling discount's line text, e.g. "Sibling discount (10%)". */
export const siblingDiscountDescription = (percent: number) => `Sibling discount (${percent}%)`;
