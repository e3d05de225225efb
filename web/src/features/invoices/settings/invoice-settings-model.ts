import type { Currency } from '../../../../../shared/invoices/money';
import { invoiceSettingsSchema, type InvoiceSettings } from '../../../../../shared/schemas/invoice-schemas';
import { defaultOverdueReminders } from '../../../../../shared/invoices/overdue-reminders';

/** The Invoice settings form as its inputs hold it. */
export interface InvoiceSettingsForm {
  rateGBP: string;
  rateAED: string;
  taxGBP: string;
  taxAED: string;
  /** 'on' when families get overdue emails. */
  overdueEmails: 'on' | 'off';
  /** The reminder days as typed: '7, 14'. */
  reminderDays: string;
  /** The school's usual items, one row each, as typed. */
  savedItems: SavedItemRow[];
  /** The sibling discount's percentage as typed; empty for none. */
  siblingPercent: string;
  /** The Xero export's codes as typed (docs/exports.md "Xero"); all four empty leaves them as they were. */
  xeroSalesAccount: string;
  xeroTaxGBP: string;
  xeroTaxAED: string;
  xeroUntaxed: string;
}

export interface SavedItemRow {
  /** Absent on a row added here: the server gives it one. */
  id?: string;
  description: string;
  unitPrice: string;
  currency: Currency;
  taxable: boolean;
}

export const newSavedItemRow: SavedItemRow = {
  description: '',
  unitPrice: '',
  currency: 'GBP',
  taxable: true,
};

export type InvoiceSettingsErrors = Partial<Record<keyof InvoiceSettingsForm, string>>;

const rateField = { GBP: 'rateGBP', AED: 'rateAED' } as const satisfies Record<Currency, string>;
const taxField = { GBP: 'taxGBP', AED: 'taxAED' } as const satisfies Record<Currency, string>;

/** A number as a box shows it: 45 → '45.00' for money, 5 → '5' for a percentage. */
export function settingsFormFrom(settings: InvoiceSettings): InvoiceSettingsForm {
  return {
    rateGBP: settings.defaultRates.GBP.toFixed(2),
    rateAED: settings.defaultRates.AED.toFixed(2),
    taxGBP: String(settings.taxRates.GBP),
    taxAED: String(settings.taxRates.AED),
    overdueEmails: (settings.overdueReminders ?? defaultOverdueReminders).enabled ? 'on' : 'off',
    reminderDays: (settings.overdueReminders ?? defaultOverdueReminders).days.join(', '),
    savedItems: (settings.savedItems ?? []).map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      description: item.description,
      unitPrice: item.unitPrice.toFixed(2),
      currency: item.currency,
      taxable: item.taxable,
    })),
    siblingPercent: settings.siblingDiscount ? String(settings.siblingDiscount.percent) : '',
    xeroSalesAccount: settings.xero?.salesAccountCode ?? '',
    xeroTaxGBP: settings.xero?.taxTypes.GBP ?? '',
    xeroTaxAED: settings.xero?.taxTypes.AED ?? '',
    xeroUntaxed: settings.xero?.untaxedTaxType ?? '',
  };
}

const xeroFields = ['xeroSalesAccount', 'xeroTaxGBP', 'xeroTaxAED', 'xeroUntaxed'] as const;

/** The Xero codes to send: none when every box is empty (the server keeps what it has), else all four to check. */
function xeroOf(form: InvoiceSettingsForm) {
  if (xeroFields.every((field) => form[field].trim() === '')) return {};
  return {
    xero: {
      salesAccountCode: form.xeroSalesAccount,
      taxTypes: { GBP: form.xeroTaxGBP, AED: form.xeroTaxAED },
      untaxedTaxType: form.xeroUntaxed,
    },
  };
}

/** The box a Xero code's problem belongs to, by the schema's path under `xero`. */
function xeroFieldOf(path: readonly PropertyKey[]): (typeof xeroFields)[number] | undefined {
  if (path[1] === 'salesAccountCode') return 'xeroSalesAccount';
  if (path[1] === 'untaxedTaxType') return 'xeroUntaxed';
  if (path[1] === 'taxTypes') return path[2] === 'AED' ? 'xeroTaxAED' : 'xeroTaxGBP';
  return undefined;
}

/** An empty box is not zero: it reads as "not a number", so the schema asks for one. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** '7, 14' → [7, 14]; commas or spaces between, nothing → none; a word reads as "not a number". */
function daysOf(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);
}

/**
 * The settings to send, or each field's message, checked by the very schema
 * the server applies (rates above 0 with two decimals, tax 0–100 %).
 */
export function parseSettingsForm(
  form: InvoiceSettingsForm,
):
  | { settings: InvoiceSettings; errors?: undefined }
  | { settings?: undefined; errors: InvoiceSettingsErrors } {
  const parsed = invoiceSettingsSchema.safeParse({
    defaultRates: { GBP: numberOf(form.rateGBP), AED: numberOf(form.rateAED) },
    taxRates: { GBP: numberOf(form.taxGBP), AED: numberOf(form.taxAED) },
    overdueReminders: { enabled: form.overdueEmails === 'on', days: daysOf(form.reminderDays) },
    savedItems: form.savedItems.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      description: row.description,
      unitPrice: numberOf(row.unitPrice),
      currency: row.currency,
      taxable: row.taxable,
    })),
    siblingDiscount:
      form.siblingPercent.trim() === ''
        ? null
        : { percent: numberOf(form.siblingPercent), appliesTo: 'second-and-later' },
    ...xeroOf(form),
  });
  if (parsed.success) return { settings: parsed.data };
  const errors: InvoiceSettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const [group, currency] = issue.path as [string, Currency | undefined];
    const field: keyof InvoiceSettingsForm | undefined =
      group === 'defaultRates' && currency
        ? rateField[currency]
        : group === 'taxRates' && currency
          ? taxField[currency]
          : group === 'overdueReminders'
            ? 'reminderDays'
            : group === 'siblingDiscount'
              ? 'siblingPercent'
              : group === 'savedItems'
                ? 'savedItems'
                : group === 'xero'
                  ? xeroFieldOf(issue.path)
                  : undefined;
    // A saved item's problem names its row: the list shows one message above it.
    const message =
      group === 'savedItems' && typeof issue.path[1] === 'number'
        ? `Saved item ${issue.path[1] + 1}: ${issue.message}`
        : issue.message;
    if (field && !errors[field]) errors[field] = message;
  }
  return { errors };
}
