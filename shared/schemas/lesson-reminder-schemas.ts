import * as z from 'zod';

/** The school's "Lesson reminders" switch: the day-before reminder to families and teachers. */
export const lessonReminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Lesson reminders must be on (true) or off (false)' }),
});

export type LessonReminderSettings = z.infer<typeof lessonReminderSettingsSchema>;
