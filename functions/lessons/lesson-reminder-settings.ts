import type { RouteTable } from '../../shared/routes/route-table';
import {
  lessonReminderSettingsItem,
  readLessonReminderSettings,
} from '../lib/entities/lesson-reminder-settings-entity';
import type { RouteService } from '../lib/route-service';
import { putItem } from '../lib/table/write-item';

export const getLessonReminderSettings: RouteService<RouteTable['lessons.reminderSettings']> = async () => ({
  data: await readLessonReminderSettings(),
});

/** The next hourly run reads it: off sends no more reminders, on resumes them. */
export const updateLessonReminderSettings: RouteService<
  RouteTable['lessons.updateReminderSettings']
> = async ({ body }) => {
  await putItem({ Item: lessonReminderSettingsItem(body, new Date().toISOString()) });
  return {
    data: { enabled: body.enabled },
    message: body.enabled ? 'Lesson reminders are on' : 'Lesson reminders are off',
  };
};
