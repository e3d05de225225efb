import type { Currency } from '../../../shared/invoices/money';
import { getItem } from '../table/get-item';
import { invoiceKeys } from './invoice-entity';

/** The school's invoicing figures, one item; new invoices take them, generated ones keep their own. */
export interface StoredInvoiceSettings {
  schoolName: string;
  /** Hourly rates in minor units. */
  defaultRatesMinor: Record<Currency, number>;
  taxRates: Record<Currency, number>;
}

/** What a school bills with until super_admin sets its own figures. */
export const initialInvoiceSettings: StoredInvoiceSettings = {
  schoolName: 'Tutoring School',
  defaultRatesMinor: { GBP: 4000, AED: 20000 },
  taxRates: { GBP: 0, AED: 0 },
};

export function invoiceSettingsItem(settings: StoredInvoiceSettings, updatedAt: string) {
  return { ...invoiceKeys.settings, entity: 'InvoiceSettings', ...settings, updatedAt };
}

export async function readInvoiceSettings(): Promise<StoredInvoiceSettings> {
  const item = await getItem(invoiceKeys.settings);
  if (!item) return initialInvoiceSettings;
  const { schoolName, defaultRatesMinor, taxRates } = item as unknown as StoredInvoiceSettings;
  return { schoolName, defaultRatesMinor, taxRates };
}
