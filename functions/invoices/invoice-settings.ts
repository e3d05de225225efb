import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { toMajorUnits, toMinorUnits, type Currency } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceSettings } from '../../shared/schemas/invoice-schemas';
import { dynamo } from '../lib/dynamo-client';
import { invoiceKeys } from '../lib/entities/invoice-entity';
import type { RouteService } from '../lib/route-service';
import { tableName } from '../lib/runtime-config';

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

export async function readInvoiceSettings(): Promise<StoredInvoiceSettings> {
  const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: invoiceKeys.settings }));
  if (!answer.Item) return initialInvoiceSettings;
  const { schoolName, defaultRatesMinor, taxRates } = answer.Item as StoredInvoiceSettings;
  return { schoolName, defaultRatesMinor, taxRates };
}

function toSettings(stored: StoredInvoiceSettings): InvoiceSettings {
  return {
    schoolName: stored.schoolName,
    defaultRates: {
      GBP: toMajorUnits(stored.defaultRatesMinor.GBP),
      AED: toMajorUnits(stored.defaultRatesMinor.AED),
    },
    taxRates: { ...stored.taxRates },
  };
}

export const getInvoiceSettings: RouteService<RouteTable['invoices.settings']> = async () => ({
  data: toSettings(await readInvoiceSettings()),
});

/** New invoices take these figures; invoices already generated keep theirs. */
export const updateInvoiceSettings: RouteService<RouteTable['invoices.updateSettings']> = async ({
  body,
}) => {
  const stored: StoredInvoiceSettings = {
    schoolName: body.schoolName,
    defaultRatesMinor: { GBP: toMinorUnits(body.defaultRates.GBP), AED: toMinorUnits(body.defaultRates.AED) },
    taxRates: { GBP: body.taxRates.GBP, AED: body.taxRates.AED },
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...invoiceKeys.settings,
        entity: 'InvoiceSettings',
        ...stored,
        updatedAt: new Date().toISOString(),
      },
    }),
  );
  return { data: toSettings(stored), message: 'Invoice settings saved' };
};
