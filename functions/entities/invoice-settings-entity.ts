import type { Currency } from '../../shared/invoices/money';
import {
  defaultOverdueReminders,
  type OverdueReminderSettings,
} from '../../shared/invoices/overdue-reminders';
import { getItem } from '../platform/table/get-item';
import { invoiceKeys } from './invoice-entity';

/** The school's invoicing figures, one item; new invoices take them, generated ones keep their own. */
export interface StoredInvoiceSettings {
  schoolName: string;
  /** Hourly rates in minor units. */
  defaultRatesMinor: Record<Currency, number>;
  taxRates: Record<Currency, number>;
  /** Overdue emails to families (functions/invoices/overdue-notices.ts). */
  overdueReminders: OverdueReminderSettings;
}

/** What a school bills with until super_admin sets its own figures. */
export const initialInvoiceSettings: StoredInvoiceSettings = {
  schoolName: 'Tutoring School',
  defaultRatesMinor: { GBP: 4000, AED: 20000 },
  taxRates: { GBP: 0, AED: 0 },
  overdueReminders: defaultOverdueReminders,
};

export function invoiceSettingsItem(settings: StoredInvoiceSettings, updatedAt: string) {
  return { ...invoiceKeys.settings, entity: 'InvoiceSettings', ...settings, updatedAt };
}

export async function readInvoiceSettings(): Promise<StoredInvoiceSettings> {
  const item = await getItem(invoiceKeys.settings);
  if (!item) return initialInvoiceSettings;
  const { schoolName, defaultRatesMinor, taxRates, overdueReminders } =
    item as unknown as Partial<StoredInvoiceSettings> & Omit<StoredInvoiceSettings, 'overdueReminders'>;
  // Settings saved before overdue emails existed take the default.
  return {
    schoolName,
    defaultRatesMinor,
    taxRates,
    overdueReminders: overdueReminders ?? defaultOverdueReminders,
  };
}
