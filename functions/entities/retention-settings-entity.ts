import { Entity, GetItemCommand, PutTransaction, item, number, string } from 'dynamodb-toolbox';
import {
  initialRetentionSettings,
  retentionSettingsSchema,
  type RetentionSettings,
} from '../../shared/schemas/retention-schemas';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/** Beside the invoice and reminder settings (`SCHOOL` / `RETENTION_SETTINGS`), in an item of its own. */
export const RetentionSettingsEntity = new Entity({
  name: 'RetentionSettings',
  table: schoolTable,
  timestamps: false,
  // Optional on read: a setting missing from the item is its default (readRetentionSettings).
  schema: item({
    activityDays: number().optional(),
    notificationDays: number().optional(),
    auditDays: number().optional(),
    invoiceYears: number().optional(),
    updatedAt: string().optional(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'RETENTION_SETTINGS' }),
});

/** The settings' write, replacing the whole item. */
export function retentionSettingsPut(settings: RetentionSettings, updatedAt: string): EntityWrite {
  return RetentionSettingsEntity.build(PutTransaction).item({ ...settings, updatedAt });
}

/** The school's settings; absent (never saved) or unreadable ones are the defaults. */
export async function readRetentionSettings(): Promise<RetentionSettings> {
  const { Item: stored } = await RetentionSettingsEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  if (!stored) return initialRetentionSettings;
  const parsed = retentionSettingsSchema.safeParse({ ...initialRetentionSettings, ...stored });
  return parsed.success ? parsed.data : initialRetentionSettings;
}
