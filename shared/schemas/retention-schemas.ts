import * as z from 'zod';
import { initialRetentionSettings, retentionLimits, type RetentionSettings } from '../retention-limits';

export { initialRetentionSettings, retentionLimits, type RetentionSettings };

type Setting = keyof typeof retentionLimits;

const whole = (name: Setting, label: string, unit: string) => {
  const { min, max } = retentionLimits[name];
  return z
    .number({ error: `${label} must be a number of ${unit}` })
    .int(`${label} must be a whole number of ${unit}`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`);
};

export const retentionSettingsSchema = z.object({
  activityDays: whole('activityDays', 'Activity', 'days'),
  notificationDays: whole('notificationDays', 'Notifications', 'days'),
  auditDays: whole('auditDays', 'Audit entries', 'days'),
  invoiceYears: whole('invoiceYears', 'Invoices', 'years'),
});

// The schema's output is the value module's type (no zod in the web app's first load).
retentionSettingsSchema satisfies z.ZodType<RetentionSettings>;
