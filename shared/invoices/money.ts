/** The two currencies a school bills in. */
export const currencies = ['GBP', 'AED'] as const;
export type Currency = (typeof currencies)[number];

/** Both currencies have 100 minor units (pence, fils). */
const minorUnitsPerMajor = 100;

/**
 * Money travels as major units with at most two decimals (45.5 = £45.50) and
 * is stored and added in integer minor units, so sums never drift.
 */
export function toMinorUnits(major: number): number {
  return Math.round(major * minorUnitsPerMajor);
}

export function toMajorUnits(minor: number): number {
  return minor / minorUnitsPerMajor;
}

/** A lesson's charge: an hourly rate for its minutes, rounded half up to the minor unit. */
export function lessonAmountMinor(hourlyRateMinor: number, durationMinutes: number): number {
  return Math.round((hourlyRateMinor * durationMinutes) / 60);
}

/** Tax on a subtotal at a percentage (e.g. 5 for UAE VAT), rounded to the minor unit. */
export function taxMinor(subtotalMinor: number, taxRatePercent: number): number {
  return Math.round((subtotalMinor * taxRatePercent) / 100);
}

const formatters = new Map<Currency, Intl.NumberFormat>();

/** Amounts in en-GB format, e.g. £1,234.50 and AED 1,234.50. */
export function formatMoney(major: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'GBP' ? 'symbol' : 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  // en-GB writes "AED 1,234.50" with a no-break space; a plain space reads and copies the same.
  return formatter.format(major).replace(/\u00a0/g, ' ');
}

/** The largest hourly rate or single amount the product accepts, in major units. */
export const maxRate = 100_000;

/**
 * A rate is a number above 0 with at most two decimals. Why a rate
 * is refused, or undefined when it is fine (the API's rateSchema and the
 * screens' rate boxes share it).
 */
export function rateProblem(rate: number): string | undefined {
  // Checked once rounded to what is billed: 0.000000001 is above 0 but bills nothing.
  if (!Number.isFinite(rate) || toMinorUnits(rate) <= 0) return 'Please enter a valid rate';
  if (rate > maxRate) return `Rate must be at most ${maxRate}`;
  if (Math.abs(rate * 100 - Math.round(rate * 100)) >= 1e-6) return 'Rate may have at most two decimals';
  return undefined;
}
