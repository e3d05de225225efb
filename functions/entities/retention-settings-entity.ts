import {
  initialRetentionSettings,
  retentionSettingsSchema,
  type RetentionSettings,
} from '../../shared/schemas/retention-schemas';
import { getItem } from '../platform/table/get-item';

/** Beside the invoice and reminder settings (`SCHOOL` / `RETENTION_SETTINGS`), in an item of its own. */
const settingsKey = { PK: 'SCHOOL', SK: 'RETENTION_SETTINGS' };

export function retentionSettingsItem(settings: RetentionSettings, updatedAt: string) {
  return { ...settingsKey, entity: 'RetentionSettings', ...settings, updatedAt };
}

/** The school's settings; absent (never saved) or unreadable ones are the defaults. */
export async function readRetentionSettings(): Promise<RetentionSettings> {
  const item = await getItem(settingsKey, { consistentRead: true });
  if (!item) return initialRetentionSettings;
  const parsed = retentionSettingsSchema.safeParse({ ...initialRetentionSettings, ...item });
  return parsed.success ? parsed.data : initialRetentionSettings;
}
