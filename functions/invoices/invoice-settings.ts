import { toMajorUnits, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceSettings } from '../../shared/schemas/invoice-schemas';
import {
  invoiceSettingsPut,
  readInvoiceSettings,
  readInvoiceSettingsItem,
  type StoredInvoiceSettings,
  type StoredSavedItem,
} from '../entities/invoice-settings-entity';
import { newId } from '../../shared/ids';
import { auditPut } from '../shared-domains/audit/audit-put';
import { writeTransaction } from '../platform/table/write-transaction';
import type { RouteService } from '../platform/route-service';
import { checkedRateOverrides, ratesAnswer } from './rate-overrides';

function toSettings(stored: StoredInvoiceSettings): InvoiceSettings {
  return {
    defaultRates: {
      GBP: toMajorUnits(stored.defaultRatesMinor.GBP),
      AED: toMajorUnits(stored.defaultRatesMinor.AED),
    },
    taxRates: { ...stored.taxRates },
    overdueReminders: { enabled: stored.overdueReminders.enabled, days: [...stored.overdueReminders.days] },
    xero: { ...stored.xero, taxTypes: { ...stored.xero.taxTypes } },
    savedItems: stored.savedItems.map((item) => ({
      id: item.id,
      description: item.description,
      unitPrice: toMajorUnits(item.unitPriceMinor),
      currency: item.currency,
      taxable: item.taxable,
    })),
    siblingDiscount: stored.siblingDiscount ? { ...stored.siblingDiscount } : null,
    rates: ratesAnswer(stored.rates),
  };
}

/** Items sent without an id are new: they get one. */
function storedSavedItems(items: NonNullable<InvoiceSettings['savedItems']>): StoredSavedItem[] {
  return items.map((item) => ({
    id: item.id ?? newId(),
    description: item.description,
    unitPriceMinor: toMinorUnits(item.unitPrice),
    currency: item.currency,
    taxable: item.taxable,
  }));
}

export const getInvoiceSettings: RouteService<RouteTable['invoices.settings']> = async () => ({
  data: toSettings(await readInvoiceSettings()),
});

/**
 * New invoices take these figures; invoices already generated keep theirs.
 * The school's name is not one of them: the school profile holds it.
 */
export const updateInvoiceSettings: RouteService<RouteTable['invoices.updateSettings']> = async ({
  body,
  principal,
  requestId,
}) => {
  // Read whatever the body holds: the audit entry shows what changed.
  const { settings: previous, legacySchoolName } = await readInvoiceSettingsItem();
  const stored: StoredInvoiceSettings = {
    defaultRatesMinor: { GBP: toMinorUnits(body.defaultRates.GBP), AED: toMinorUnits(body.defaultRates.AED) },
    taxRates: { GBP: body.taxRates.GBP, AED: body.taxRates.AED },
    overdueReminders: body.overdueReminders ?? previous.overdueReminders,
    xero: body.xero ?? previous.xero,
    savedItems: body.savedItems ? storedSavedItems(body.savedItems) : previous.savedItems,
    siblingDiscount: body.siblingDiscount === undefined ? previous.siblingDiscount : body.siblingDiscount,
    rates: body.rates ? await checkedRateOverrides(body.rates) : previous.rates,
  };
  await writeTransaction([
    invoiceSettingsPut(stored, new Date().toISOString(), legacySchoolName),
    auditPut({
      principal,
      action: 'settings.invoice',
      target: { type: 'settings', id: 'invoice-settings' },
      before: { ...previous },
      after: { ...stored },
      requestId,
    }),
  ]);
  return { data: toSettings(stored), message: 'Invoice settings saved' };
};
