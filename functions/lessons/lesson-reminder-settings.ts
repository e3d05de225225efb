import type { RouteTable } from '../../shared/routes/route-table';
import { auditPut } from '../shared-domains/audit/audit-put';
import {
  lessonReminderSettingsPut,
  readLessonReminderSettings,
} from '../entities/lesson-reminder-settings-entity';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';

export const getLessonReminderSettings: RouteService<RouteTable['lessons.reminderSettings']> = async () => ({
  data: await readLessonReminderSettings(),
});

/** The next hourly run reads it: off sends no more reminders, on resumes them. */
export const updateLessonReminderSettings: RouteService<
  RouteTable['lessons.updateReminderSettings']
> = async ({ body, principal, requestId }) => {
  const before = await readLessonReminderSettings();
  await writeTransaction([
    lessonReminderSettingsPut(body, new Date().toISOString()),
    auditPut({
      principal,
      action: 'settings.lessonReminders',
      target: { type: 'settings', id: 'lesson-reminders' },
      before: { enabled: before.enabled },
      after: { enabled: body.enabled },
      requestId,
    }),
  ]);
  return {
    data: { enabled: body.enabled },
    message: body.enabled ? 'Lesson reminders are on' : 'Lesson reminders are off',
  };
};
