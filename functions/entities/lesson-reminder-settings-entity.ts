import { getItem } from '../platform/table/get-item';

/** Whether the school sends the day-before lesson reminders; one item, on until the school turns it off. */
export interface LessonReminderSettings {
  enabled: boolean;
}

export const initialLessonReminderSettings: LessonReminderSettings = { enabled: true };

/** Beside the invoice settings (`SCHOOL` / `INVOICE_SETTINGS`), in an item of its own. */
const settingsKey = { PK: 'SCHOOL', SK: 'LESSON_REMINDER_SETTINGS' };

export function lessonReminderSettingsItem(settings: LessonReminderSettings, updatedAt: string) {
  return { ...settingsKey, entity: 'LessonReminderSettings', enabled: settings.enabled, updatedAt };
}

export async function readLessonReminderSettings(): Promise<LessonReminderSettings> {
  const item = await getItem(settingsKey, { consistentRead: true });
  return item ? { enabled: item.enabled !== false } : initialLessonReminderSettings;
}
