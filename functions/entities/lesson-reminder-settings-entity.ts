import { Entity, GetItemCommand, PutTransaction, boolean, item, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/** Whether the school sends the day-before lesson reminders; one item, on until the school turns it off. */
export interface LessonReminderSettings {
  enabled: boolean;
}

export const initialLessonReminderSettings: LessonReminderSettings = { enabled: true };

/** Beside the invoice settings (`SCHOOL` / `INVOICE_SETTINGS`), in an item of its own. */
export const LessonReminderSettingsEntity = new Entity({
  name: 'LessonReminderSettings',
  table: schoolTable,
  timestamps: false,
  schema: item({
    enabled: boolean(),
    updatedAt: string(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'LESSON_REMINDER_SETTINGS' }),
});

/** The settings as they now are, for the transaction that records the change with its audit entry. */
export function lessonReminderSettingsPut(settings: LessonReminderSettings, updatedAt: string): EntityWrite {
  return LessonReminderSettingsEntity.build(PutTransaction).item({ enabled: settings.enabled, updatedAt });
}

export async function readLessonReminderSettings(): Promise<LessonReminderSettings> {
  const { Item } = await LessonReminderSettingsEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  return Item ? { enabled: Item.enabled } : initialLessonReminderSettings;
}
