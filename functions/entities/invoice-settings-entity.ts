import {
  Entity,
  EntityParser,
  GetItemCommand,
  PutTransaction,
  boolean,
  item,
  list,
  map,
  number,
  string,
} from 'dynamodb-toolbox';
import { currencies, type Currency } from '../../shared/invoices/money';
import {
  defaultOverdueReminders,
  type OverdueReminderSettings,
} from '../../shared/invoices/overdue-reminders';
import { defaultXeroSettings, type XeroSettings } from '../../shared/exports/xero-rows';
import { noRateOverrides, type RateOverrides } from '../../shared/invoices/lesson-rates';
import { schoolTable } from '../platform/table/school-table';
import type { TableItem } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { invoiceKeys } from './invoice-entity';

/** The school's invoicing figures, one item; new invoices take them, generated ones keep their own. */
export interface StoredInvoiceSettings {
  /** Hourly rates in minor units. */
  defaultRatesMinor: Record<Currency, number>;
  taxRates: Record<Currency, number>;
  /** Overdue emails to families (functions/invoices/overdue-notices.ts). */
  overdueReminders: OverdueReminderSettings;
  /** How the accountant's Xero file codes sales (docs/exports.md, "Xero"). */
  xero: XeroSettings;
  /** The school's usual items, offered by Add line (docs/invoice-lines.md). */
  savedItems: StoredSavedItem[];
  /** Generation's discount for a family's second and later children; null for none. */
  siblingDiscount: SiblingDiscount | null;
  /** Hourly rates per subject, teacher and student overriding the default (shared/invoices/lesson-rates.ts). */
  rates: RateOverrides;
}

export interface StoredSavedItem {
  id: string;
  description: string;
  unitPriceMinor: number;
  currency: Currency;
  taxable: boolean;
}

export interface SiblingDiscount {
  percent: number;
  appliesTo: 'second-and-later';
}

/** What a school bills with until super_admin sets its own figures. */
export const initialInvoiceSettings: StoredInvoiceSettings = {
  defaultRatesMinor: { GBP: 4000, AED: 20000 },
  taxRates: { GBP: 0, AED: 0 },
  overdueReminders: defaultOverdueReminders,
  xero: defaultXeroSettings,
  savedItems: [],
  siblingDiscount: null,
  rates: noRateOverrides,
};

const byCurrency = map({ GBP: number(), AED: number() });

const rateOverrideList = list(
  map({ id: string(), currency: string().enum(...currencies), hourlyRateMinor: number() }),
);

const InvoiceSettingsEntity = new Entity({
  name: 'InvoiceSettings',
  table: schoolTable,
  timestamps: false,
  schema: item({
    // Where the school's name was kept before the school profile held it: read only while the profile has none.
    schoolName: string().optional(),
    defaultRatesMinor: byCurrency,
    taxRates: byCurrency,
    // Settings saved before overdue emails existed have none.
    overdueReminders: map({ enabled: boolean(), days: list(number()) }).optional(),
    // Settings saved before the Xero export have none: the defaults apply.
    xero: map({
      salesAccountCode: string(),
      taxTypes: map({ GBP: string(), AED: string() }),
      untaxedTaxType: string(),
    }).optional(),
    // Settings saved before saved items and the sibling discount existed have neither (none, off).
    savedItems: list(
      map({
        id: string(),
        description: string(),
        unitPriceMinor: number(),
        currency: string().enum(...currencies),
        taxable: boolean(),
      }),
    ).optional(),
    siblingDiscount: map({ percent: number(), appliesTo: string().const('second-and-later') }).optional(),
    // Settings saved before rate overrides existed have none: every lesson takes the default.
    rates: map({
      subjects: rateOverrideList,
      teachers: rateOverrideList,
      students: rateOverrideList,
    }).optional(),
    updatedAt: string(),
  }),
  computeKey: () => invoiceKeys.settings,
});

/** The settings item as it is stored. */
export function invoiceSettingsItem(settings: StoredInvoiceSettings, updatedAt: string): TableItem {
  return InvoiceSettingsEntity.build(EntityParser).parse({ ...storedShape(settings), updatedAt }).item;
}

/** No sibling discount is stored as none at all (the attribute is absent). */
function storedShape({ siblingDiscount, ...settings }: StoredInvoiceSettings) {
  return { ...settings, ...(siblingDiscount ? { siblingDiscount } : {}) };
}

/**
 * The settings replaced whole, in the transaction that audits the change. A
 * school name still kept here (saved before the profile held it) goes along,
 * so it is not lost before the profile takes it (school-profile-entity.ts).
 */
export function invoiceSettingsPut(
  settings: StoredInvoiceSettings,
  updatedAt: string,
  legacySchoolName?: string,
): EntityWrite {
  return InvoiceSettingsEntity.build(PutTransaction).item({
    ...storedShape(settings),
    ...(legacySchoolName ? { schoolName: legacySchoolName } : {}),
    updatedAt,
  });
}

/** The settings with the school name an older save left in the item, if any. */
export async function readInvoiceSettingsItem(): Promise<{
  settings: StoredInvoiceSettings;
  legacySchoolName?: string;
}> {
  const { Item: stored } = await InvoiceSettingsEntity.build(GetItemCommand).key({}).send();
  if (!stored) return { settings: initialInvoiceSettings };
  const {
    schoolName,
    defaultRatesMinor,
    taxRates,
    overdueReminders,
    xero,
    savedItems,
    siblingDiscount,
    rates,
  } = stored;
  return {
    settings: {
      defaultRatesMinor,
      taxRates,
      overdueReminders: overdueReminders ?? defaultOverdueReminders,
      xero: xero ?? defaultXeroSettings,
      savedItems: savedItems ?? [],
      siblingDiscount: siblingDiscount ?? null,
      rates: rates ?? noRateOverrides,
    },
    ...(schoolName ? { legacySchoolName: schoolName } : {}),
  };
}

/** Whether the school saved its invoice settings at least once (the item exists only after a save). */
export async function invoiceSettingsSaved(): Promise<boolean> {
  const { Item: stored } = await InvoiceSettingsEntity.build(GetItemCommand)
    .key({})
    .options({ attributes: ['updatedAt'] })
    .send();
  return stored !== undefined;
}

export async function readInvoiceSettings(): Promise<StoredInvoiceSettings> {
  return (await readInvoiceSettingsItem()).settings;
}
